import { ownerOfPath } from '@broker/shared/routes';
import { authStore } from '@broker/shared/session';
import { PUBLIC_ROUTES } from '../session/redirect-rule';
import { loadRemoteModule, remoteToLoadNow } from '../remotes/loading/remote-loader';

/**
 * Starts loading the remote that owns the page's route as soon as the registry is known, instead of
 * when its slot first renders: a signed-in page renders its slot only after settings and user info
 * have arrived, so the remote's files waited for them (one round trip more than a single bundle).
 * The server preloads the same files (scripts/server-render/request/boot-hints.ts); this runs them meanwhile. The
 * slot later takes the same load (loadRemoteModule keeps one per remote). Skipped where the redirect
 * rule will send a visitor without a session to the login page anyway.
 */
export function loadRouteRemoteEarly(
  pathname: string,
  hasSession = Boolean(authStore.getState().tokens),
): string | null {
  // a spec route's owner, else the owner of the area the path falls in (an area page of the cabinet
  // needs a session as the cabinet's spec routes do)
  const path = ownerOfPath(pathname);
  const { route, area } = path;
  // none for the shell's pages, or a path no version of the remote has (the router shows the shell's
  // not-found page): nothing to load
  const owner = remoteToLoadNow(path);
  if (!owner) return null;
  if (!hasSession && (route ? !PUBLIC_ROUTES.includes(route) : area?.cabinet)) return null;
  // a failure is the slot's to show (the load is remembered as failed, its retry starts afresh)
  loadRemoteModule(owner).catch(() => undefined);
  return owner;
}
