import { authStore } from './auth-store';
import { bus, type BusEvents } from '@broker/shared/events';
import { isUnauthorizedWhitelisted, matchRoute, type RouteName } from '@broker/shared/routes';

/** The named route the browser is on now (null outside the route table or outside a browser). */
export function currentRouteName(): RouteName | null {
  if (typeof location === 'undefined') return null;
  return matchRoute(location.pathname).name;
}

/** onboarding §8: a 401 on these pages does not log the user out (they work without a session). */
export function onWhitelistedPage(): boolean {
  return typeof location !== 'undefined' && isUnauthorizedWhitelisted(location.pathname);
}

/** Tokens and user info go; the shell hears `auth:logout` and navigates to login. */
export function endSession(reason: BusEvents['auth:logout']['reason']): void {
  authStore.getState().clear();
  bus.emit('auth:logout', { reason });
}
