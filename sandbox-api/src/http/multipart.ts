import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { UPLOAD_ERRORS } from '@broker/shared/contracts';
import { HttpError, badRequest } from './http-error';

/** What a limit of @fastify/multipart means for the client (its own errors say 413 and "reach … limit"). */
const LIMIT_MESSAGES: Record<string, string> = {
  FST_FILES_LIMIT: 'Only one file may be sent.',
  FST_FIELDS_LIMIT: 'Too many form fields.',
  FST_PARTS_LIMIT: 'Too many form parts.',
  FST_REQ_FILE_TOO_LARGE: UPLOAD_ERRORS.tooLarge,
  FST_PROTO_VIOLATION: 'A form field name is not allowed.',
};

/** A Node system error (disk full, permissions): the server's fault, so it stays a 500. */
const isSystemError = (err: unknown) => typeof (err as NodeJS.ErrnoException).syscall === 'string';

/**
 * Turns whatever reading a multipart body threw into the contract's 400: busboy's parse errors
 * ("Unexpected end of form", "Boundary not found", "Malformed part header") are plain Errors without a
 * status, so they used to fall through to the 500 branch of the error handler. Uploads answer with
 * `{detail, doc: [...]}` (the upload contract), form calls with `{detail, code}`.
 */
export function multipartError(err: unknown, kind: 'form' | 'upload'): unknown {
  if (err instanceof HttpError || isSystemError(err) || !(err instanceof Error)) return err;
  const code = (err as { code?: unknown }).code;
  const limit = typeof code === 'string' ? LIMIT_MESSAGES[code] : undefined;
  const detail = limit ?? `Malformed multipart body: ${err.message}.`;
  return kind === 'upload'
    ? new HttpError(400, { detail, doc: [limit ?? UPLOAD_ERRORS.malformed] })
    : new HttpError(400, { detail, code: typeof code === 'string' ? code : 'malformed_multipart' });
}

/** Every part of a multipart body; parse and limit errors become 400s (see multipartError). */
export async function forEachPart(
  req: FastifyRequest,
  kind: 'form' | 'upload',
  onPart: (part: Multipart) => Promise<void>,
): Promise<void> {
  try {
    for await (const part of req.parts()) await onPart(part);
  } catch (err) {
    throw multipartError(err, kind);
  }
}

/** A form field value cut at the field size limit is refused, never used truncated. */
export function assertWhole(part: { fieldname: string; valueTruncated: boolean; fieldnameTruncated: boolean }): void {
  if (part.valueTruncated || part.fieldnameTruncated)
    throw badRequest('A form field is too large.', { [part.fieldname]: ['Too long.'] });
}
