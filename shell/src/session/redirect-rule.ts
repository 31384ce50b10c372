import type { UserInfo } from '@broker/shared/session';
import { CABINET_ROUTES, PUBLIC_ROUTE_NAMES, type RouteName } from '@broker/shared/routes';

export interface RedirectInput {
  hasToken: boolean;
  /** null while unknown (not loaded, or loading failed) */
  user: Pick<UserInfo, 'is_resident' | 'profile_status' | 'check_status' | 'register_datasource'> | null;
  /** the named route the user is on (null: a path outside the route table) */
  currentRoute: RouteName | null;
}

/**
 * Pages a visitor without a session may stay on (onboarding §6: login, register, password reset,
 * final and sharing pages) = the 401 whitelist, the reset page reached from an e-mailed link, and the
 * maintenance page (a visitor who met a 503 while registering stays there; its button starts over):
 * the manifest's `public` routes.
 */
export const PUBLIC_ROUTES: readonly RouteName[] = PUBLIC_ROUTE_NAMES;

/** "In the cabinet": the `/{lang}/` layout and its children. */
export function isCabinetRoute(route: RouteName | null): boolean {
  return route === 'private-cabinet' || (route !== null && CABINET_ROUTES.includes(route));
}

/** Application start and final pages: a SIGNED user there goes to the cabinet (onboarding §4, last rule). */
const APPLICATION_PAGES: readonly RouteName[] = ['register', 'register-form', 'register-final-page'];

/** Routes whose page reads `status` from the query (onboarding §2 params): the caller adds it. */
export const ROUTES_WITH_STATUS: readonly RouteName[] = ['document-sign', 'form-status'];

/**
 * The redirect rule of onboarding §4, applied after start-up and after login. Returns where to go, or
 * null to stay. Pure: the shell supplies the inputs and navigates.
 */
export function redirectFor({ hasToken, user, currentRoute }: RedirectInput): RouteName | null {
  const go = (target: RouteName): RouteName | null => (target === currentRoute ? null : target);
  const toCabinet = (): RouteName | null => (isCabinetRoute(currentRoute) ? null : 'private-cabinet');

  // paths outside the route table (not-found, the ops status page) carry no data: left alone
  if (currentRoute === null) return null;
  // not in spec: an e-mailed reset link opens its page whoever is signed in on this browser (the
  // link may be for another account, and sending the user away would lose it)
  if (currentRoute === 'password-change') return null;
  // not in spec: the drop-zone demo uploads with the session, so it needs one, and is otherwise left alone
  if (currentRoute === 'test-page') return hasToken ? null : 'login';
  if (!hasToken) return PUBLIC_ROUTES.includes(currentRoute) ? null : go('login');
  // the cabinet cannot render without user info (cabinet §2); elsewhere, without it nothing is known
  if (!user) return isCabinetRoute(currentRoute) ? 'login' : null;

  const status = user.check_status;
  if (status === 'SIGNED' && APPLICATION_PAGES.includes(currentRoute)) return 'private-cabinet';

  if (user.is_resident) {
    if (user.profile_status !== 'FULL')
      return go(user.register_datasource === 'SHARING' ? 'register-check-data' : 'register-form');
    if (user.register_datasource !== 'SHARING') return toCabinet();
    switch (status) {
      case 'INITIAL':
      case 'REVIEW':
        return go('document-sign');
      case 'SIGNED':
        return toCabinet();
      case 'ERRORS':
      case 'REJECTED':
      case 'APPROVED':
        return currentRoute === 'diya-qr-code-sign' ? null : go('form-status');
      // not in spec (resident, sharing, SIGNING): the signature is in progress, so the signing page,
      // left alone while the user is on the sign QR page or its result
      case 'SIGNING':
        return currentRoute === 'diya-qr-code-sign' || currentRoute === 'diya-qr-sign-success'
          ? null
          : go('document-sign');
      default:
        return null;
    }
  }

  if (user.profile_status !== 'FULL') return go('register-form');
  switch (status) {
    case 'INITIAL':
    case 'REVIEW':
      return go('register-final-page');
    case 'SIGNING':
      return go('document-sign');
    case 'SIGNED':
      return toCabinet();
    case 'ERRORS':
    case 'REJECTED':
    case 'APPROVED':
      return go('form-status');
    default:
      return null;
  }
}
