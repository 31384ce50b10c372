import { defineRemoteApp } from '@broker/shared/remote-app';
import { MessagesScreen } from '../features/messages/messages-screen';
import uk from '../locales/uk.json';
import en from '../locales/en.json';

// `meta` (name, contract major, release label) is added to this module by the build (`defineRemoteConfig` of @broker/tooling)
export default defineRemoteApp({
  remote: 'mfe-cabinet-messages',
  resources: { uk, en },
  screens: {
    messages: MessagesScreen,
  },
});
