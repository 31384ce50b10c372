import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { API_PATHS, userInfoSchema, type UserInfo } from '@broker/shared/contracts';
import { getJson, sendForm, type CallOptions } from '@broker/shared/api';
import { authStore, useAuth } from './auth-store';

/**
 * Onboarding §4 "Waiting" / §9: how often the application status (and the documents waiting for it)
 * is re-asked while the user waits — one value for every remote that polls it.
 */
export const STATUS_POLL_MS = 10_000;

/** GET {api}/auth/userinfo/ — puts the user into the session store, the one copy every remote reads. */
export async function fetchUserInfo(opts: CallOptions = {}): Promise<UserInfo> {
  const user = await getJson('api', API_PATHS.userInfo, userInfoSchema, opts);
  authStore.getState().setUser(user);
  return user;
}

/**
 * Loads (and with `refetchInterval`, polls) the user into the session store. The query's own data is
 * `null` on purpose: react-query dedupes and schedules the loads, the store holds the user.
 */
export function userInfoQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'info'] as const,
    queryFn: async ({ signal }): Promise<null> => {
      await fetchUserInfo({ signal });
      return null;
    },
  });
}

/** The signed-in user (null while signed out or not loaded yet). */
export function useUser(): UserInfo | null {
  return useAuth((s) => s.user);
}

/**
 * The signed-in user, loaded when missing. `refetchInterval` (ms, or a function of the user) polls it,
 * e.g. the 10 s status poll while an application waits for a decision.
 */
export function useUserInfo(
  opts: { refetchInterval?: number | false | ((user: UserInfo | null) => number | false) } = {},
) {
  const signedIn = useAuth((s) => s.tokens !== null);
  const user = useUser();
  const { refetchInterval } = opts;
  const query = useQuery({
    ...userInfoQueryOptions(),
    enabled: signedIn,
    refetchInterval:
      typeof refetchInterval === 'function' ? () => refetchInterval(authStore.getState().user) : refetchInterval,
    // a wait for a decision runs in a background tab too: it may come while the user reads mail
    refetchIntervalInBackground: refetchInterval !== undefined,
  });
  return { user, signedIn, loading: signedIn && !user && query.isPending, error: query.error, refetch: query.refetch };
}

/** What POST auth/userinfo/ accepts (form data, one field at a time in the spec). */
export interface UserInfoUpdate {
  interface_language?: 'uk' | 'en';
  confirmation_type?: 'sms' | 'email';
  register_datasource?: 'SHARING' | 'BANKID';
}

/** POST {api}/auth/userinfo/ (form data); the answer replaces the stored user info (cabinet §7). */
export async function updateUserInfo(form: UserInfoUpdate, opts: CallOptions = {}): Promise<UserInfo> {
  const user = await sendForm('api', API_PATHS.userInfo, { ...form }, userInfoSchema, opts);
  authStore.getState().setUser(user);
  return user;
}

export function useUpdateUserInfo() {
  return useMutation({ mutationFn: (form: UserInfoUpdate) => updateUserInfo(form) });
}
