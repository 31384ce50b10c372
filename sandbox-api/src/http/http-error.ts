import type { ErrorBody, ErrorCode } from '@broker/shared/contracts';
import type { z } from 'zod';

/** Thrown by handlers; the error handler turns it into `status` + `body` (an error body of errors.ts). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
  }
}

/** A catalogue error: `{ _error_code, detail, message, ...extra }` with status 400 unless given. */
export function codeError(code: ErrorCode, detail: string, extra: Partial<ErrorBody> = {}, status = 400): HttpError {
  return new HttpError(status, { _error_code: code, detail, message: detail, ...extra });
}

export const unauthorized = (detail = 'Authentication credentials were not provided or are invalid.') =>
  new HttpError(401, { detail, code: 'token_not_valid' });
export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });
export const badRequest = (detail: string, fields: Record<string, unknown> = {}) =>
  new HttpError(400, { detail, ...fields });
export const fieldError = (field: string, message: string) => badRequest('Invalid request', { [field]: [message] });

/** zod issues → Django-style field errors; nested paths (cards.1.card_number) become lists of maps. */
export function issuesToFields(issues: readonly z.core.$ZodIssue[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const issue of issues) {
    const path = issue.path.length ? issue.path.map(String) : ['non_field_errors'];
    let node: Record<string, unknown> | unknown[] = out;
    path.forEach((key, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1] ?? '');
      const container = node as Record<string, unknown>;
      if (last) {
        const list = Array.isArray(container[key]) ? (container[key] as string[]) : [];
        list.push(issue.message);
        container[key] = list;
      } else {
        container[key] ??= nextIsIndex ? [] : {};
        const child = container[key];
        if (Array.isArray(child) && nextIsIndex) {
          const idx = Number(path[i + 1]);
          for (let j = child.length; j <= idx; j++) child.push({});
        }
        node = child as Record<string, unknown>;
      }
    });
  }
  return out;
}

/** Parse a request part with a shared contract schema; failures are 400 field errors. */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const res = schema.safeParse(value ?? {});
  if (res.success) return res.data;
  throw badRequest('Invalid request', issuesToFields(res.error.issues));
}
