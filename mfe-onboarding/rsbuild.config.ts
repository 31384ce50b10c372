import { defineRemoteConfig } from '@broker/tooling';

export default defineRemoteConfig({ name: 'mfe_onboarding', title: 'Onboarding' });
