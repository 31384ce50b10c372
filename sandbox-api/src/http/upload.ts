import { closeSync, createWriteStream, openSync, readSync, unlinkSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import {
  BLOCKED_FILE_EXTENSIONS,
  NONRESIDENT_FILE_EXTENSIONS,
  RESIDENT_FILE_EXTENSIONS,
  UPLOAD_ERRORS,
  UPLOAD_FIELD,
  fileSignatureMatches,
} from '@broker/shared/contracts';
import type { StoredFile } from '../state/files';
import type { SandboxState } from '../state/state';
import type { SandboxUser } from '../state/types';
import { HttpError } from './http-error';
import { forEachPart } from './multipart';

const docError = (message: string) => new HttpError(400, { doc: [message] });
const isTooLarge = (err: unknown) => (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * The content type stored (and later served) for an upload: decided by the extension the allow-list
 * accepted, never by the type the browser claimed (`scan.png` sent as text/html is image/png).
 */
const SAFE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
  heic: 'image/heic',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};
export const safeContentType = (name: string) =>
  SAFE_TYPES[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** The allowed list by residency; blocked types are refused for everyone (onboarding §5). */
export function extensionAllowed(name: string, isResident: boolean): boolean {
  const ext = name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
  if ((BLOCKED_FILE_EXTENSIONS as readonly string[]).includes(ext)) return false;
  return ((isResident ? RESIDENT_FILE_EXTENSIONS : NONRESIDENT_FILE_EXTENSIONS) as readonly string[]).includes(ext);
}

interface Outcome {
  file?: { name: string; path: string; size: number };
  refusal?: string;
}

async function readParts(req: FastifyRequest, state: SandboxState, isResident: boolean, out: Outcome): Promise<void> {
  await forEachPart(req, 'upload', async (part) => {
    if (part.type !== 'file') return;
    if (out.file || out.refusal || part.fieldname !== UPLOAD_FIELD) {
      part.file.resume(); // drain: other file fields are ignored
      return;
    }
    if (!extensionAllowed(part.filename, isResident)) {
      part.file.resume();
      out.refusal = UPLOAD_ERRORS.format;
      return;
    }
    const path = state.files.newPath();
    try {
      await pipeline(part.file, createWriteStream(path));
    } catch (err) {
      unlinkSync(path);
      if (!isTooLarge(err)) throw err;
      out.refusal = UPLOAD_ERRORS.tooLarge;
      return;
    }
    const size = part.file.bytesRead;
    if (part.file.truncated || size === 0) {
      unlinkSync(path);
      out.refusal = part.file.truncated ? UPLOAD_ERRORS.tooLarge : UPLOAD_ERRORS.empty;
    } else {
      out.file = { name: part.filename, path, size };
    }
  });
}

/** The first 512 bytes of a stored file. */
function head(path: string): Uint8Array {
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(512);
    const n = readSync(fd, buf, 0, 512, 0);
    return new Uint8Array(buf.subarray(0, n));
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads the one multipart file of field `doc` to the temp folder. Refusals are `{ doc: [...] }`
 * with status 400: no file, wrong field, bad extension, empty, over the size limit, and (with
 * `checkSignature`, profile/upload) first bytes that do not match the extension (an `.exe` renamed `.png`).
 */
export async function receiveUpload(
  req: FastifyRequest,
  state: SandboxState,
  user: SandboxUser,
  opts: { checkSignature?: boolean } = {},
): Promise<StoredFile> {
  if (!req.isMultipart()) throw docError(UPLOAD_ERRORS.missing);
  const out: Outcome = {};
  try {
    await readParts(req, state, user.is_resident, out);
  } catch (err) {
    // a file already on disk belongs to a request that failed as a whole: never keep it
    if (out.file) unlinkSync(out.file.path);
    throw err;
  }
  if (out.refusal) throw docError(out.refusal);
  if (!out.file) throw docError(UPLOAD_ERRORS.missing);
  const { name, path, size } = out.file;
  if (opts.checkSignature && !fileSignatureMatches(name.split('.').pop() ?? '', head(path))) {
    unlinkSync(path);
    throw docError(UPLOAD_ERRORS.format);
  }
  return state.files.add({ owner: user.email, name, size, content_type: safeContentType(name), path });
}
