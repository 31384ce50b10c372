import { defineRemoteConfig } from '@broker/shared/mf';

export default defineRemoteConfig({ name: 'mfe_signing', devPort: 4302, title: 'Signing' });
