import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@broker/shared/api';
import { API_PATHS, docsToSignResponseSchema, type DocsToSignResponse } from '@broker/shared/contracts';
import { STATUS_POLL_MS } from '@broker/shared/session';
import { signingKeys } from '../../../api/query-keys';

export type Signer = 'resident' | 'nonresident';

/**
 * The documents to sign (onboarding §3 "Document to sign"): residents GET profile/diia_sign/,
 * non-residents GET profile/nonresident/sign_otp/ (pre-marked signed, §4).
 */
export function getDocsToSign(signer: Signer, opts: { signal?: AbortSignal } = {}): Promise<DocsToSignResponse> {
  return getJson(
    'api',
    signer === 'resident' ? API_PATHS.diiaSign : API_PATHS.nonresidentSignOtp,
    docsToSignResponseSchema,
    opts,
  );
}

export function getDocsToSignQueryOptions(signer: Signer) {
  return queryOptions({
    queryKey: signingKeys.docs(signer),
    queryFn: ({ signal }) => getDocsToSign(signer, { signal }),
  });
}

/**
 * The list; while it is empty the documents are still being generated (§9: 1–2 minutes), so it is
 * asked again every 10 s until they are there.
 */
export function useDocsToSign(signer: Signer, enabled = true) {
  return useQuery({
    ...getDocsToSignQueryOptions(signer),
    enabled,
    refetchInterval: (q) => (q.state.data && q.state.data.length === 0 ? STATUS_POLL_MS : false),
  });
}
