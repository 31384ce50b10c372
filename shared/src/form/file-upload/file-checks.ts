import {
  BLOCKED_FILE_EXTENSIONS,
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

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));

/**
 * Does the file start like its extension says? An `.exe` renamed `.png` starts with `MZ`, not the PNG
 * signature, and is refused before anything is sent. `bytes` are the first 512 bytes.
 */
export function magicMatches(ext: string, bytes: Uint8Array): boolean {
  switch (ext) {
    case 'png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpg':
    case 'jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'bmp':
      return startsWith(bytes, [0x42, 0x4d]);
    case 'tiff':
      return startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]);
    case 'pdf':
      return startsWith(bytes, [0x25, 0x50, 0x44, 0x46]);
    case 'heic': {
      // ISO-BMFF: size, then `ftyp` and an HEIF brand
      const brand = ascii(bytes, 8, 12);
      return ascii(bytes, 4, 8) === 'ftyp' && ['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1', 'heim', 'heis'].includes(brand);
    }
    case 'svg': {
      const head = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '').trimStart();
      return (head.startsWith('<?xml') || head.startsWith('<svg') || head.startsWith('<!--') || head.startsWith('<!DOCTYPE svg')) && head.includes('<svg');
    }
    default:
      return false;
  }
}

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
