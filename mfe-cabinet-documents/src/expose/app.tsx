import { defineRemoteApp } from '@broker/shared/remote-app';
import { DocumentsAllScreen } from '../features/documents-all/documents-all-screen';
import { DocumentsForSignScreen } from '../features/documents-for-sign/documents-for-sign-screen';
import { TradeLimitsScreen } from '../features/trade-limits/trade-limits-screen';
import uk from '../locales/uk.json';
import en from '../locales/en.json';

// `meta` (name, contract major, release label) is added to this module by the build (`defineRemoteConfig` of @broker/tooling)
export default defineRemoteApp({
  remote: 'mfe-cabinet-documents',
  resources: { uk, en },
  screens: {
    'documents-all': DocumentsAllScreen,
    'documents-for-sign': DocumentsForSignScreen,
    'trade-limits': TradeLimitsScreen,
  },
});
