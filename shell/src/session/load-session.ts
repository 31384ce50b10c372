import type { QueryClient } from '@tanstack/react-query';
import { authStore } from '@broker/shared/auth';
import { isApiError, settingsQueryOptions, toastError, userInfoQueryOptions } from '@broker/shared/api';
import type { UserInfoContract } from '@broker/shared/contracts';

export type SessionOutcome =
  | { kind: 'ok'; user: UserInfoContract }
  | { kind: 'signed-out' }
  /** 503: the api client already sent the app to the maintenance page */
  | { kind: 'maintenance' }
  | { kind: 'failed' };

/**
 * Settings and user info, both into the shared query cache (remotes read them from there and from
 * the auth store). The user info decides the outcome; a settings failure alone is not fatal.
 */
export async function loadSession(client: QueryClient): Promise<SessionOutcome> {
  if (!authStore.getState().tokens) return { kind: 'signed-out' };
  const [settings, user] = await Promise.allSettled([
    client.fetchQuery({ ...settingsQueryOptions(), retry: false }),
    client.fetchQuery({ ...userInfoQueryOptions(), staleTime: 0, retry: false }),
  ]);
  if (user.status === 'fulfilled') {
    if (settings.status === 'rejected') console.warn('[session] settings did not load', settings.reason);
    return { kind: 'ok', user: user.value };
  }
  const error: unknown = user.reason;
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
