// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from './testing/harness';

let h: Harness;
beforeEach(async () => {
  h = await harness({ accessTtl: 5, refreshTtl: 60, ttlUnit: 'seconds' });
});
afterEach(() => h.close());

describe('tokens', () => {
  it('logs in and reads user info with Bearer + Src-App', async () => {
    const { access } = await h.login('cabinet@sandbox.test');
    const r = await h.call('GET', '/api/auth/userinfo/', { token: access });
    expect(r.status).toBe(200);
    expect(r.body.email).toBe('cabinet@sandbox.test');
  });

  it('401 without a token, with a wrong Src-App and after the access token expired', async () => {
    const { access } = await h.login('cabinet@sandbox.test');
    expect((await h.call('GET', '/api/auth/userinfo/')).status).toBe(401);
    const wrongScope = await h.call('GET', '/api/auth/userinfo/', {
      headers: { authorization: `Bearer ${access}`, 'src-app': 'other' },
    });
    expect(wrongScope.status).toBe(401);
    h.clock.advance(5_000);
    expect((await h.call('GET', '/api/auth/userinfo/', { token: access })).status).toBe(401);
  });

  it('rotates refresh tokens: a used refresh token is rejected and calls are counted', async () => {
    const { refresh } = await h.login('cabinet@sandbox.test');
    const first = await h.call('POST', '/sso/auth/token/refresh/', { body: { refresh } });
    expect(first.status).toBe(200);
    expect(first.body.refresh).not.toBe(refresh);
    expect((await h.call('POST', '/sso/auth/token/refresh/', { body: { refresh } })).status).toBe(401);
    expect((await h.call('GET', '/api/auth/userinfo/', { token: first.body.access })).status).toBe(200);
    expect((await h.call('GET', '/__sandbox/stats')).body.refreshCalls).toBe(2);
  });

  it('refresh tokens expire', async () => {
    const { refresh } = await h.login('cabinet@sandbox.test');
    h.clock.advance(60_000);
    expect((await h.call('POST', '/sso/auth/token/refresh/', { body: { refresh } })).status).toBe(401);
  });

  it('settings report the lifetimes in minutes (fractional in seconds mode)', async () => {
    const r = await h.call('GET', '/api/profile/settings/');
    expect(r.body.AUTH_ACCESS_TOKEN_TTL).toBeCloseTo(5 / 60);
    expect(r.body.AUTH_REFRESH_TOKEN_TTL).toBe(1);
  });

  it('wrong credentials: IncorrectPassword and UserNotFound', async () => {
    const wrong = await h.call('POST', '/sso/auth/token/', {
      body: { email: 'cabinet@sandbox.test', password: 'Nope1234!' },
    });
    expect([wrong.status, wrong.body._error_code]).toEqual([400, 'IncorrectPassword']);
    const none = await h.call('POST', '/sso/auth/token/', {
      body: { email: 'nobody@sandbox.test', password: 'Nope1234!' },
    });
    expect(none.body._error_code).toBe('UserNotFound');
  });
});
