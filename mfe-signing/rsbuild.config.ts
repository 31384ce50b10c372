import { defineRemoteConfig } from '@broker/shared/mf';

export default defineRemoteConfig({ name: 'mfe_signing', title: 'Signing' });
