import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@broker/shared/api';
import { API_PATHS, signOtpSignedResponseSchema, type SignOtpSignedResponse } from '@broker/shared/contracts';
import { SIGN_RECHECK_MS } from '../../../config/constants';
import { signingKeys } from '../../../api/query-keys';

/** GET profile/nonresident/sign_otp/signed/ — SIGNED is success, back to APPROVED is a failed signature. */
export function getSignStatus(opts: { signal?: AbortSignal } = {}): Promise<SignOtpSignedResponse> {
  return getJson('api', API_PATHS.nonresidentSignOtpSigned, signOtpSignedResponseSchema, opts);
}

export function getSignStatusQueryOptions() {
  return queryOptions({
    queryKey: signingKeys.nonresidentStatus(),
    queryFn: ({ signal }) => getSignStatus({ signal }),
  });
}

/**
 * §4: re-checked every 30 s while SIGNING. The confirm answer is put into the cache by the flow
 * (it already says SIGNING), so the first check is 30 s later rather than at once.
 */
export function useSignStatus(enabled: boolean) {
  return useQuery({
    ...getSignStatusQueryOptions(),
    enabled,
    staleTime: SIGN_RECHECK_MS,
    refetchInterval: (q) => (q.state.data?.check_status === 'SIGNING' || !q.state.data ? SIGN_RECHECK_MS : false),
    refetchIntervalInBackground: true,
  });
}
