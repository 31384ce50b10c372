import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from '@broker/shared/events';
import { fakeBackend, makeSettings } from '@broker/shared/test-utils';
import { authStore } from './auth-store';
import { saveTokens } from './session';
import { minutesToMs } from './settings';

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  authStore.getState().clear();
});
afterEach(() => vi.useRealTimers());

// issue 24 "tests that could not fail": onboarding §3, §9 — lifetimes come from settings in minutes
describe('token lifetimes: settings minutes → stored milliseconds', () => {
  it.each([
    [15, 900_000],
    [240, 14_400_000],
    [0.5, 30_000],
    [0.05, 3_000], // the sandbox's seconds mode sends fractions of a minute
  ])('%f min → %i ms', (minutes, ms) => expect(minutesToMs(minutes)).toBe(ms));

  it('saveTokens reads the settings with the new token and stores both lifetimes and deadlines in ms', async () => {
    const SETTINGS = 'GET /api/profile/settings/';
    const api = fakeBackend({ [SETTINGS]: makeSettings({ AUTH_ACCESS_TOKEN_TTL: 15, AUTH_REFRESH_TOKEN_TTL: 240 }) });
    const login = vi.fn();
    const off = bus.on('auth:login', login);
    await saveTokens({ access: 'A1', refresh: 'R1', scope: ['client', 'other'] });
    off();

    const [read] = api.to(SETTINGS);
    expect([read?.headers.get('Authorization'), read?.headers.get('Src-App')]).toEqual(['Bearer A1', 'client']);
    expect(localStorage.getItem('access_ttl')).toBe('900000');
    expect(localStorage.getItem('refresh_ttl')).toBe('14400000');
    expect(localStorage.getItem('access_ttl_limit')).toBe(String(NOW + 900_000));
    expect(localStorage.getItem('refresh_ttl_limit')).toBe(String(NOW + 14_400_000));
    expect(login).toHaveBeenCalledWith({ scope: 'client' });
  });
});
