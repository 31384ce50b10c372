import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, isApiError } from '@broker/shared/api';
import { API_PATHS, diiaSignResultResponseSchema, type DiiaSignResultResponse } from '@broker/shared/contracts';
import { signingKeys } from './query-keys';

/** GET profile/diia_sign/result/ — where the resident's QR signing is (404: none was started, §8). */
export function getDiiaSignResult(opts: { signal?: AbortSignal } = {}): Promise<DiiaSignResultResponse> {
  return getJson('api', API_PATHS.diiaSignResult, diiaSignResultResponseSchema, opts);
}

/** Statuses after which polling stops: the QR session is over one way or the other. */
export const FINAL_QR_STATUSES: ReadonlyArray<DiiaSignResultResponse['status']> = [
  'success',
  'refuse',
  'notUsed',
  'error',
];

export function isFinalQrStatus(status: DiiaSignResultResponse['status'] | undefined): boolean {
  return status !== undefined && FINAL_QR_STATUSES.includes(status);
}

/**
 * `scope`: one per mounted page. A QR signing is a new session each time: an answer cached for an
 * earlier page (a refusal) must never be read as this one's.
 */
export function getDiiaSignResultQueryOptions(scope: string) {
  return queryOptions({
    queryKey: signingKeys.diiaResult(scope),
    queryFn: ({ signal }) => getDiiaSignResult({ signal }),
    // a 404 means "nothing started": the screen navigates, a retry would only delay it
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

/** The QR signing's status, polled every `pollMs` until it is final (false = read once). */
export function useDiiaSignResult(opts: { pollMs: number | false; enabled?: boolean }) {
  const [scope] = useState(() => `page-${++mounts}`);
  const query = useQuery({
    ...getDiiaSignResultQueryOptions(scope),
    enabled: opts.enabled ?? true,
    // a lost answer (network) is asked again at the next tick; a 404 (nothing started) ends it
    refetchInterval: (q) =>
      opts.pollMs && !isFinalQrStatus(q.state.data?.status) && !isNothingStarted(q.state.error) ? opts.pollMs : false,
    refetchIntervalInBackground: true,
  });
  return { ...query, queryKey: getDiiaSignResultQueryOptions(scope).queryKey };
}

let mounts = 0;

/** §8: 404 on the sign result — no QR signing was started (or it is gone): back to document-sign. */
export function isNothingStarted(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
