import {
  type AppSettings,
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

/**
 * The extensions a variant may send. `fromSettings` (the app settings' RESIDENT_/NONRESIDENT_IMAGE_EXTENSIONS,
 * see `settingsExtensions`) replaces the built-in list of onboarding §5 when the server sent one.
 */
export function allowedExtensions(variant: FileVariant, fromSettings?: readonly string[]): readonly string[] {
  if (fromSettings && fromSettings.length > 0) return fromSettings;
  return variant === 'resident' ? RESIDENT_FILE_EXTENSIONS : NONRESIDENT_FILE_EXTENSIONS;
}

/**
 * cabinet §3 "Settings: resident and non-resident image extension lists" → the list of the variant,
 * normalised (`.PNG` → `png`); undefined while settings are loading or when the server sent none.
 */
export function settingsExtensions(
  settings: Pick<AppSettings, 'RESIDENT_IMAGE_EXTENSIONS' | 'NONRESIDENT_IMAGE_EXTENSIONS'> | undefined,
  variant: FileVariant,
): string[] | undefined {
  const list = variant === 'resident' ? settings?.RESIDENT_IMAGE_EXTENSIONS : settings?.NONRESIDENT_IMAGE_EXTENSIONS;
  const clean = (list ?? []).map((e) => e.trim().replace(/^\./, '').toLowerCase()).filter(Boolean);
  return clean.length > 0 ? clean : undefined;
}

/** The `accept` of the file input: the allowed extensions (the picker hides the rest). */
export function acceptOf(variant: FileVariant, fromSettings?: readonly string[]): Record<string, string[]> {
  return { 'application/octet-stream': allowedExtensions(variant, fromSettings).map((e) => `.${e}`) };
}

/** Does the file start like its extension says? (one definition with the sandbox, in the contracts) */
export const magicMatches = fileSignatureMatches;

/** The format message in the wording of the variant (non-residents get their own). */
export const formatMessage = (variant: FileVariant) =>
  vmsg(variant === 'resident' ? 'file_format' : 'file_format_nonres');

/** Checks by name and size alone (no reading): null when the file may be read further. */
export function checkNameAndSize(
  file: { name: string; size: number },
  variant: FileVariant,
  fromSettings?: readonly string[],
): string | null {
  const ext = extensionOf(file.name);
  if (
    (BLOCKED_FILE_EXTENSIONS as readonly string[]).includes(ext) ||
    !allowedExtensions(variant, fromSettings).includes(ext)
  )
    return formatMessage(variant);
  if (file.size > MAX_UPLOAD_BYTES) return vmsg('file_too_large');
  return null;
}

/**
 * Every client-side check of onboarding §5: extension lists, size, first bytes. Null = may be sent.
 * An extension the settings allow that has no known signature here is left to the server to judge.
 */
export async function checkFile(
  file: File,
  variant: FileVariant,
  fromSettings?: readonly string[],
): Promise<string | null> {
  const early = checkNameAndSize(file, variant, fromSettings);
  if (early) return early;
  const ext = extensionOf(file.name);
  if (!(RESIDENT_FILE_EXTENSIONS as readonly string[]).includes(ext)) return null;
  const head = new Uint8Array(await readHead(file));
  return magicMatches(ext, head) ? null : formatMessage(variant);
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
