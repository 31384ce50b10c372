import { defineRemoteConfig } from '@broker/shared/mf';

export default defineRemoteConfig({ name: 'mfe_onboarding', devPort: 4301, title: 'Onboarding' });
