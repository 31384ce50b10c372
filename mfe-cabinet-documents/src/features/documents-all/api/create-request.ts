import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, documentRequestResponseSchema, type DocumentRequest, type DocumentRequestRequest } from '@broker/shared/contracts';
import { sendJson } from '@broker/shared/api';
import { REQUESTS_KEY } from './get-requests';

/** POST cabinet/requests/ with only the filled fields (cabinet §3 "Document request form"). */
export function createRequest(body: DocumentRequestRequest): Promise<DocumentRequest> {
  return sendJson('api', 'post', API_PATHS.requests, body, documentRequestResponseSchema);
}

export function useCreateRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['documents', 'request'],
    mutationFn: createRequest,
    // the new request shows in the archive as IN_PROCESS
    onSuccess: () => client.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}
