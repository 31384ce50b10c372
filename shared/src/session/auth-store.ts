import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { UserInfo } from '@broker/shared/contracts';

/**
 * Keys are the spec's own (onboarding §3 "Stored locally"): the real backend and older tabs read them
 * one by one, so they are stored as separate localStorage entries, not as one persisted JSON blob.
 */
export const TOKEN_KEYS = [
  'access_token',
  'refresh_token',
  'access_ttl',
  'refresh_ttl',
  'access_ttl_limit',
  'refresh_ttl_limit',
  'scope',
] as const;

export interface AuthTokens {
  access_token: string;
  refresh_token: string;
  /** lifetime of the access token in ms (settings give minutes) */
  access_ttl: number;
  refresh_ttl: number;
  /** epoch ms after which the token counts as expired */
  access_ttl_limit: number;
  refresh_ttl_limit: number;
  /** first element of the scope list returned by auth/token */
  scope: string;
}

export interface AuthState {
  tokens: AuthTokens | null;
  /**
   * The signed-in user (onboarding §3 "User info"): the ONE copy of it. The user-info query only
   * schedules loads into it (its cache entry holds no copy), so every reader sees the same object.
   */
  user: UserInfo | null;
  /** Save a fresh login: lifetimes in ms, limits computed from `now`. */
  setTokens: (input: {
    access: string;
    refresh: string;
    scope: string[] | string;
    accessTtlMs: number;
    refreshTtlMs: number;
    now?: number;
  }) => void;
  /** After a refresh: rotate both tokens, keep the lifetimes. */
  rotateTokens: (input: { access: string; refresh: string; now?: number }) => void;
  setUser: (user: UserInfo | null) => void;
  /** Change a few fields in place (unread counters after opening a message or a document). */
  patchUser: (patch: Partial<UserInfo>) => void;
  /** Logout, refresh failure, or another tab logged out: tokens and user info go. */
  clear: () => void;
}

export const authStore = createStore<AuthState>()((set, get) => ({
  tokens: readTokens(),
  user: null,
  setTokens: ({ access, refresh, scope, accessTtlMs, refreshTtlMs, now = Date.now() }) => {
    const tokens: AuthTokens = {
      access_token: access,
      refresh_token: refresh,
      access_ttl: accessTtlMs,
      refresh_ttl: refreshTtlMs,
      access_ttl_limit: now + accessTtlMs,
      refresh_ttl_limit: now + refreshTtlMs,
      scope: Array.isArray(scope) ? (scope[0] ?? '') : scope,
    };
    writeTokens(tokens);
    set({ tokens });
  },
  rotateTokens: ({ access, refresh, now = Date.now() }) => {
    const prev = get().tokens;
    if (!prev) return;
    const tokens: AuthTokens = {
      ...prev,
      access_token: access,
      refresh_token: refresh,
      access_ttl_limit: now + prev.access_ttl,
      refresh_ttl_limit: now + prev.refresh_ttl,
    };
    writeTokens(tokens);
    set({ tokens });
  },
  setUser: (user) => set({ user }),
  patchUser: (patch) => {
    const user = get().user;
    if (user) set({ user: { ...user, ...patch } });
  },
  clear: () => {
    writeTokens(null);
    set({ tokens: null, user: null });
  },
}));

export function useAuth<T>(selector: (s: AuthState) => T): T {
  return useStore(authStore, selector);
}

export function isAccessExpired(tokens: AuthTokens | null, now = Date.now()): boolean {
  return !tokens || now >= tokens.access_ttl_limit;
}

export function isRefreshExpired(tokens: AuthTokens | null, now = Date.now()): boolean {
  return !tokens || now >= tokens.refresh_ttl_limit;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // private mode or blocked storage: the session lives in memory only
  }
}

export function readTokens(): AuthTokens | null {
  const s = storage();
  const access = s?.getItem('access_token');
  const refresh = s?.getItem('refresh_token');
  if (!s || !access || !refresh) return null;
  const num = (k: string) => Number(s.getItem(k) ?? 0) || 0;
  return {
    access_token: access,
    refresh_token: refresh,
    access_ttl: num('access_ttl'),
    refresh_ttl: num('refresh_ttl'),
    access_ttl_limit: num('access_ttl_limit'),
    refresh_ttl_limit: num('refresh_ttl_limit'),
    scope: s.getItem('scope') ?? '',
  };
}

function writeTokens(tokens: AuthTokens | null): void {
  const s = storage();
  if (!s) return;
  for (const key of TOKEN_KEYS) {
    if (tokens) s.setItem(key, String(tokens[key]));
    else s.removeItem(key);
  }
}

/**
 * Another tab logged in, refreshed or logged out: adopt its tokens so every tab holds the same session
 * (a logout in one tab clears all of them, a refresh in one tab is not repeated in the others).
 */
export function syncAcrossTabs(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key !== null && !(TOKEN_KEYS as readonly string[]).includes(e.key)) return;
    const tokens = readTokens();
    if (!tokens) authStore.setState({ tokens: null, user: null });
    else authStore.setState({ tokens });
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
