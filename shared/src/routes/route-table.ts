/**
 * Every named route of both specs (onboarding §2, cabinet §2), path relative to the `/{lang}` prefix.
 * Remotes build links only through these names, so no remote hard-codes another remote's path.
 */
export const ROUTES = {
  login: 'login',
  register: 'register',
  'register-check-data': 'register/check',
  'register-form': 'register/form',
  'register-final-page': 'register/final',
  'diya-qr-code': 'register/sharing',
  'diya-qr-success': 'register/sharing/success',
  'document-sign': 'document-sign',
  'diya-qr-code-sign': 'document-sign/sharing',
  'diya-qr-sign-success': 'document-sign/sharing/success',
  'form-status': 'form-status',
  'password-change': 'password-change',
  'server-error-placeholder': 'server_is_not_available',
  'private-cabinet': '',
  profile: 'profile',
  accounts: 'accounts',
  'documents-all': 'documents/all',
  'documents-for-sign': 'documents/waiting-for-sign',
  'trade-limits': 'trade-limits',
  messages: 'messages',
} as const;

export type RouteName = keyof typeof ROUTES;

export const LANGS = ['uk', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'uk';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Pages where a 401 must not log the user out (onboarding §8). */
export const UNAUTHORIZED_WHITELIST: readonly RouteName[] = [
  'login',
  'register',
  'register-final-page',
  'diya-qr-code',
  'diya-qr-success',
  'diya-qr-sign-success',
];

/** Children of the `/{lang}/` cabinet layout (cabinet §2). */
export const CABINET_ROUTES: readonly RouteName[] = [
  'profile',
  'accounts',
  'documents-all',
  'documents-for-sign',
  'trade-limits',
  'messages',
];
