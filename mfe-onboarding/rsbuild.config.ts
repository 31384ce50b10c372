import { defineRemoteConfig } from '@broker/shared/mf';

export default defineRemoteConfig({ name: 'mfe_onboarding', title: 'Onboarding' });
