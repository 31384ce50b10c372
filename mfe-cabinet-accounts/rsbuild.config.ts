import { defineRemoteConfig } from '@broker/shared/mf';

export default defineRemoteConfig({ name: 'mfe_cabinet_accounts', title: 'Accounts' });
