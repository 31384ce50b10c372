import { AUTH_PATHS, refreshResponseSchema } from '@broker/shared/contracts';
import { ApiError, apiConfig, apiErrorFromResponse, apiUrl } from '@broker/shared/api';
import { authStore, isAccessExpired, isRefreshExpired, readTokens, type AuthTokens } from './auth-store';
import { endSession, onWhitelistedPage } from './session-end';

/** Web Locks name: one refresh at a time across every tab of this origin. */
export const REFRESH_LOCK_NAME = 'broker:token-refresh';

let inFlight: Promise<AuthTokens | null> | null = null;

/**
 * Tokens good for a call right now, or null when signed out. An expired access token is refreshed
 * BEFORE the call (onboarding §4); concurrent callers share the one refresh in flight.
 */
export async function freshTokens(): Promise<AuthTokens | null> {
  const tokens = authStore.getState().tokens;
  if (!tokens || !isAccessExpired(tokens)) return tokens;
  return refreshSession(tokens.access_token);
}

/**
 * Single flight: in this tab through one shared promise, across tabs through a Web Lock.
 * `staleAccess`: the access token the caller found expired or the server rejected (the websocket's
 * 4001); a different, unexpired token already stored (another tab refreshed) is adopted instead.
 */
export function refreshSession(staleAccess?: string): Promise<AuthTokens | null> {
  const stale = staleAccess ?? authStore.getState().tokens?.access_token;
  inFlight ??= withRefreshLock((waited) => refreshUnderLock(stale, waited)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

const BUSY = Symbol('lock busy');

/**
 * Runs fn under the refresh lock; `waited` says another tab held it first (and probably refreshed).
 * The lock is first asked for without waiting, so the usual case (no other tab) starts at once.
 */
async function withRefreshLock<T>(fn: (waited: boolean) => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // no Web Locks (old browser, insecure context): the in-tab single flight still holds
  if (!locks?.request) return fn(false);
  // request() resolves with fn's result; the lock is held until it settles
  const first = (await locks.request(REFRESH_LOCK_NAME, { mode: 'exclusive', ifAvailable: true }, (lock) =>
    lock ? fn(false) : BUSY,
  )) as T | typeof BUSY;
  if (first !== BUSY) return first;
  return locks.request(REFRESH_LOCK_NAME, { mode: 'exclusive' }, () => fn(true)) as Promise<T>;
}

/**
 * localStorage reaches other tabs asynchronously and key by key (Chromium keeps a copy per renderer
 * process): the lock can be granted before the other tab's new tokens are all here. Wait until they
 * are complete (a new, unexpired access token: its limit is written after the refresh token) or gone.
 */
async function tokensChangedFrom(stale: string | undefined, timeoutMs = 1500): Promise<AuthTokens | null> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const latest = latestTokens();
    const settled = latest === null || (latest.access_token !== stale && !isAccessExpired(latest));
    if (settled || Date.now() >= until) return latest;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** localStorage is the truth shared by tabs; the store is this tab's copy (storage may be blocked). */
function latestTokens(): AuthTokens | null {
  try {
    if (typeof localStorage !== 'undefined') return readTokens();
  } catch {
    /* storage blocked: fall through to the in-memory copy */
  }
  return authStore.getState().tokens;
}

/** Tokens another tab stored after rotating `spentRefresh` (complete and fresh), if any arrive soon. */
async function rotatedElsewhere(spentRefresh: string, timeoutMs = 1500): Promise<AuthTokens | null> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const latest = latestTokens();
    if (latest === null) return null; // signed out elsewhere
    if (latest.refresh_token !== spentRefresh && !isAccessExpired(latest)) return latest;
    if (Date.now() >= until) return null;
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function refreshUnderLock(staleAccess: string | undefined, waited: boolean): Promise<AuthTokens | null> {
  // another tab may have refreshed (or logged out) while this one waited for the lock: adopt its result
  let latest = latestTokens();
  // a new token that looks expired is another tab's refresh still arriving key by key
  const arriving = latest !== null && latest.access_token !== staleAccess && isAccessExpired(latest);
  if (waited || arriving) latest = await tokensChangedFrom(staleAccess);
  if (!latest) return sessionGone('expired');
  if (!isAccessExpired(latest) && latest.access_token !== staleAccess) {
    authStore.setState({ tokens: latest });
    return latest;
  }
  if (isRefreshExpired(latest)) return sessionGone('expired');

  const doFetch = apiConfig().fetch ?? fetch;
  const url = apiUrl('auth', AUTH_PATHS.refresh);
  let response: Response;
  try {
    response = await doFetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refresh: latest.refresh_token }),
      credentials: 'include',
    });
  } catch (cause) {
    // offline: keep the session, the call fails as a network error and can be retried
    throw new ApiError({ kind: 'network', status: 0, method: 'POST', url, cause });
  }
  if (!response.ok) {
    const error = await apiErrorFromResponse(response, 'POST');
    if (response.status >= 400 && response.status < 500) {
      // refused: maybe another tab rotated this refresh token a moment ago and its new tokens are
      // still on their way to this tab's localStorage — adopt them rather than end a live session
      const rotated = await rotatedElsewhere(latest.refresh_token);
      if (rotated) {
        authStore.setState({ tokens: rotated });
        return rotated;
      }
      sessionGone('expired');
    }
    throw error;
  }
  const parsed = refreshResponseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    console.error('[api] auth/token/refresh/ answered outside the contract', parsed.error.issues);
    throw new ApiError({ kind: 'contract', status: response.status, method: 'POST', url });
  }
  authStore.setState({ tokens: latest }); // rotate from the newest lifetimes, not a stale copy
  authStore.getState().rotateTokens({ access: parsed.data.access, refresh: parsed.data.refresh });
  return authStore.getState().tokens;
}

/**
 * The refresh token is spent or expired: clear the session. On a whitelisted page (login, register,
 * sharing results) the call goes on without a token; elsewhere the shell sends the user to login.
 */
function sessionGone(reason: 'expired'): null {
  if (onWhitelistedPage()) {
    authStore.getState().clear();
    return null;
  }
  endSession(reason);
  throw new ApiError({ kind: 'session', status: 401, message: 'session expired' });
}
