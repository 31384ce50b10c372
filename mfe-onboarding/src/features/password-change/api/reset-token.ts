import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@broker/shared/api';
import { API_PATHS, passwordResetCheckResponseSchema, type PasswordResetCheckResponse } from '@broker/shared/contracts';
import { authKeys } from '../../../api/query-keys';

/** GET {api}/auth/password/reset/{uid}/{token}/: is the emailed link still good? */
export function getResetToken(uid: string, token: string, signal?: AbortSignal): Promise<PasswordResetCheckResponse> {
  return getJson('api', API_PATHS.passwordResetCheck(uid, token), passwordResetCheckResponseSchema, { signal });
}

export function resetTokenQueryOptions(uid: string, token: string) {
  return queryOptions({
    queryKey: authKeys.resetToken(uid, token),
    queryFn: ({ signal }) => getResetToken(uid, token, signal),
    retry: false, // a used link stays used: asking again only delays the "link used" modal
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useResetToken(uid: string, token: string) {
  return useQuery({ ...resetTokenQueryOptions(uid, token), enabled: uid !== '' && token !== '' });
}
