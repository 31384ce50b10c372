import { API_PATHS, uploadResponseSchema, type FileRef } from '@broker/shared/contracts';
import { uploadFile, type TransferProgress } from '@broker/shared/api';

/** Sends one file; the widget's default is `POST profile/upload` (onboarding §7) with live progress. */
export type Uploader = (file: File, onProgress: (p: TransferProgress) => void) => Promise<FileRef>;

export const profileUpload: Uploader = async (file, onProgress) => {
  const res = await uploadFile(API_PATHS.upload, file, uploadResponseSchema, { onProgress });
  return { id: res.id, name: res.name, uuid: res.uuid, src: res.src };
};
