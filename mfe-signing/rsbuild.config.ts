import { defineRemoteConfig } from '@broker/tooling';

export default defineRemoteConfig({ name: 'mfe_signing', title: 'Signing' });
