import { z } from 'zod';
import { fileRefSchema } from './common';

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
  'exe', 'bat', 'scr', 'vbs', 'doc', 'xls', 'zip', 'rar', 'cmd', 'sh', 'php', 'js', 'vb', 'vbscript', 'bin',
  'tar', 'obj', 'dmg',
] as const;

export const uploadResponseSchema = fileRefSchema.extend({
  /** not in spec: chosen — size in bytes and the content type the server detected */
  size: z.number().int().nonnegative(),
  content_type: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** The 400 body of a refused file. Messages are fixed English texts the client may show as is. */
export const uploadErrorSchema = z.object({ doc: z.array(z.string()).min(1) });
export type UploadError = z.infer<typeof uploadErrorSchema>;

export const UPLOAD_ERRORS = {
  missing: 'No file was submitted in the field "doc".',
  tooLarge: 'File too large: the limit is 100 MB.',
  format: 'Unacceptable file format.',
  empty: 'The submitted file is empty.',
  /** a truncated or malformed multipart body (the connection broke, or a client bug) */
  malformed: 'The upload did not arrive whole: send the file again.',
} as const;
