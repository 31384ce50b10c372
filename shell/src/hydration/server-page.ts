import { matchRoute } from '@broker/shared/routes';
import { authStore } from '@broker/shared/session';
import { serverRenderedPage } from '../config/boot-data';

/**
 * Whether this page load hydrates the HTML the server rendered instead of rendering from scratch.
 * The server renders public pages as a visitor without a session sees them; the browser hydrates
 * that only when it is so (no stored tokens, or the login page, which ends any session). A visitor
 * with a session is rendered by the client as before: the session decides where they go first.
 * In Node (the shell's build rendering its chrome) this is the hydrating case by definition.
 */
export function hydratesServerPage(): boolean {
  if (typeof document === 'undefined') return true;
  if (!serverRenderedPage()) return false;
  return !authStore.getState().tokens || matchRoute(location.pathname).name === 'login';
}
