import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { authStore } from '@broker/shared/session';
import { configureApi } from '@broker/shared/api';
import { loadSession, loadSessionEarly } from './load-session';

/**
 * A stored session's requests start with the app (bootstrap.tsx), before its first render mounts the
 * session root; the root's loadSession then uses them instead of asking again.
 */
const USER = {
  first_name: null,
  last_name: null,
  email: 'a@b.c',
  is_resident: true,
  register_datasource: 'BANKID',
  profile_status: 'PART',
  check_status: 'INITIAL',
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
const SETTINGS = {
  AUTH_ACCESS_TOKEN_TTL: 15,
  AUTH_REFRESH_TOKEN_TTL: 240,
  BLOCK_NONRESIDENT: false,
  MAX_ACCOUNTS_COUNT: 5,
  MAX_IBAN_CARDS_COUNT: 3,
  DELAY_BEFORE_SHARING_REDIRECT: 3,
  RESIDENT_IMAGE_EXTENSIONS: ['jpg'],
  NONRESIDENT_IMAGE_EXTENSIONS: ['jpg'],
  STARTUP_TEXT_UA: null,
  STARTUP_TEXT_EN: null,
  STARTUP_BUTTON_TEXT_UA: null,
  STARTUP_BUTTON_TEXT_EN: null,
};

/** The API as a fetch that counts what it was asked for. */
function backend(): { asked: string[] } {
  const asked: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    asked.push(new URL(url).pathname);
    const body = url.endsWith('/profile/settings/') ? SETTINGS : USER;
    return new Response(JSON.stringify(body), { status: 200 });
  });
  configureApi({
    authBase: 'http://api.test/sso/',
    apiBase: 'http://api.test/api/',
    fetch: fetchMock as unknown as typeof fetch,
  });
  return { asked };
}

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
    const { asked } = backend();
    const client = new QueryClient();
    loadSessionEarly(client);
    // asked before anything renders or calls loadSession
    await vi.waitFor(() => expect(asked.sort()).toEqual(['/api/auth/userinfo/', '/api/profile/settings/']));
    await expect(loadSession(client)).resolves.toMatchObject({ kind: 'ok', user: { email: 'a@b.c' } });
    expect(asked).toHaveLength(2);
    // the next load (a sign-in, a recheck) asks again: only the start-up's answer is reused
    await loadSession(client);
    expect(asked.filter((p) => p.endsWith('/userinfo/'))).toHaveLength(2);
  });

  it('asks for nothing without a stored session, or on the login page (which clears the session)', async () => {
    const { asked } = backend();
    history.replaceState(null, '', '/uk/profile');
    loadSessionEarly(new QueryClient());
    signIn();
    history.replaceState(null, '', '/uk/login');
    loadSessionEarly(new QueryClient());
    await new Promise((r) => setTimeout(r, 50)); // the requests would have gone by now
    expect(asked).toEqual([]);
  });
});
