import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@broker/shared/api';
import { API_PATHS, qrDataSchema, type QrData } from '@broker/shared/contracts';
import { signingKeys } from '../../../api/query-keys';

/**
 * GET profile/diia_sign/deeplink/ (the current QR, after a reload) or …/deeplink/new/ (renew: a new
 * code for the same documents, the old one stops working) — §7.
 */
export function getSignDeeplink(renew: boolean): Promise<QrData> {
  return getJson('api', renew ? API_PATHS.diiaSignDeeplinkNew : API_PATHS.diiaSignDeeplink, qrDataSchema);
}

export function getSignDeeplinkQueryOptions() {
  return queryOptions({
    queryKey: signingKeys.diiaDeeplink(),
    queryFn: () => getSignDeeplink(false),
    retry: false,
    // each QR is single-use: never served from an old cache entry
    gcTime: 0,
  });
}

/** The current QR, asked only when the page was opened without one (reload, direct link). */
export function useSignDeeplink(enabled: boolean) {
  return useQuery({ ...getSignDeeplinkQueryOptions(), enabled });
}
