import type { FileRef } from '@broker/shared/contracts';

/**
 * A file item of onboarding §3: id, name, uuid, src, newAdded, isUploading, uploadPercent, hasError,
 * error[]. `key` identifies the row while it has no id yet (uploading, failed).
 */
export interface FileItem {
  key: string;
  id?: number;
  name: string;
  uuid?: string;
  src?: string;
  /** added in this visit (deleting it asks for a confirmation) */
  newAdded: boolean;
  isUploading: boolean;
  uploadPercent: number;
  hasError: boolean;
  /** the server's doc errors, or a `validations.*` key / common key of a client-side failure */
  error: string[];
}

let seq = 0;
export const newItemKey = () => `file-${Date.now().toString(36)}-${(seq += 1)}`;

/** Server file refs (step GET bodies) → file items. */
export function fromFileRefs(refs: readonly FileRef[] | null | undefined): FileItem[] {
  return (refs ?? []).map((r) => ({
    key: `ref-${r.id}`,
    id: r.id,
    name: r.name,
    uuid: r.uuid,
    src: r.src,
    newAdded: false,
    isUploading: false,
    uploadPercent: 100,
    hasError: false,
    error: [],
  }));
}

/** onboarding §9: under 600 px a file name is cut to 24 characters plus an ellipsis. */
export const MOBILE_NAME_LENGTH = 24;
export function shortName(name: string, max = MOBILE_NAME_LENGTH): string {
  return name.length > max ? `${name.slice(0, max)}…` : name;
}
