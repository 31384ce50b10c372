import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@broker/shared/session';
import { bus } from '@broker/shared/events';
import { fetchUserInfo } from './user-info';
import { isApiError } from '@broker/shared/api';
import { refreshSession } from './refresh';
import { fakeBackend, json, USER, type SeenCall } from '@broker/shared/test-utils';

/** Tokens whose access part expired a second ago (refresh still good unless told otherwise). */
function expiredSession(refreshLeftMs = 600_000) {
  const now = Date.now();
  authStore.getState().setTokens({
    access: 'OLD',
    refresh: 'R1',
    scope: ['client'],
    accessTtlMs: 60_000,
    refreshTtlMs: 600_000,
    now: now - 61_000,
  });
  const t = authStore.getState().tokens!;
  authStore.setState({ tokens: { ...t, refresh_ttl_limit: now + refreshLeftMs } });
  localStorage.setItem('refresh_ttl_limit', String(now + refreshLeftMs));
}

/** The sandbox's behaviour: a refresh token works once and rotates; calls need the newest access token. */
function rotatingBackend() {
  let n = 1;
  let valid = 'R1';
  return fakeBackend(async (call: SeenCall) => {
    if (call.url.endsWith('/sso/auth/token/refresh/')) {
      await new Promise((r) => setTimeout(r, 20)); // a real round trip, so the calls overlap
      if (JSON.parse(call.body).refresh !== valid) return json({ detail: 'spent' }, 401);
      n += 1;
      valid = `R${n}`;
      return json({ access: `A${n}`, refresh: valid });
    }
    return call.headers.get('Authorization') === `Bearer A${n}` ? json(USER) : json({ detail: 'bad token' }, 401);
  });
}

/** navigator.locks as a browser gives it: one holder, `ifAvailable` answers null when busy. */
class FakeLocks {
  asked: object[] = [];
  private busy: Promise<void> | null = null;
  hold(): () => void {
    let release!: () => void;
    this.busy = new Promise<void>((r) => (release = r)).then(() => {
      this.busy = null;
    });
    return release;
  }
  async request(
    _name: string,
    opts: { ifAvailable?: boolean },
    fn: (lock: object | null) => unknown,
  ): Promise<unknown> {
    this.asked.push(opts);
    if (opts.ifAvailable && this.busy) return fn(null);
    while (this.busy) await this.busy;
    const release = this.hold();
    try {
      return await fn({});
    } finally {
      release();
    }
  }
}

const refreshCalls = (calls: SeenCall[]) => calls.filter((c) => c.url.endsWith('/auth/token/refresh/'));

afterEach(() => {
  authStore.getState().clear();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('token refresh', () => {
  it('20 parallel calls with an expired access token → exactly one refresh, all succeed', async () => {
    history.replaceState(null, '', '/uk/profile');
    expiredSession();
    const api = rotatingBackend();
    const results = await Promise.all(Array.from({ length: 20 }, () => fetchUserInfo()));
    expect(results).toHaveLength(20);
    expect(refreshCalls(api.calls)).toHaveLength(1);
    // the refresh ran BEFORE the calls: none of them went out with the old token
    expect(api.calls.filter((c) => c.headers.get('Authorization') === 'Bearer OLD')).toHaveLength(0);
    expect(authStore.getState().tokens).toMatchObject({ access_token: 'A2', refresh_token: 'R2' });
    expect(localStorage.getItem('access_token')).toBe('A2');
    expect(authStore.getState().tokens!.access_ttl_limit).toBeGreaterThan(Date.now());
  });

  it('an expired refresh token clears the session and emits auth:logout {expired} without calling', async () => {
    history.replaceState(null, '', '/uk/accounts');
    expiredSession(-1);
    const api = rotatingBackend();
    const seen = vi.fn();
    const off = bus.on('auth:logout', seen);
    const err = await fetchUserInfo().catch((e: unknown) => e);
    off();
    expect(isApiError(err) && err.kind).toBe('session');
    expect(api.calls).toHaveLength(0);
    expect(seen).toHaveBeenCalledWith({ reason: 'expired' });
    expect(authStore.getState().tokens).toBeNull();
  });

  it('a rejected refresh clears the session and emits auth:logout once for many waiting calls', async () => {
    history.replaceState(null, '', '/uk/messages');
    expiredSession();
    const api = fakeBackend(() => json({ detail: 'Token is invalid or expired', code: 'token_not_valid' }, 401));
    const seen = vi.fn();
    const off = bus.on('auth:logout', seen);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => fetchUserInfo()));
    off();
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(refreshCalls(api.calls)).toHaveLength(1);
    expect(seen).toHaveBeenCalledOnce();
    expect(authStore.getState().tokens).toBeNull();
  });

  it('a refresh without an answer keeps the session (offline is not a logout)', async () => {
    expiredSession();
    fakeBackend(() => Promise.reject(new TypeError('Failed to fetch')));
    const err = await fetchUserInfo().catch((e: unknown) => e);
    expect(isApiError(err) && err.isNetwork).toBe(true);
    expect(authStore.getState().tokens?.refresh_token).toBe('R1');
  });

  it('across tabs: a tab that waited for the lock adopts the tokens the other tab stored, even if they arrive late', async () => {
    expiredSession();
    // the backend after the other tab's refresh: A2 is the valid access token, R1 is spent
    const api = fakeBackend((call) =>
      call.headers.get('Authorization') === 'Bearer A2' ? json(USER) : json({ detail: 'no' }, 401),
    );
    const locks = new FakeLocks();
    vi.stubGlobal('navigator', { ...navigator, locks });
    const release = locks.hold(); // the other tab is refreshing
    const pending = fetchUserInfo();
    await new Promise((r) => setTimeout(r, 20));
    release();
    // its localStorage writes reach this tab only after the lock was granted here (Chromium does that)
    await new Promise((r) => setTimeout(r, 100));
    localStorage.setItem('access_token', 'A2');
    await new Promise((r) => setTimeout(r, 60)); // key by key: a half-written session must not be used
    localStorage.setItem('refresh_token', 'R2');
    localStorage.setItem('access_ttl_limit', String(Date.now() + 60_000));
    await expect(pending).resolves.toMatchObject({ email: USER.email });
    expect(locks.asked).toEqual([{ mode: 'exclusive', ifAvailable: true }, { mode: 'exclusive' }]);
    expect(refreshCalls(api.calls)).toHaveLength(0);
    expect(api.calls[0]!.headers.get('Authorization')).toBe('Bearer A2');
    expect(authStore.getState().tokens).toMatchObject({ access_token: 'A2', refresh_token: 'R2' });
  });

  it('across tabs: with the lock free, the tab refreshes at once with the stored refresh token', async () => {
    expiredSession();
    const api = rotatingBackend();
    const locks = new FakeLocks();
    vi.stubGlobal('navigator', { ...navigator, locks });
    await Promise.all([fetchUserInfo(), fetchUserInfo(), fetchUserInfo()]);
    expect(locks.asked).toEqual([{ mode: 'exclusive', ifAvailable: true }]);
    expect(refreshCalls(api.calls)).toHaveLength(1);
    expect(JSON.parse(refreshCalls(api.calls)[0]!.body)).toEqual({ refresh: 'R1' });
  });

  it('a token the server rejected (websocket 4001) is refreshed even while locally unexpired', async () => {
    authStore
      .getState()
      .setTokens({ access: 'A1', refresh: 'R1', scope: ['client'], accessTtlMs: 60_000, refreshTtlMs: 600_000 });
    const api = rotatingBackend();
    const tokens = await refreshSession('A1');
    expect(refreshCalls(api.calls)).toHaveLength(1);
    expect(tokens?.access_token).toBe('A2');
  });
});
