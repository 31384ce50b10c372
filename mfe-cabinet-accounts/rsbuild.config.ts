import { defineRemoteConfig } from '@broker/tooling';

export default defineRemoteConfig({ title: 'Accounts' });
