import type { QueryClient } from '@tanstack/react-query';
import { authStore } from '@broker/shared/session';
import { isApiError } from '@broker/shared/api';
import { settingsQueryOptions, userInfoQueryOptions } from '@broker/shared/session';
import { toastError } from '@broker/shared/ui';
import type { UserInfo } from '@broker/shared/contracts';
import { here } from './session-navigation';

export type SessionOutcome =
  | { kind: 'ok'; user: UserInfo }
  | { kind: 'signed-out' }
  /** 503: the api client already sent the app to the maintenance page */
  | { kind: 'maintenance' }
  | { kind: 'failed' };

/** How long the user info loaded at start-up (loadSessionEarly) counts as this start's own answer. */
const EARLY_ANSWER_MS = 10_000;
let earlyStarted = false;

/**
 * The session's two requests started as soon as the API is configured (bootstrap.tsx), not when the
 * app's first render mounts the session root: a cabinet page (a stored session) waits for them before
 * its screen, and on a phone the router, the remote's start and that first render take a second of
 * main thread meanwhile. The session root's loadSession takes them over (one request each). Not on the
 * login page, which clears the stored session (session-root.tsx).
 */
export function loadSessionEarly(client: QueryClient): void {
  if (!authStore.getState().tokens || here().route === 'login') return;
  earlyStarted = true;
  void client.prefetchQuery({ ...settingsQueryOptions(), retry: false });
  void client.prefetchQuery({ ...userInfoQueryOptions(), staleTime: 0, retry: false });
}

/**
 * Settings (query cache) and user info (the session store, `@broker/shared/session`). The user info
 * decides the outcome; a settings failure alone is not fatal. The user info is asked for again each
 * time, except the first time after loadSessionEarly: that answer (or the request in flight) is used.
 */
export async function loadSession(client: QueryClient): Promise<SessionOutcome> {
  if (!authStore.getState().tokens) return { kind: 'signed-out' };
  const staleTime = earlyStarted ? EARLY_ANSWER_MS : 0;
  earlyStarted = false;
  const [settings, user] = await Promise.allSettled([
    client.fetchQuery({ ...settingsQueryOptions(), retry: false }),
    client.fetchQuery({ ...userInfoQueryOptions(), staleTime, retry: false }),
  ]);
  const loaded = authStore.getState().user;
  if (user.status === 'fulfilled' && loaded) {
    if (settings.status === 'rejected') console.warn('[session] settings did not load', settings.reason);
    return { kind: 'ok', user: loaded };
  }
  const error: unknown = user.status === 'rejected' ? user.reason : new Error('no user info');
  if (isApiError(error) && error.status === 503) return { kind: 'maintenance' };
  if (isApiError(error) && (error.status === 401 || error.kind === 'session')) return { kind: 'signed-out' };
  // onboarding §8: a general failure of the initial load shows a toast
  toastError(error);
  return { kind: 'failed' };
}

/** Fresh user info when something changed it (unread counters, a pushed update); quiet on failure. */
export async function reloadUserInfo(client: QueryClient): Promise<void> {
  if (!authStore.getState().tokens) return;
  try {
    await client.fetchQuery({ ...userInfoQueryOptions(), staleTime: 0, retry: false });
  } catch (err) {
    // cabinet §8: failures of data loads are logged only
    console.warn('[session] user info reload failed', err);
  }
}
