import { authStore } from './auth-store';
import { bus } from '@broker/shared/events';
import { AUTH_PATHS, tokenResponseSchema, type TokenResponse } from '@broker/shared/contracts';
import type { Lang } from '@broker/shared/routes';
import { sendJson } from '@broker/shared/api';
import { fetchSettings, minutesToMs } from './settings';
import { endSession } from './session-end';

export interface LoginInput {
  email: string;
  password: string;
  lang: Lang;
}

/**
 * POST {auth}/auth/token/ with app='onboarding', then save the tokens (onboarding §3 "Login payload").
 * Throws ApiError (IncorrectPassword, UserNotFound, NonResidentNotAllowed…) for the screen to map.
 * The shell hears `auth:login`, loads the user info and applies the redirect rule.
 */
export async function login({ email, password, lang }: LoginInput): Promise<void> {
  const tokens = await sendJson(
    'auth',
    'post',
    AUTH_PATHS.token,
    { email, password, lang, app: 'onboarding' },
    tokenResponseSchema,
  );
  await saveTokens(tokens);
}

/**
 * Store a token answer (login, registration's set_password): the lifetimes come from settings in
 * minutes, so settings are read first with the new token, then tokens are stored and `auth:login`
 * is emitted. The user info of a previous session is dropped.
 */
export async function saveTokens(tokens: TokenResponse): Promise<void> {
  const scope = tokens.scope[0] ?? '';
  const settings = await fetchSettings({ auth: { access: tokens.access, scope } });
  authStore.getState().setUser(null);
  authStore.getState().setTokens({
    access: tokens.access,
    refresh: tokens.refresh,
    scope: tokens.scope,
    accessTtlMs: minutesToMs(settings.AUTH_ACCESS_TOKEN_TTL),
    refreshTtlMs: minutesToMs(settings.AUTH_REFRESH_TOKEN_TTL),
  });
  bus.emit('auth:login', { scope });
}

/** The user leaves (menu exit): no server call in the spec; tokens and user info go, the shell shows login. */
export function logout(): void {
  endSession('user');
}
