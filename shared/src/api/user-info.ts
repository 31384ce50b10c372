import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authStore, type UserInfo } from '@broker/shared/auth';
import { API_PATHS, userInfoSchema, type UserInfoContract } from '@broker/shared/contracts';
import { getJson, sendForm, type CallOptions } from './client';

/** The store's type predates the contract: null names are stored as absent. */
export function toStoredUser(user: UserInfoContract): UserInfo {
  return { ...user, first_name: user.first_name ?? undefined, last_name: user.last_name ?? undefined };
}

/** GET {api}/auth/userinfo/ — also puts the user into the auth store every remote reads. */
export async function fetchUserInfo(opts: CallOptions = {}): Promise<UserInfoContract> {
  const user = await getJson('api', API_PATHS.userInfo, userInfoSchema, opts);
  authStore.getState().setUser(toStoredUser(user));
  return user;
}

export function userInfoQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'info'] as const,
    queryFn: ({ signal }) => fetchUserInfo({ signal }),
  });
}

export function useUserInfo() {
  return useQuery(userInfoQueryOptions());
}

/** What POST auth/userinfo/ accepts (form data, one field at a time in the spec). */
export interface UserInfoUpdate {
  interface_language?: 'uk' | 'en';
  confirmation_type?: 'sms' | 'email';
  register_datasource?: 'SHARING' | 'BANKID';
}

/** POST {api}/auth/userinfo/ (form data); the answer replaces the stored user info (cabinet §7). */
export async function updateUserInfo(form: UserInfoUpdate, opts: CallOptions = {}): Promise<UserInfoContract> {
  const user = await sendForm('api', API_PATHS.userInfo, { ...form }, userInfoSchema, opts);
  authStore.getState().setUser(toStoredUser(user));
  return user;
}

export function useUpdateUserInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: UserInfoUpdate) => updateUserInfo(form),
    onSuccess: (user) => client.setQueryData(userInfoQueryOptions().queryKey, user),
  });
}
