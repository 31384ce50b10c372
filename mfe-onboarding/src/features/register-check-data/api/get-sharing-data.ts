import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, type CallOptions } from '@broker/shared/api';
import { API_PATHS, sharingDataResponseSchema, type SharingDataResponse } from '@broker/shared/contracts';
import { sharingKeys } from '../../../api/query-keys';

/** GET profile/sharing/step_confirm/ — what the sharing app delivered (onboarding §2 register-check-data). */
export function getSharingData(opts: CallOptions = {}): Promise<SharingDataResponse> {
  return getJson('api', API_PATHS.sharingStepConfirm, sharingDataResponseSchema, opts);
}

export function getSharingDataQueryOptions() {
  return queryOptions({
    queryKey: sharingKeys.data(),
    queryFn: ({ signal }) => getSharingData({ signal }),
    staleTime: Infinity,
  });
}

export function useSharingData() {
  return useQuery(getSharingDataQueryOptions());
}
