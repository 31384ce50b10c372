import type { RemoteKey } from '@broker/shared/contracts';
import type { RouteName } from '@broker/shared/routes';

/** Which remote renders which named route. The shell owns this table; remotes own the screens. */
export const ROUTE_OWNERS: Record<RemoteKey, readonly RouteName[]> = {
  'mfe-onboarding': [
    'login',
    'register',
    'register-check-data',
    'register-form',
    'register-final-page',
    'diya-qr-code',
    'diya-qr-success',
    'form-status',
    'password-change',
  ],
  'mfe-signing': ['document-sign', 'diya-qr-code-sign', 'diya-qr-sign-success'],
  'mfe-cabinet-accounts': ['profile', 'accounts'],
  'mfe-cabinet-documents': ['documents-all', 'documents-for-sign', 'trade-limits'],
  'mfe-cabinet-messages': ['messages'],
};
