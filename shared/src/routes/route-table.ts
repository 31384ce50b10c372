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
  /** the spec's unnamed file drop-zone demo (onboarding §2 route table) */
  'test-page': 'test-page',
} as const;

export type RouteName = keyof typeof ROUTES;

/**
 * Who renders each route: a remote (by registry key) or the shell itself. The one declaration of route
 * ownership: the shell builds its router from it, and `defineRemoteApp` types a remote's screens to
 * exactly the routes it owns here (a missing or foreign screen is a type error).
 */
export const ROUTE_OWNER = {
  login: 'mfe-onboarding',
  register: 'mfe-onboarding',
  'register-check-data': 'mfe-onboarding',
  'register-form': 'mfe-onboarding',
  'register-final-page': 'mfe-onboarding',
  'diya-qr-code': 'mfe-onboarding',
  'diya-qr-success': 'mfe-onboarding',
  'form-status': 'mfe-onboarding',
  'password-change': 'mfe-onboarding',
  'document-sign': 'mfe-signing',
  'diya-qr-code-sign': 'mfe-signing',
  'diya-qr-sign-success': 'mfe-signing',
  profile: 'mfe-cabinet-accounts',
  accounts: 'mfe-cabinet-accounts',
  'documents-all': 'mfe-cabinet-documents',
  'documents-for-sign': 'mfe-cabinet-documents',
  'trade-limits': 'mfe-cabinet-documents',
  messages: 'mfe-cabinet-messages',
  'test-page': 'mfe-onboarding',
  // shell-owned screens
  'server-error-placeholder': 'shell',
  'private-cabinet': 'shell',
} as const satisfies Record<RouteName, string>;

export type RouteOwner = (typeof ROUTE_OWNER)[RouteName];
/** A remote's registry key (the owners other than the shell). */
export type RemoteName = Exclude<RouteOwner, 'shell'>;
/** The routes a given remote owns. */
export type RoutesOf<R extends string> = { [K in RouteName]: (typeof ROUTE_OWNER)[K] extends R ? K : never }[RouteName];

/** Routes rendered by remotes, each with its owner, in table order. */
export function remoteRoutes(): Array<{ route: RouteName; remote: RemoteName }> {
  return (Object.keys(ROUTE_OWNER) as RouteName[]).flatMap((route) => {
    const owner = ROUTE_OWNER[route];
    return owner === 'shell' ? [] : [{ route, remote: owner }];
  });
}

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
