import { authStore, type UserInfo } from '@broker/shared/session';
import { DEFAULT_LANG, isLang, ownerOfPath, routePath, type Lang, type RouteName } from '@broker/shared/routes';
import { redirectFor, ROUTES_WITH_STATUS } from './redirect-rule';

/** Navigates; the promise settles when the router has moved (react-router data routers return one). */
export type Go = (to: string, opts?: { replace?: boolean }) => Promise<void>;

/**
 * Where the browser is now: read at call time, so bus handlers never act on a stale location. A page
 * of a cabinet area counts as the cabinet (`private-cabinet`) for the redirect rule: the same clients
 * may see it as the cabinet's spec routes; a public area's page is outside the route table (left alone).
 */
export function here(): { lang: Lang; route: RouteName | null } {
  const [, lang = ''] = location.pathname.split('/');
  const { route, area } = ownerOfPath(location.pathname);
  return { lang: isLang(lang) ? lang : DEFAULT_LANG, route: route ?? (area?.cabinet ? 'private-cabinet' : null) };
}

/** The URL of the redirect target: same language, `status` added for the pages that read it. */
export function targetUrl(target: RouteName, lang: Lang, user: Pick<UserInfo, 'check_status'> | null): string {
  const status = ROUTES_WITH_STATUS.includes(target) ? user?.check_status : undefined;
  return routePath(target, { lang, query: status ? { status } : undefined });
}

/** Apply the redirect rule to the current state; returns the URL it went to (or null). */
export async function applyRedirectRule(go: Go, user: UserInfo | null): Promise<string | null> {
  const { lang, route } = here();
  const target = redirectFor({ hasToken: authStore.getState().tokens !== null, user, currentRoute: route });
  if (!target) return null;
  const url = targetUrl(target, lang, user);
  // replace: the page the rule moved the user away from must not come back with the back button
  await go(url, { replace: true });
  return url;
}

/** `auth:logout`: to login in the current language (a login page keeps its query, e.g. resetPassword). */
export function goToLogin(go: Go): void {
  const { lang, route } = here();
  if (route !== 'login') void go(routePath('login', { lang }), { replace: true });
}

/** `app:maintenance`: to the maintenance page in the current language. */
export function goToMaintenance(go: Go): void {
  const { lang, route } = here();
  if (route !== 'server-error-placeholder') void go(routePath('server-error-placeholder', { lang }), { replace: true });
}
