import type { RemoteMeta } from '@broker/shared/contracts';
import { defineRemoteApp } from '@broker/shared/ui';
import { authStore } from '@broker/shared/auth';
import { bus } from '@broker/shared/events';
import { getI18n } from '@broker/shared/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { LoginScreen } from '../features/login/login-screen';
import { RegisterScreen } from '../features/register/register-screen';
import { RegisterCheckDataScreen } from '../features/register-check-data/register-check-data-screen';
import { RegisterFormScreen } from '../features/register-form/register-form-screen';
import { RegisterFinalPageScreen } from '../features/register-final-page/register-final-page-screen';
import { DiyaQrCodeScreen } from '../features/diya-qr-code/diya-qr-code-screen';
import { DiyaQrSuccessScreen } from '../features/diya-qr-success/diya-qr-success-screen';
import { FormStatusScreen } from '../features/form-status/form-status-screen';
import { PasswordChangeScreen } from '../features/password-change/password-change-screen';
import uk from '../locales/uk.json';
import en from '../locales/en.json';

const screens = {
  'login': LoginScreen,
  'register': RegisterScreen,
  'register-check-data': RegisterCheckDataScreen,
  'register-form': RegisterFormScreen,
  'register-final-page': RegisterFinalPageScreen,
  'diya-qr-code': DiyaQrCodeScreen,
  'diya-qr-success': DiyaQrSuccessScreen,
  'form-status': FormStatusScreen,
  'password-change': PasswordChangeScreen,
};

/** Compiled into this remote's build: the shell refuses a module whose contract major differs from its own. */
export const meta: RemoteMeta = {
  name: __APP_NAME__,
  contractMajor: __SHARED_MAJOR__,
  buildLabel: __BUILD_LABEL__,
  routes: Object.keys(screens) as RemoteMeta['routes'],
};

/** The instances this remote's code imported: the browser tests compare them across remotes and the shell. */
export const probe = { authStore, bus, getI18n, libs: { useQueryClient, useNavigate, toast } };

export default defineRemoteApp({ ns: 'onboarding', resources: { uk, en }, screens, buildLabel: __BUILD_LABEL__ });
