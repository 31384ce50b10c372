import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, documentsReadResponseSchema, type DocumentsReadResponse } from '@broker/shared/contracts';
import { sendJson } from '@broker/shared/api';
import { authStore } from '@broker/shared/session';
import type { DocumentsKind } from './get-documents';
import { documentsKeys } from './query-keys';

/** markAllDocumentsAsRead / markDocumentsForSignAsRead (cabinet §7): no body, answers the counters. */
export function markDocumentsRead(kind: DocumentsKind): Promise<DocumentsReadResponse> {
  const path = kind === 'all' ? API_PATHS.documentsRead : API_PATHS.documentsForSignRead;
  return sendJson('api', 'post', path, undefined, documentsReadResponseSchema);
}

export function useMarkDocumentsRead(kind: DocumentsKind) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: documentsKeys.markRead(kind),
    mutationFn: () => markDocumentsRead(kind),
    onSuccess: (counters) => {
      // the menu marker and the tab dots read these counters from the one signed-in user
      authStore.getState().patchUser(counters);
      void client.invalidateQueries({ queryKey: documentsKeys.lists() });
    },
    // cabinet §8: a mark-as-read failure is logged only
    onError: (err) => console.warn('[documents] mark as read failed', err),
  });
}
