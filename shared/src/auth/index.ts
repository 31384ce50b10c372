export {
  authStore,
  useAuth,
  isAccessExpired,
  isRefreshExpired,
  readTokens,
  syncAcrossTabs,
  TOKEN_KEYS,
} from './auth-store';
export type { AuthState, AuthTokens, UserInfo } from './auth-store';
