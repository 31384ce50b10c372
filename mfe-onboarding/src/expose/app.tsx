import { defineRemoteApp, lazyNamed } from '@broker/shared/remote-app';
import { LoginScreen } from '../features/login/login-screen';
import { RegisterScreen } from '../features/register/register-screen';
import { RegisterCheckDataScreen } from '../features/register-check-data/register-check-data-screen';
import { RegisterFinalPageScreen } from '../features/register-final-page/register-final-page-screen';
import { DiyaQrCodeScreen } from '../features/diya-qr-code/diya-qr-code-screen';
import { DiyaQrSuccessScreen } from '../features/diya-qr-success/diya-qr-success-screen';
import { FormStatusScreen } from '../features/form-status/form-status-screen';
import { PasswordChangeScreen } from '../features/password-change/password-change-screen';
import uk from '../locales/uk.json';
import en from '../locales/en.json';

// the application form and the upload demo pull in the form kit: loaded on their first visit only, so the
// login page never downloads it (the shell's RemoteSlot suspends while the chunk loads)
const RegisterFormScreen = lazyNamed(
  () => import('../features/register-form/register-form-screen'),
  'RegisterFormScreen',
);
const TestPageScreen = lazyNamed(() => import('../features/test-page/test-page-screen'), 'TestPageScreen');

// `meta` (name, contract major, release label) is added to this module by the build (`defineRemoteConfig` of @broker/tooling)
export default defineRemoteApp({
  remote: 'mfe-onboarding',
  resources: { uk, en },
  screens: {
    login: LoginScreen,
    register: RegisterScreen,
    'register-check-data': RegisterCheckDataScreen,
    'register-form': RegisterFormScreen,
    'register-final-page': RegisterFinalPageScreen,
    'diya-qr-code': DiyaQrCodeScreen,
    'diya-qr-success': DiyaQrSuccessScreen,
    'form-status': FormStatusScreen,
    'password-change': PasswordChangeScreen,
    'test-page': TestPageScreen,
  },
});
