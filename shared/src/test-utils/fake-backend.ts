import { vi } from 'vitest';
import { configureApi } from '@broker/shared/api';
import { makeUser } from './make-user';
import { compileRoutes, type Route, type RouteTable } from './fake-routes';
import { fakeXhr, formObject } from './fake-xhr';

/**
 * The one API seam of the client's unit tests: a fake `fetch` behind the real api client, so a test
 * goes through the real fetcher (ky, trailing slash, Bearer/Src-App, 401 refresh), the contract's zod
 * parse and ApiError, and can check each request's method, URL, headers and body. Every call is recorded,
 * uploads too (`uploadFile`'s XMLHttpRequest is stubbed onto the same routes).
 */
export interface SeenCall {
  method: string;
  url: string;
  headers: Headers;
  /** the raw body text ('' when none) */
  body: string;
  /** the body read: JSON value, form data as an object (a repeated field → array), else the text */
  data: unknown;
}

const JSDOM_XHR = globalThis.XMLHttpRequest;

export type Handler = (call: SeenCall) => Response | Promise<Response>;

/** `fakeBackend({ 'GET /api/x/': {...} })` (a route table, see `routes`) or `fakeBackend((call) => json(...))`. */
export function fakeBackend(answer: Handler | RouteTable = {}) {
  const calls: SeenCall[] = [];
  const table = typeof answer === 'function' ? null : compileRoutes(answer);
  const handler: Handler = typeof answer === 'function' ? answer : (call) => table!.answer(call);
  const serve = (call: SeenCall) => {
    calls.push(call);
    return handler(call);
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const body = req.body ? await req.clone().text() : '';
    return serve({ method: req.method, url: req.url, headers: req.headers, body, data: await read(req, body) });
  });
  // a test that stands in its own XMLHttpRequest (to script an upload's progress) keeps it
  const current = globalThis.XMLHttpRequest as { fakeBackend?: boolean } | undefined;
  if (!current || current.fakeBackend || current === JSDOM_XHR) vi.stubGlobal('XMLHttpRequest', fakeXhr(serve));
  configureApi({
    authBase: 'http://api.test/sso',
    apiBase: 'http://api.test/api/',
    fetch: fetchMock as unknown as typeof fetch,
  });
  const path = (c: SeenCall) => new URL(c.url).pathname;
  return {
    calls,
    fetchMock,
    path,
    /** the calls a route key matches, e.g. `to('POST /api/profile/step_name/')` or `to('PUT /api/messages/:id/')` */
    to: (key: string) => calls.filter((c) => compileRoutes({ [key]: null }).matches(c)),
    /** answers a route differently from now on (route tables only) */
    on(key: string, route: Route) {
      if (!table) throw new Error('fakeBackend: `on` needs a route table');
      table.set(key, route);
    },
  };
}

export type FakeBackend = ReturnType<typeof fakeBackend>;

async function read(req: Request, text: string): Promise<unknown> {
  if (!text) return undefined;
  const type = req.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded'))
    return formObject(await req.clone().formData());
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export { json, routes, failure, offline, held, sequence } from './fake-routes';
export type { Route, RouteTable, RouteCall, Answer } from './fake-routes';

/** The user info the fake backend answers with by default (a signed FULL resident). */
export const USER = makeUser({ last_name: null, email: 'ivan@example.com', register_datasource: 'BANKID' });
