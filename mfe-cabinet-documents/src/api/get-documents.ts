import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS, documentsResponseSchema, type DocumentsResponse } from '@broker/shared/contracts';
import { getJson, type CallOptions } from '@broker/shared/api';
import { bus } from '@broker/shared/events';
import { PAGE_SIZE, nextOffset } from '@broker/shared/lists';
import { documentsKeys } from './query-keys';

/** The two lists of received documents: all of them, or those waiting for a signature. */
export type DocumentsKind = 'all' | 'sign';

export interface DocumentsParams {
  kind: DocumentsKind;
  doctype?: number;
  /** a column key, '-' prefix = descending (cabinet §4 "Sorting") */
  ordering?: string;
}

/** getDocuments / getDocumentsForSign (cabinet §7), one page of 20 from `offset`. */
export function getDocuments(
  params: DocumentsParams & { offset: number },
  opts: CallOptions = {},
): Promise<DocumentsResponse> {
  const path = params.kind === 'all' ? API_PATHS.documents : API_PATHS.documentsForSign;
  return getJson('api', path, documentsResponseSchema, {
    ...opts,
    searchParams: { limit: PAGE_SIZE, offset: params.offset, doctype: params.doctype, ordering: params.ordering },
  });
}

export function getDocumentsQueryOptions(params: DocumentsParams) {
  return infiniteQueryOptions({
    queryKey: documentsKeys.list(params),
    queryFn: async ({ pageParam, signal }) => {
      const page = await getDocuments({ ...params, offset: pageParam }, { signal });
      // cabinet §7: user info is reloaded after documents load (the unread counters of the menu and tabs)
      if (pageParam === 0) bus.emit('user:changed', { reason: 'documents-loaded' });
      return page;
    },
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}

export function useDocuments(params: DocumentsParams) {
  return useInfiniteQuery(getDocumentsQueryOptions(params));
}
