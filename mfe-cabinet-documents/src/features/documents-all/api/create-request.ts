import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  documentRequestResponseSchema,
  type DocumentRequest,
  type DocumentRequestRequest,
} from '@broker/shared/contracts';
import { sendJson } from '@broker/shared/api';
import { documentsKeys } from '../../../api/query-keys';

/** POST cabinet/requests/ with only the filled fields (cabinet §3 "Document request form"). */
export function createRequest(body: DocumentRequestRequest): Promise<DocumentRequest> {
  return sendJson('api', 'post', API_PATHS.requests, body, documentRequestResponseSchema);
}

export function useCreateRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: documentsKeys.createRequest(),
    mutationFn: createRequest,
    // the new request shows in the archive as IN_PROCESS
    onSuccess: () => client.invalidateQueries({ queryKey: documentsKeys.requests() }),
  });
}
