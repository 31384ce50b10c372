import { defineRemoteConfig } from '@broker/tooling';

export default defineRemoteConfig({ name: 'mfe_cabinet_accounts', title: 'Accounts' });
