import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@broker/shared/api';
import {
  API_PATHS,
  sharingStepConfirmResponseSchema,
  type SharingDataResponse,
  type SharingStepConfirmResponse,
} from '@broker/shared/contracts';

/** POST profile/sharing/step_confirm/ with the delivered data and file ids (onboarding §7). */
export function confirmSharingData(data: SharingDataResponse): Promise<SharingStepConfirmResponse> {
  const { files: _files, ...body } = data; // the file list is for display; the request names files by id
  return sendJson('api', 'post', API_PATHS.sharingStepConfirm, body, sharingStepConfirmResponseSchema);
}

export function useConfirmSharingData() {
  return useMutation({ mutationFn: confirmSharingData });
}
