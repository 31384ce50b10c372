/**
 * `@broker/shared/session`: everything about who is signed in, in one place (an MF shared singleton):
 * the tokens (spec's localStorage keys, cross-tab sync), login / saveTokens / logout / endSession, the
 * single-flight refresh, the signed-in user (`useUser`, `fetchUserInfo`: one copy, in the store) and
 * the app settings that come with a session. The shell applies the rules (redirect, socket).
 */
import { setAuthProvider } from '@broker/shared/api';
import { authStore } from './auth-store';
import { freshTokens, refreshSession } from './refresh';
import { endSession, onWhitelistedPage } from './session-end';

export {
  authStore,
  useAuth,
  isAccessExpired,
  isRefreshExpired,
  readTokens,
  syncAcrossTabs,
  TOKEN_KEYS,
} from './auth-store';
export type { AuthState, AuthTokens } from './auth-store';
export type { UserInfo } from '@broker/shared/contracts';
export { login, saveTokens, logout } from './session';
export type { LoginInput } from './session';
export { endSession, onWhitelistedPage, currentRouteName } from './session-end';
export { freshTokens, refreshSession, REFRESH_LOCK_NAME } from './refresh';
export {
  fetchUserInfo,
  userInfoQueryOptions,
  useUser,
  useUserInfo,
  updateUserInfo,
  useUpdateUserInfo,
  STATUS_POLL_MS,
} from './user-info';
export type { UserInfoUpdate } from './user-info';
export { fetchSettings, settingsQueryOptions, useSettings, minutesToMs } from './settings';
export { configureRuntimeSettings, runtimeSettings } from './runtime-settings';
export type { RuntimeSettings } from './runtime-settings';

// the transport asks the session for tokens and reports 401s (see AuthProvider in @broker/shared/api)
setAuthProvider({
  credentials: async () => {
    const tokens = await freshTokens();
    return tokens ? { access: tokens.access_token, scope: tokens.scope } : null;
  },
  onUnauthorized: async (sentAccess, repeated) => {
    // a call sent without a token, or the repeat after a refresh rejected again: onboarding §8 — the
    // 401 logs out, except on the whitelisted pages; no further refresh (never a loop)
    if (repeated || !sentAccess || !authStore.getState().tokens) {
      if (!onWhitelistedPage()) endSession('unauthorized');
      return null;
    }
    // the server rejected a token we thought valid (clock skew, revocation): the same single-flight
    // refresh as before a call; a token another tab already rotated in is adopted without one
    try {
      const tokens = await refreshSession(sentAccess);
      return tokens ? { access: tokens.access_token, scope: tokens.scope } : null;
    } catch {
      return null; // refused: the refresh ended the session (not on whitelisted pages); offline: kept
    }
  },
});
