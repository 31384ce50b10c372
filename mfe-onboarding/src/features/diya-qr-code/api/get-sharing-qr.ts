import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, type CallOptions } from '@broker/shared/api';
import { API_PATHS, qrDataSchema, type QrData } from '@broker/shared/contracts';
import { sharingKeys } from '../../../api/query-keys';

/** GET profile/sharing/deeplink/ (first QR) or …/deeplink/new/ (renew), onboarding §7. */
export function getSharingQr(renew: boolean, opts: CallOptions = {}): Promise<QrData> {
  return getJson('api', renew ? API_PATHS.sharingDeeplinkNew : API_PATHS.sharingDeeplink, qrDataSchema, opts);
}

/** `generation` 0 is the first QR; each renew asks for a new one under a new key. */
export function getSharingQrQueryOptions(generation: number) {
  return queryOptions({
    queryKey: sharingKeys.qr(generation),
    queryFn: ({ signal }) => getSharingQr(generation > 0, { signal }),
    // a QR is single-use: never refetched behind the user's back
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** `enabled` false: no QR asked yet (the page first checks a share the user comes back from). */
export function useSharingQr(generation: number, enabled = true) {
  return useQuery({ ...getSharingQrQueryOptions(generation), enabled });
}
