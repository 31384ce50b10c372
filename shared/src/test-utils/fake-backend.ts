import { vi } from 'vitest';
import { configureApi } from '@broker/shared/api';

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
    const call: SeenCall = { method: req.method, url: req.url, headers: req.headers, body: req.body ? await req.clone().text() : '' };
    calls.push(call);
    return handler(call);
  });
  configureApi({ authBase: 'http://api.test/sso', apiBase: 'http://api.test/api/', fetch: fetchMock as unknown as typeof fetch });
  return { calls, fetchMock, path: (c: SeenCall) => new URL(c.url).pathname };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const USER = {
  first_name: 'Ivan',
  last_name: null,
  email: 'ivan@example.com',
  is_resident: true,
  register_datasource: 'BANKID',
  profile_status: 'FULL',
  check_status: 'SIGNED',
  phone: '+380501234567',
  phone_is_verified: true,
  can_send_sms: true,
  sms_otp_is_available: true,
  confirmation_type: 'sms',
  backoffice_status: null,
  unread_messages: 0,
  unread_docs: 0,
  unread_unsigned_docs: 0,
  interface_language: 'uk',
};
