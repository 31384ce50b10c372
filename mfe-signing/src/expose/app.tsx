import { defineRemoteApp } from '@broker/shared/remote-app';
import { DocumentSignScreen } from '../features/document-sign/document-sign-screen';
import { DiyaQrCodeSignScreen } from '../features/diya-qr-code-sign/diya-qr-code-sign-screen';
import { DiyaQrSignSuccessScreen } from '../features/diya-qr-sign-success/diya-qr-sign-success-screen';
import uk from '../locales/uk.json';
import en from '../locales/en.json';

// `meta` (name, contract major, release label) is added to this module by the build (`defineRemoteConfig` of @broker/tooling)
export default defineRemoteApp({
  remote: 'mfe-signing',
  resources: { uk, en },
  screens: {
    'document-sign': DocumentSignScreen,
    'diya-qr-code-sign': DiyaQrCodeSignScreen,
    'diya-qr-sign-success': DiyaQrSignSuccessScreen,
  },
});
