import { z } from 'zod';
import { fileRefSchema } from './common';
import { lazySchema } from './lazy-schema';

/**
 * POST {api}/profile/upload/ — multipart, one file in the field `doc` (onboarding §7, cabinet §7).
 * Success (201): the file id and fields; failure (400): doc errors `{ doc: ["…"] }`.
 */
export const UPLOAD_FIELD = 'doc';
export const MAX_UPLOAD_BYTES = 104_857_600;

/** Accepted extensions (onboarding §5). */
export const RESIDENT_FILE_EXTENSIONS = ['tiff', 'bmp', 'jpeg', 'png', 'jpg', 'pdf', 'svg', 'heic'] as const;
export const NONRESIDENT_FILE_EXTENSIONS = ['bmp', 'jpeg', 'png', 'jpg'] as const;
export const BLOCKED_FILE_EXTENSIONS = [
  'exe',
  'bat',
  'scr',
  'vbs',
  'doc',
  'xls',
  'zip',
  'rar',
  'cmd',
  'sh',
  'php',
  'js',
  'vb',
  'vbscript',
  'bin',
  'tar',
  'obj',
  'dmg',
] as const;

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));

/**
 * Do a file's first bytes (at least 512, or all of a smaller file) match its extension? An `.exe`
 * renamed `.png` starts with `MZ`, not the PNG signature. The upload widget refuses it before sending;
 * the sandbox answers the same file with the format doc error. Unknown extensions never match.
 */
export function fileSignatureMatches(ext: string, bytes: Uint8Array): boolean {
  switch (ext.toLowerCase()) {
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
    case 'heic':
      // ISO-BMFF: size, then `ftyp` and an HEIF brand
      return (
        ascii(bytes, 4, 8) === 'ftyp' &&
        ['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1', 'heim', 'heis'].includes(ascii(bytes, 8, 12))
      );
    case 'svg': {
      const head = new TextDecoder()
        .decode(bytes)
        .replace(/^\uFEFF/, '')
        .trimStart();
      return /^(<\?xml|<svg|<!--|<!DOCTYPE svg)/.test(head) && head.includes('<svg');
    }
    default:
      return false;
  }
}

export const uploadResponseSchema = lazySchema(() =>
  fileRefSchema.extend({
    /** not in spec: chosen — size in bytes and the content type the server detected */
    size: z.number().int().nonnegative(),
    content_type: z.string(),
  }),
);
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** The 400 body of a refused file. Messages are fixed English texts the client may show as is. */
export const uploadErrorSchema = lazySchema(() => z.object({ doc: z.array(z.string()).min(1) }));
export type UploadError = z.infer<typeof uploadErrorSchema>;

export const UPLOAD_ERRORS = {
  missing: 'No file was submitted in the field "doc".',
  tooLarge: 'File too large: the limit is 100 MB.',
  format: 'Unacceptable file format.',
  empty: 'The submitted file is empty.',
  /** a truncated or malformed multipart body (the connection broke, or a client bug) */
  malformed: 'The upload did not arrive whole: send the file again.',
} as const;
