import { defineRemoteApp } from '@broker/shared/remote-app';
import { ProfileScreen } from '../features/profile/profile-screen';
import { AccountsScreen } from '../features/accounts/accounts-screen';
import uk from '../locales/uk.json';
import en from '../locales/en.json';

// `meta` (name, contract major, release label) is added to this module by the build (`defineRemoteConfig` of @broker/shared/mf)
export default defineRemoteApp({
  remote: 'mfe-cabinet-accounts',
  namespace: 'accounts',
  resources: { uk, en },
  screens: {
    profile: ProfileScreen,
    accounts: AccountsScreen,
  },
});
