import { defineRemoteConfig } from '@broker/shared/mf';

export default defineRemoteConfig({ name: 'mfe_cabinet_accounts', devPort: 4303, title: 'Accounts' });
