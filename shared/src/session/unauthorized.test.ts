import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { authStore, fetchUserInfo } from '@broker/shared/session';
import { bus } from '@broker/shared/events';
import { resolveAreas, setAreas } from '@broker/shared/routes';
import { isApiError, sendJson, uploadFile, getBlob } from '@broker/shared/api';
import { fakeBackend, json, USER, type SeenCall } from '@broker/shared/test-utils';

/**
 * A 401 on an authorised call (clock skew, a server-side revocation, the sandbox's expire-tokens) is
 * not a logout: the same single-flight refresh runs, the call is repeated once with the new token.
 * Only a failed refresh ends the session (not on the §8 whitelisted pages); never a loop.
 */

/** Tokens that look valid here (lifetimes left) but that the server may reject. */
const signIn = () =>
  authStore
    .getState()
    .setTokens({ access: 'A1', refresh: 'R1', scope: ['client'], accessTtlMs: 60_000, refreshTtlMs: 600_000 });

const isRefresh = (c: SeenCall) => c.url.endsWith('/sso/auth/token/refresh/');
const refreshes = (calls: SeenCall[]) => calls.filter(isRefresh);
const userinfo = (calls: SeenCall[]) => calls.filter((c) => c.url.endsWith('/api/auth/userinfo/'));

/** The server revoked A1 (or its clock is ahead): only tokens it issued after the refresh are good. */
function revokingBackend(opts: { refresh?: 'ok' | 'rejected'; newTokenRejected?: boolean } = {}) {
  let n = 1;
  return fakeBackend(async (call) => {
    if (isRefresh(call)) {
      await new Promise((r) => setTimeout(r, 20));
      if (opts.refresh === 'rejected' || JSON.parse(call.body).refresh !== `R${n}`)
        return json({ detail: 'Token is invalid or expired', code: 'token_not_valid' }, 401);
      n += 1;
      return json({ access: `A${n}`, refresh: `R${n}` });
    }
    const ok = n > 1 && !opts.newTokenRejected && call.headers.get('Authorization') === `Bearer A${n}`;
    return ok
      ? json(call.method === 'POST' ? { echo: JSON.parse(call.body) } : USER)
      : json({ detail: 'Given token not valid', code: 'token_not_valid' }, 401);
  });
}

function logouts() {
  const seen = vi.fn();
  const off = bus.on('auth:logout', seen);
  return { seen, off };
}

afterEach(() => {
  setAreas(resolveAreas({}).areas);
  authStore.getState().clear();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('401 on an authorised call → one refresh, one retry', () => {
  it('a token the server rejects although it is locally valid: refreshed, the call repeated, the session kept', async () => {
    history.replaceState(null, '', '/uk/profile');
    signIn();
    const api = revokingBackend();
    const { seen, off } = logouts();
    await expect(fetchUserInfo()).resolves.toMatchObject({ email: USER.email });
    off();
    expect(seen).not.toHaveBeenCalled();
    expect(refreshes(api.calls)).toHaveLength(1);
    expect(userinfo(api.calls).map((c) => c.headers.get('Authorization'))).toEqual(['Bearer A1', 'Bearer A2']);
    expect(authStore.getState().tokens).toMatchObject({ access_token: 'A2', refresh_token: 'R2' });
  });

  it('20 parallel calls rejected at once: exactly one refresh, each call repeated once, all succeed', async () => {
    history.replaceState(null, '', '/uk/accounts');
    signIn();
    const api = revokingBackend();
    const results = await Promise.all(Array.from({ length: 20 }, () => fetchUserInfo()));
    expect(results).toHaveLength(20);
    expect(refreshes(api.calls)).toHaveLength(1);
    expect(userinfo(api.calls)).toHaveLength(40);
  });

  it('a POST is repeated with the same body and the new token', async () => {
    history.replaceState(null, '', '/uk/profile');
    signIn();
    const api = revokingBackend();
    const out = await sendJson(
      'api',
      'post',
      'cabinet/requests',
      { date: '2026-01-01', n: [1, 2] },
      z.object({ echo: z.unknown() }),
    );
    expect(out.echo).toEqual({ date: '2026-01-01', n: [1, 2] });
    const posts = api.calls.filter((c) => c.method === 'POST' && !isRefresh(c));
    expect(posts.map((c) => [c.headers.get('Authorization'), c.body])).toEqual([
      ['Bearer A1', '{"date":"2026-01-01","n":[1,2]}'],
      ['Bearer A2', '{"date":"2026-01-01","n":[1,2]}'],
    ]);
  });

  it('a download is repeated too', async () => {
    history.replaceState(null, '', '/uk/documents');
    signIn();
    let n = 0;
    fakeBackend(async (call) => {
      if (isRefresh(call)) return json({ access: 'A2', refresh: 'R2' });
      n++;
      return call.headers.get('Authorization') === 'Bearer A2'
        ? new Response('PDF', { headers: { 'Content-Type': 'application/pdf' } })
        : json({}, 401);
    });
    const file = await getBlob('api', 'cabinet/documents/x/pdf');
    expect(await file.blob.text()).toBe('PDF');
    expect(n).toBe(2);
  });

  it('another tab already refreshed: its tokens are adopted, no second refresh', async () => {
    history.replaceState(null, '', '/uk/profile');
    signIn();
    // the other tab rotated A1/R1 into A2/R2 and stored them; this tab still sent A1
    const api = fakeBackend(async (call) =>
      call.headers.get('Authorization') === 'Bearer A2' ? json(USER) : json({}, 401),
    );
    localStorage.setItem('access_token', 'A2');
    localStorage.setItem('refresh_token', 'R2');
    localStorage.setItem('access_ttl_limit', String(Date.now() + 60_000));
    await expect(fetchUserInfo()).resolves.toMatchObject({ email: USER.email });
    expect(refreshes(api.calls)).toHaveLength(0);
    expect(authStore.getState().tokens?.access_token).toBe('A2');
  });
});

describe('across tabs', () => {
  it('the refresh is refused because another tab rotated a moment ago: its tokens are adopted, no logout', async () => {
    history.replaceState(null, '', '/uk/profile');
    signIn();
    // the other tab spent R1 first; its new tokens reach this tab's localStorage only after our refresh failed
    const api = fakeBackend(async (call) => {
      if (isRefresh(call)) {
        setTimeout(() => {
          localStorage.setItem('access_token', 'A2');
          localStorage.setItem('refresh_token', 'R2');
          localStorage.setItem('access_ttl_limit', String(Date.now() + 60_000));
        }, 100);
        return json({ detail: 'Token is invalid or expired' }, 401);
      }
      return call.headers.get('Authorization') === 'Bearer A2' ? json(USER) : json({}, 401);
    });
    const { seen, off } = logouts();
    await expect(fetchUserInfo()).resolves.toMatchObject({ email: USER.email });
    off();
    expect(seen).not.toHaveBeenCalled();
    expect(refreshes(api.calls)).toHaveLength(1);
    expect(authStore.getState().tokens).toMatchObject({ access_token: 'A2', refresh_token: 'R2' });
  });
});

describe('what ends the session, and no loops', () => {
  it('the refresh is refused: the session ends once (auth:logout), the call fails with 401, no retry', async () => {
    history.replaceState(null, '', '/uk/profile');
    signIn();
    const api = revokingBackend({ refresh: 'rejected' });
    const { seen, off } = logouts();
    const results = await Promise.allSettled([fetchUserInfo(), fetchUserInfo(), fetchUserInfo()]);
    off();
    expect(results.every((r) => r.status === 'rejected' && isApiError(r.reason) && r.reason.status === 401)).toBe(true);
    expect(refreshes(api.calls)).toHaveLength(1);
    expect(userinfo(api.calls)).toHaveLength(3);
    expect(seen).toHaveBeenCalledOnce();
    expect(authStore.getState().tokens).toBeNull();
  });

  it('the repeated call is rejected too: no second refresh, no third call, the session ends', async () => {
    history.replaceState(null, '', '/uk/profile');
    signIn();
    const api = revokingBackend({ newTokenRejected: true });
    const { seen, off } = logouts();
    const err = await fetchUserInfo().catch((e: unknown) => e);
    off();
    expect(isApiError(err) && err.status).toBe(401);
    expect(refreshes(api.calls)).toHaveLength(1);
    expect(userinfo(api.calls)).toHaveLength(2);
    expect(seen).toHaveBeenCalledWith({ reason: 'unauthorized' });
  });

  it('signed out: a 401 off the whitelisted pages goes to login (§8), nothing is refreshed', async () => {
    history.replaceState(null, '', '/uk/profile');
    const api = fakeBackend(() => json({ detail: 'no' }, 401));
    const { seen, off } = logouts();
    await fetchUserInfo().catch(() => undefined);
    off();
    expect(refreshes(api.calls)).toHaveLength(0);
    expect(api.calls).toHaveLength(1);
    expect(seen).toHaveBeenCalledWith({ reason: 'unauthorized' });
  });

  it.each(['/uk/login', '/uk/register/final', '/en/document-sign/sharing/success'])(
    'whitelisted %s: refreshed and repeated; a refused refresh does not send the user away',
    async (page) => {
      history.replaceState(null, '', page);
      signIn();
      revokingBackend();
      await expect(fetchUserInfo()).resolves.toMatchObject({ email: USER.email });
      signIn();
      const api = revokingBackend({ refresh: 'rejected' });
      const { seen, off } = logouts();
      await fetchUserInfo().catch(() => undefined);
      off();
      expect(seen).not.toHaveBeenCalled();
      expect(refreshes(api.calls)).toHaveLength(1);
      expect(userinfo(api.calls)).toHaveLength(1);
    },
  );

  it.each([
    ['/uk/offers/bonds', false],
    ['/en/register/extra-page', false],
    ['/uk/funds/reports', true],
  ])(
    'a page of a registry area (%s): a refused refresh ends the session only in a cabinet area',
    async (page, ends) => {
      setAreas([
        ...resolveAreas({}).areas,
        { owner: 'mfe-offers', prefix: 'offers', cabinet: false },
        { owner: 'mfe-funds', prefix: 'funds', cabinet: true },
      ]);
      history.replaceState(null, '', page);
      signIn();
      revokingBackend({ refresh: 'rejected' });
      const { seen, off } = logouts();
      await fetchUserInfo().catch(() => undefined);
      off();
      expect(seen.mock.calls.length > 0).toBe(ends);
    },
  );
});

/** Just enough XMLHttpRequest: answers each send with the next status from the script. */
function scriptedXhr(answers: Array<[number, unknown]>) {
  const sent: Array<{ auth: string | undefined; doc: string }> = [];
  class Xhr {
    status = 0;
    responseText = '';
    headers: Record<string, string> = {};
    withCredentials = false;
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader(k: string, v: string) {
      this.headers[k] = v;
    }
    send(body: FormData) {
      sent.push({ auth: this.headers.Authorization, doc: (body.get('doc') as File).name });
      const [status, answer] = answers.shift() ?? [500, {}];
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(answer);
        this.onload?.();
      }, 0);
    }
    abort() {}
  }
  vi.stubGlobal('XMLHttpRequest', Xhr);
  return sent;
}

describe('uploads (XMLHttpRequest) follow the same rule', () => {
  it('401 → one refresh → the file is sent once more with the new token', async () => {
    history.replaceState(null, '', '/uk/register/form');
    signIn();
    const api = fakeBackend(async (call) => (isRefresh(call) ? json({ access: 'A2', refresh: 'R2' }) : json({}, 404)));
    const sent = scriptedXhr([
      [401, { detail: 'no' }],
      [201, { id: 7 }],
    ]);
    const out = await uploadFile('profile/upload', new File(['x'], 'scan.png'), z.object({ id: z.number() }));
    expect(out).toEqual({ id: 7 });
    expect(sent).toEqual([
      { auth: 'Bearer A1', doc: 'scan.png' },
      { auth: 'Bearer A2', doc: 'scan.png' },
    ]);
    expect(refreshes(api.calls)).toHaveLength(1);
  });

  it('401 again after the refresh: not sent a third time, the session ends', async () => {
    history.replaceState(null, '', '/uk/accounts');
    signIn();
    const api = fakeBackend(async (call) => (isRefresh(call) ? json({ access: 'A2', refresh: 'R2' }) : json({}, 404)));
    const sent = scriptedXhr([
      [401, {}],
      [401, {}],
      [201, { id: 1 }],
    ]);
    const { seen, off } = logouts();
    const err = await uploadFile('profile/upload', new File(['x'], 'scan.png'), z.object({ id: z.number() })).catch(
      (e: unknown) => e,
    );
    off();
    expect(isApiError(err) && err.status).toBe(401);
    expect(sent).toHaveLength(2);
    expect(refreshes(api.calls)).toHaveLength(1);
    expect(seen).toHaveBeenCalledOnce();
  });
});
