import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { authStore, fetchUserInfo, login, refreshSession } from '@broker/shared/session';
import { fakeBackend, json, USER, type SeenCall, makeSettings } from '@broker/shared/test-utils';
import { getJson, sendForm, sendJson } from './client';
import { getBlob, uploadFile } from './transfer';

/**
 * Onboarding §3 "Login payload: … app='onboarding'" and §7 "Onboarding calls send Authorization Bearer
 * and a Src-App header from the stored scope, with credentials" (cabinet §7: the same bases): every way
 * the client reaches the backend, one row each.
 */
const SETTINGS = makeSettings({ MAX_ACCOUNTS_COUNT: 2 });
const ok = z.object({ ok: z.boolean() });

function backend() {
  return fakeBackend((call: SeenCall) => {
    const path = new URL(call.url).pathname;
    if (path === '/sso/auth/token/') return json({ access: 'A2', refresh: 'R2', scope: ['client'] });
    if (path === '/sso/auth/token/refresh/') return json({ access: 'A2', refresh: 'R2' });
    if (path === '/api/profile/settings/') return json(SETTINGS);
    if (path === '/api/auth/userinfo/') return json(USER);
    if (path.startsWith('/api/profile/doc/'))
      return new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } });
    return json({ ok: true });
  });
}

/** The credentials mode the browser would use for a recorded fetch (ky passes a Request, refresh a URL + init). */
function credentialsOf(args: unknown[]): RequestCredentials {
  const [input, init] = args as [RequestInfo | URL, RequestInit | undefined];
  return (input instanceof Request ? new Request(input, init) : new Request(String(input), init)).credentials;
}

function signIn(accessTtlMs = 60_000) {
  authStore
    .getState()
    .setTokens({ access: 'A1', refresh: 'R1', scope: ['client'], accessTtlMs, refreshTtlMs: 600_000 });
}

afterEach(() => {
  authStore.getState().clear();
  vi.restoreAllMocks();
});

interface Row {
  name: string;
  run: () => Promise<unknown>;
  /** the path of the call the row is about */
  path: string;
}

const rows: Row[] = [
  {
    name: 'login (auth base)',
    run: () => login({ email: 'a@b.test', password: 'Passw0rd!', lang: 'uk' }),
    path: '/sso/auth/token/',
  },
  {
    name: 'token refresh (auth base, its own fetch)',
    run: () => refreshSession('A1'),
    path: '/sso/auth/token/refresh/',
  },
  { name: 'user info (onboarding base, GET)', run: () => fetchUserInfo(), path: '/api/auth/userinfo/' },
  { name: 'a step GET (getJson)', run: () => getJson('api', 'profile/step_name', ok), path: '/api/profile/step_name/' },
  {
    name: 'a JSON send (sendJson)',
    run: () => sendJson('api', 'post', 'cabinet/requests', { doctype: 1 }, ok),
    path: '/api/cabinet/requests/',
  },
  {
    name: 'a form send (sendForm)',
    run: () => sendForm('api', 'auth/register/set_password', { password1: 'x' }, ok),
    path: '/api/auth/register/set_password/',
  },
  { name: 'a file download (getBlob)', run: () => getBlob('api', 'profile/doc/u1'), path: '/api/profile/doc/u1/' },
];

describe('every call goes with credentials', () => {
  it.each(rows)('$name', async (row) => {
    signIn();
    const api = backend();
    await row.run();
    const i = api.calls.findIndex((c) => api.path(c) === row.path);
    expect(i, `no call to ${row.path}`).toBeGreaterThanOrEqual(0);
    expect(credentialsOf(api.fetchMock.mock.calls[i]!)).toBe('include');
  });

  it('an upload (XMLHttpRequest, for its progress) sets withCredentials, with Bearer and Src-App', async () => {
    signIn();
    backend();
    const sent: Array<{ withCredentials: boolean }> = [];
    const headers: Record<string, string> = {};
    vi.spyOn(XMLHttpRequest.prototype, 'setRequestHeader').mockImplementation((k: string, v: string) => {
      headers[k] = v;
    });
    vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest) {
      sent.push({ withCredentials: this.withCredentials });
    });
    void uploadFile('profile/upload', new Blob(['x']), ok);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.withCredentials).toBe(true);
    expect(headers).toMatchObject({ Authorization: 'Bearer A1', 'Src-App': 'client' });
  });
});

describe("app='onboarding'", () => {
  it('is in the login payload, beside email, password and lang', async () => {
    const api = backend();
    await login({ email: 'a@b.test', password: 'Passw0rd!', lang: 'en' });
    const token = api.calls.find((c) => api.path(c) === '/sso/auth/token/')!;
    expect(JSON.parse(token.body)).toEqual({ email: 'a@b.test', password: 'Passw0rd!', lang: 'en', app: 'onboarding' });
  });
});
