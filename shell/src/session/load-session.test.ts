import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { authStore } from '@broker/shared/session';
import { fakeBackend, makeSettings, makeUser } from '@broker/shared/test-utils';
import { loadSession, loadSessionEarly } from './load-session';

/**
 * A stored session's requests start with the app (bootstrap.tsx), before its first render mounts the
 * session root; the root's loadSession then uses them instead of asking again.
 */
/** The API: the sandbox's settings and a user; `calls` is what it was asked for. */
const backend = () =>
  fakeBackend({
    'GET /api/profile/settings/': makeSettings(),
    'GET /api/auth/userinfo/': makeUser({ email: 'a@b.c' }),
  });
const asked = (api: ReturnType<typeof backend>) => api.calls.map(api.path);

const signIn = () =>
  authStore
    .getState()
    .setTokens({ access: 'A', refresh: 'R', scope: ['onboarding'], accessTtlMs: 60_000, refreshTtlMs: 600_000 });

afterEach(() => {
  authStore.getState().clear();
  history.replaceState(null, '', '/');
});

describe('loadSessionEarly', () => {
  it('starts settings and user info at once; the session root then uses them: one request each', async () => {
    history.replaceState(null, '', '/uk/profile');
    signIn();
    const api = backend();
    const client = new QueryClient();
    loadSessionEarly(client);
    // asked before anything renders or calls loadSession
    await vi.waitFor(() => expect(asked(api).sort()).toEqual(['/api/auth/userinfo/', '/api/profile/settings/']));
    await expect(loadSession(client)).resolves.toMatchObject({ kind: 'ok', user: { email: 'a@b.c' } });
    expect(asked(api)).toHaveLength(2);
    // the next load (a sign-in, a recheck) asks again: only the start-up's answer is reused
    await loadSession(client);
    expect(asked(api).filter((p) => p.endsWith('/userinfo/'))).toHaveLength(2);
  });

  it('asks for nothing without a stored session, or on the login page (which clears the session)', async () => {
    const api = backend();
    history.replaceState(null, '', '/uk/profile');
    loadSessionEarly(new QueryClient());
    signIn();
    history.replaceState(null, '', '/uk/login');
    loadSessionEarly(new QueryClient());
    await new Promise((r) => setTimeout(r, 50)); // the requests would have gone by now
    expect(asked(api)).toEqual([]);
  });
});
