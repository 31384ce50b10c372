/**
 * `@broker/shared/session`: everything about who is signed in, in one place (an MF shared singleton):
 * the tokens (spec's localStorage keys, cross-tab sync), login / saveTokens / logout / endSession, the
 * single-flight refresh, the signed-in user (`useUser`, `fetchUserInfo`: one copy, in the store) and
 * the app settings that come with a session. The shell applies the rules (redirect, socket).
 */
import { setAuthProvider } from '@broker/shared/api';
import { freshTokens } from './refresh';
import { endSession, onWhitelistedPage } from './session-end';

export { authStore, useAuth, isAccessExpired, isRefreshExpired, readTokens, syncAcrossTabs, TOKEN_KEYS } from './auth-store';
export type { AuthState, AuthTokens } from './auth-store';
export type { UserInfo } from '@broker/shared/contracts';
export { login, saveTokens, logout } from './session';
export type { LoginInput } from './session';
export { endSession, onWhitelistedPage, currentRouteName } from './session-end';
export { freshTokens, refreshSession, REFRESH_LOCK_NAME } from './refresh';
export { fetchUserInfo, userInfoQueryOptions, useUser, useUserInfo, updateUserInfo, useUpdateUserInfo } from './user-info';
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
  onUnauthorized: () => {
    // onboarding §8: on the whitelisted pages a 401 does not end the session
    if (!onWhitelistedPage()) endSession('unauthorized');
  },
});
