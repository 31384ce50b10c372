import {
  BLOCKED_FILE_EXTENSIONS,
  fileSignatureMatches,
  MAX_UPLOAD_BYTES,
  NONRESIDENT_FILE_EXTENSIONS,
  RESIDENT_FILE_EXTENSIONS,
} from '@broker/shared/contracts';
import { vmsg } from '@broker/shared/validation';

/** Which list of onboarding §5 applies: residents may send more types than non-residents. */
export type FileVariant = 'resident' | 'nonresident';

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

export function allowedExtensions(variant: FileVariant): readonly string[] {
  return variant === 'resident' ? RESIDENT_FILE_EXTENSIONS : NONRESIDENT_FILE_EXTENSIONS;
}

/** The `accept` of the file input: the allowed extensions (the picker hides the rest). */
export function acceptOf(variant: FileVariant): Record<string, string[]> {
  return { 'application/octet-stream': allowedExtensions(variant).map((e) => `.${e}`) };
}

/** Does the file start like its extension says? (one definition with the sandbox, in the contracts) */
export const magicMatches = fileSignatureMatches;

/** The format message in the wording of the variant (non-residents get their own). */
export const formatMessage = (variant: FileVariant) => vmsg(variant === 'resident' ? 'file_format' : 'file_format_nonres');

/** Checks by name and size alone (no reading): null when the file may be read further. */
export function checkNameAndSize(file: { name: string; size: number }, variant: FileVariant): string | null {
  const ext = extensionOf(file.name);
  if ((BLOCKED_FILE_EXTENSIONS as readonly string[]).includes(ext) || !allowedExtensions(variant).includes(ext)) return formatMessage(variant);
  if (file.size > MAX_UPLOAD_BYTES) return vmsg('file_too_large');
  return null;
}

/** Every client-side check of onboarding §5: extension lists, size, first bytes. Null = may be sent. */
export async function checkFile(file: File, variant: FileVariant): Promise<string | null> {
  const early = checkNameAndSize(file, variant);
  if (early) return early;
  const head = new Uint8Array(await readHead(file));
  return magicMatches(extensionOf(file.name), head) ? null : formatMessage(variant);
}

function readHead(file: Blob): Promise<ArrayBuffer> {
  const slice = file.slice(0, 512);
  // jsdom's Blob has no arrayBuffer(); FileReader works everywhere
  if (typeof slice.arrayBuffer === 'function') return slice.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}
