import { defineRemoteApp, lazyNamed } from '@broker/shared/remote-app';
import { API_PATHS } from '@broker/shared/contracts';
import { ProfileScreen } from '../features/profile/profile-screen';
import uk from '../locales/uk.json';
import en from '../locales/en.json';

// the accounts screen's forms pull in the form kit (masks, uploads, dates): loaded on its first visit, so the
// profile — the cabinet's landing page — never waits for them (the shell's RemoteSlot suspends meanwhile)
const AccountsScreen = lazyNamed(() => import('../features/accounts/accounts-screen'), 'AccountsScreen');

// `meta` (name, contract major, release label) is added to this module by the build (`defineRemoteConfig` of @broker/tooling)
export default defineRemoteApp({
  remote: 'mfe-cabinet-accounts',
  resources: { uk, en },
  screens: {
    profile: ProfileScreen,
    accounts: AccountsScreen,
  },
  // the profile's largest paint is its personal data (get-person-data.ts): the page's HTML starts that GET
  earlyGets: { profile: [API_PATHS.personData] },
});
