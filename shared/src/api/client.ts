import type { z } from 'zod';
import type { Options } from 'ky';
import { apiUrl, normalizePath, type ApiBase } from './config';
import { ApiError, apiErrorFromResponse } from './api-error';
import { http } from './http';

export type SearchParams = Record<string, string | number | boolean | null | undefined> | URLSearchParams;

export interface CallOptions {
  searchParams?: SearchParams;
  signal?: AbortSignal;
  /** extra headers; an explicit Authorization skips the stored token (login's first calls) */
  headers?: Record<string, string>;
  /** ms; false = none */
  timeout?: number | false;
}

export type FormValue = string | number | boolean | Blob | null | undefined;
export type FormInput = FormData | Record<string, FormValue | readonly FormValue[]>;
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** GET a JSON answer and parse it with its contract. */
export function getJson<S extends z.ZodType>(
  base: ApiBase,
  path: string,
  schema: S,
  opts: CallOptions = {},
): Promise<z.output<S>> {
  return call(base, 'get', path, {}, schema, opts);
}

/** POST/PUT/PATCH/DELETE a JSON body (none when `body` is undefined). */
export function sendJson<S extends z.ZodType>(
  base: ApiBase,
  method: Exclude<Method, 'get'>,
  path: string,
  body: unknown,
  schema: S,
  opts: CallOptions = {},
): Promise<z.output<S>> {
  return call(base, method, path, body === undefined ? {} : { json: body }, schema, opts);
}

/** The spec's form-data posts (auth/userinfo/, set_password…): POST by default. */
export function sendForm<S extends z.ZodType>(
  base: ApiBase,
  path: string,
  form: FormInput,
  schema: S,
  opts: CallOptions & { method?: Exclude<Method, 'get'> } = {},
): Promise<z.output<S>> {
  return call(base, opts.method ?? 'post', path, { body: toFormData(form) }, schema, opts);
}

/** Arrays become repeated fields, booleans 'true'/'false', null/undefined are left out. */
export function toFormData(form: FormInput): FormData {
  if (form instanceof FormData) return form;
  const data = new FormData();
  const put = (key: string, v: FormValue) => {
    if (v === null || v === undefined) return;
    if (v instanceof Blob) data.append(key, v);
    else data.append(key, String(v));
  };
  for (const [key, value] of Object.entries(form)) {
    if (Array.isArray(value)) for (const v of value as readonly FormValue[]) put(key, v);
    else put(key, value as FormValue);
  }
  return data;
}

function cleanParams(params?: SearchParams): URLSearchParams | undefined {
  if (!params) return undefined;
  if (params instanceof URLSearchParams) return params;
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined) out.append(k, String(v));
  return out;
}

/** Runs a call on a base and returns the raw Response of a 2xx answer; everything else is ApiError. */
export async function request(
  base: ApiBase,
  method: Method,
  path: string,
  init: Options = {},
  opts: CallOptions = {},
): Promise<Response> {
  const absolute = /^https?:\/\//i.test(path);
  // server-given links (file `src`) are used as they are, but only on the base's own origin: the
  // Bearer token must never travel to another host
  if (absolute && new URL(path).origin !== new URL(apiUrl(base, '')).origin) {
    throw new ApiError({
      kind: 'network',
      status: 0,
      method: method.toUpperCase(),
      url: path,
      message: `refused: ${path} is not on the ${base} base`,
    });
  }
  const input = absolute ? path : normalizePath(path);
  const client = absolute ? http(base).extend({ prefixUrl: '' }) : http(base);
  let response: Response;
  try {
    response = await client(input, {
      ...init,
      method,
      searchParams: cleanParams(opts.searchParams),
      signal: opts.signal,
      headers: opts.headers,
      ...(opts.timeout !== undefined ? { timeout: opts.timeout } : {}),
    });
  } catch (err) {
    throw toApiError(err, method, input);
  }
  if (!response.ok) throw await apiErrorFromResponse(response, method.toUpperCase());
  return response;
}

async function call<S extends z.ZodType>(
  base: ApiBase,
  method: Method,
  path: string,
  init: Options,
  schema: S,
  opts: CallOptions,
) {
  const response = await request(base, method, path, init, opts);
  return parseResponse(response, schema, method);
}

/** An empty body parses as `undefined`, so `z.undefined()`/`.optional()` contracts fit 204 answers. */
export async function parseResponse<S extends z.ZodType>(
  response: Response,
  schema: S,
  method: string,
): Promise<z.output<S>> {
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  // loud on purpose: a contract mismatch is a bug of the backend or of the contract, not of the user
  console.error(`[api] ${method.toUpperCase()} ${response.url} answered outside the contract`, parsed.error.issues);
  throw new ApiError({
    kind: 'contract',
    status: response.status,
    method: method.toUpperCase(),
    url: response.url,
    cause: parsed.error,
  });
}

/**
 * Everything thrown before an answer: an ApiError from the token step stays as it is; an abort is
 * re-thrown untouched (react-query cancels queries that way; it is not a failure); the rest is network.
 */
export function toApiError(err: unknown, method: string, url: string): unknown {
  if (err instanceof ApiError) return err;
  if ((err as { name?: unknown } | null)?.name === 'AbortError') return err;
  return new ApiError({ kind: 'network', status: 0, method: method.toUpperCase(), url, cause: err });
}
