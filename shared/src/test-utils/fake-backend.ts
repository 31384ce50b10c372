import { vi } from 'vitest';
import { configureApi } from '@broker/shared/api';
import { makeUser } from './make-user';

/** A fake backend for the client's unit tests: a handler per call, every call recorded. */
export interface SeenCall {
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

export function fakeBackend(handler: (call: SeenCall) => Response | Promise<Response>) {
  const calls: SeenCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const call: SeenCall = {
      method: req.method,
      url: req.url,
      headers: req.headers,
      body: req.body ? await req.clone().text() : '',
    };
    calls.push(call);
    return handler(call);
  });
  configureApi({
    authBase: 'http://api.test/sso',
    apiBase: 'http://api.test/api/',
    fetch: fetchMock as unknown as typeof fetch,
  });
  return { calls, fetchMock, path: (c: SeenCall) => new URL(c.url).pathname };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The user info the fake backend answers with by default (a signed FULL resident). */
export const USER = makeUser({ last_name: null, email: 'ivan@example.com', register_datasource: 'BANKID' });
