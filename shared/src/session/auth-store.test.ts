import { describe, expect, it } from 'vitest';
import { makeUser } from '@broker/shared/test-utils';
import { authStore, isAccessExpired, isRefreshExpired, readTokens, syncAcrossTabs, TOKEN_KEYS } from './auth-store';

const login = (now = 1_000) =>
  authStore.getState().setTokens({
    access: 'a1',
    refresh: 'r1',
    scope: ['client', 'other'],
    accessTtlMs: 60_000,
    refreshTtlMs: 600_000,
    now,
  });

describe('auth store persistence', () => {
  it('stores every spec key separately in localStorage, scope as the first element', () => {
    login();
    expect(localStorage.getItem('access_token')).toBe('a1');
    expect(localStorage.getItem('refresh_token')).toBe('r1');
    expect(localStorage.getItem('access_ttl')).toBe('60000');
    expect(localStorage.getItem('refresh_ttl')).toBe('600000');
    expect(localStorage.getItem('access_ttl_limit')).toBe('61000');
    expect(localStorage.getItem('refresh_ttl_limit')).toBe('601000');
    expect(localStorage.getItem('scope')).toBe('client');
    expect(readTokens()).toEqual(authStore.getState().tokens);
  });

  it('rotates tokens keeping lifetimes and moving the limits', () => {
    login(0);
    authStore.getState().rotateTokens({ access: 'a2', refresh: 'r2', now: 5_000 });
    expect(readTokens()).toMatchObject({
      access_token: 'a2',
      refresh_token: 'r2',
      access_ttl_limit: 65_000,
      refresh_ttl_limit: 605_000,
    });
  });

  it('clear() removes all keys and the user', () => {
    login();
    authStore.getState().setUser(makeUser({ first_name: 'Ivan' }));
    authStore.getState().clear();
    for (const key of TOKEN_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(authStore.getState()).toMatchObject({ tokens: null, user: null });
  });

  it('knows when tokens expire', () => {
    login(0);
    const t = authStore.getState().tokens;
    expect(isAccessExpired(t, 59_999)).toBe(false);
    expect(isAccessExpired(t, 60_000)).toBe(true);
    expect(isRefreshExpired(t, 599_999)).toBe(false);
    expect(isRefreshExpired(null)).toBe(true);
  });

  it('follows another tab: a logout there clears this tab too', () => {
    login();
    authStore.getState().setUser(makeUser({ first_name: 'Ivan' }));
    const stop = syncAcrossTabs(window);
    for (const key of TOKEN_KEYS) localStorage.removeItem(key); // what the other tab did
    window.dispatchEvent(new StorageEvent('storage', { key: 'access_token' }));
    expect(authStore.getState()).toMatchObject({ tokens: null, user: null });
    stop();
  });
});
