import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, documentTypesResponseSchema, type DocumentType } from '@broker/shared/contracts';
import { getJson, type CallOptions } from '@broker/shared/api';
import { documentsKeys } from './query-keys';

/** GET cabinet/refs/documents/ — every document type (the request form, filters and table names). */
export function getDocumentTypes(opts: CallOptions = {}): Promise<DocumentType[]> {
  return getJson('api', API_PATHS.documentTypes, documentTypesResponseSchema, opts);
}

export function getDocumentTypesQueryOptions() {
  return queryOptions({
    queryKey: documentsKeys.types(),
    queryFn: ({ signal }) => getDocumentTypes({ signal }),
    // a reference list: it changes with a back-office release, not while the user works
    staleTime: 10 * 60_000,
  });
}

export function useDocumentTypes() {
  return useQuery(getDocumentTypesQueryOptions());
}

/** Only active, user-requestable types can be requested (cabinet §5). */
export function requestableTypes(types: readonly DocumentType[]): DocumentType[] {
  return types.filter((t) => t.is_active && t.user_request_allow);
}
