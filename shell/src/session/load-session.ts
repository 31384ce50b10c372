import type { QueryClient } from '@tanstack/react-query';
import { authStore } from '@broker/shared/session';
import { isApiError } from '@broker/shared/api';
import { settingsQueryOptions, userInfoQueryOptions } from '@broker/shared/session';
import { toastError } from '@broker/shared/ui';
import type { UserInfo } from '@broker/shared/contracts';

export type SessionOutcome =
  | { kind: 'ok'; user: UserInfo }
  | { kind: 'signed-out' }
  /** 503: the api client already sent the app to the maintenance page */
  | { kind: 'maintenance' }
  | { kind: 'failed' };

/**
 * Settings (query cache) and user info (the session store, `@broker/shared/session`). The user info
 * decides the outcome; a settings failure alone is not fatal.
 */
export async function loadSession(client: QueryClient): Promise<SessionOutcome> {
  if (!authStore.getState().tokens) return { kind: 'signed-out' };
  const [settings, user] = await Promise.allSettled([
    client.fetchQuery({ ...settingsQueryOptions(), retry: false }),
    client.fetchQuery({ ...userInfoQueryOptions(), staleTime: 0, retry: false }),
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
