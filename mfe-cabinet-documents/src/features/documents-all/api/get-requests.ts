import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS, documentRequestsResponseSchema, type DocumentRequestsResponse } from '@broker/shared/contracts';
import { getJson, type CallOptions } from '@broker/shared/api';
import { PAGE_SIZE, nextOffset } from '@broker/shared/lists';
import { documentsKeys } from '../../../api/query-keys';

export interface RequestsParams {
  doctype?: number;
  /** doctype or created, '-' prefix = descending */
  ordering?: string;
}

/** GET cabinet/requests/ — the archive of the user's document requests (cabinet §7). */
export function getRequests(
  params: RequestsParams & { offset: number },
  opts: CallOptions = {},
): Promise<DocumentRequestsResponse> {
  return getJson('api', API_PATHS.requests, documentRequestsResponseSchema, {
    ...opts,
    searchParams: { limit: PAGE_SIZE, offset: params.offset, doctype: params.doctype, ordering: params.ordering },
  });
}

export function getRequestsQueryOptions(params: RequestsParams) {
  return infiniteQueryOptions({
    queryKey: documentsKeys.requestList(params),
    queryFn: ({ pageParam, signal }) => getRequests({ ...params, offset: pageParam }, { signal }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}

export function useRequests(params: RequestsParams) {
  return useInfiniteQuery(getRequestsQueryOptions(params));
}
