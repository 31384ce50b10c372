import type { z } from 'zod';
import type { Harness } from './harness';

/** One row of the contract table: a call and the shared schema its response must satisfy exactly. */
export interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** path under the base, e.g. API_PATHS.userInfo; `sso:` prefix = auth base */
  path: string | ((c: Ctx) => string);
  /** email of the signed-in user (Bearer + Src-App), or none */
  as?: string;
  body?: Record<string, unknown> | ((c: Ctx) => unknown);
  multipart?: { field: string; filename: string; content: string };
  status?: number;
  /** a schema, or `{ file: <content type> }` for a download */
  schema: z.ZodType | { file: string };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the raw JSON of any route; the row picks ids out of it
  then?: (c: Ctx, body: any) => void;
}

export interface Ctx {
  h: Harness;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- values captured from earlier rows (ids, tokens), any JSON
  v: Record<string, any>;
  code(to: string): string;
}

const tokens = new WeakMap<Harness, Map<string, string>>();

export async function tokenFor(h: Harness, email: string): Promise<string> {
  const cache = tokens.get(h) ?? new Map<string, string>();
  tokens.set(h, cache);
  if (!cache.has(email)) cache.set(email, (await h.login(email)).access);
  return cache.get(email)!;
}

export function setToken(h: Harness, email: string, access: string): void {
  const cache = tokens.get(h) ?? new Map<string, string>();
  tokens.set(h, cache);
  cache.set(email, access);
}

function multipartBody(m: NonNullable<Row['multipart']>) {
  const b = 'CONTRACTBOUNDARY';
  const payload = `--${b}\r\nContent-Disposition: form-data; name="${m.field}"; filename="${m.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n${m.content}\r\n--${b}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

/** Runs a row; returns the parsed body or, for downloads, the content type. */
export async function runRow(c: Ctx, row: Row): Promise<{ status: number; body: unknown; contentType: string }> {
  const rel = typeof row.path === 'function' ? row.path(c) : row.path;
  const url = rel.startsWith('sso:') ? `/sso/${rel.slice(4)}` : `/api/${rel}`;
  const headers: Record<string, string> = {};
  if (row.as)
    Object.assign(headers, { authorization: `Bearer ${await tokenFor(c.h, row.as)}`, 'src-app': 'onboarding' });
  let payload: string | object | undefined;
  if (row.multipart) {
    const m = multipartBody(row.multipart);
    payload = m.payload;
    Object.assign(headers, m.headers);
  } else if (row.body !== undefined) {
    payload = (typeof row.body === 'function' ? (row.body as (c: Ctx) => unknown)(c) : row.body) as object;
  }
  const res = await c.h.app.inject({ method: row.method, url, headers, ...(payload !== undefined ? { payload } : {}) });
  const contentType = String(res.headers['content-type'] ?? '');
  const body = contentType.startsWith('application/json') ? JSON.parse(res.body) : res.rawPayload;
  return { status: res.statusCode, body, contentType };
}
