import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { authStore } from '@broker/shared/session';
import { bus } from '@broker/shared/events';
import { configureApi } from '@broker/shared/api';
import { createI18n } from '@broker/shared/i18n';
import { maintenanceStore } from './maintenance-store';
import { SessionRoot } from './session-root';
import { sessionStore } from './session-store';

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

function backend(userAnswer: () => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/profile/settings/')) return new Response(JSON.stringify(SETTINGS), { status: 200 });
    return userAnswer();
  });
  configureApi({
    authBase: 'http://api.test/sso/',
    apiBase: 'http://api.test/api/',
    fetch: fetchMock as unknown as typeof fetch,
  });
}

/** What the routes under the root saw when they first rendered (the cabinet layout needs the user). */
const firstRenders: Array<{ path: string; user: unknown }> = [];

function Where() {
  const { pathname, search } = useLocation();
  firstRenders.push({ path: pathname, user: authStore.getState().user });
  return <p data-testid="where">{pathname + search}</p>;
}

function start(path: string) {
  history.replaceState(null, '', path);
  sessionStore.setState({ phase: 'starting', leavingKey: null }); // as on a fresh page load
  firstRenders.length = 0;
  const router = createBrowserRouter([
    {
      element: <SessionRoot />,
      children: [
        // like the cabinet's index route: a screen rendered for the old URL that navigates on its own
        { path: '/:lang', element: <Navigate to="profile" replace /> },
        {
          path: '*',
          element: (
            <>
              <Where />
              <Outlet />
            </>
          ),
        },
      ],
    },
  ]);
  const client = new QueryClient();
  render(
    <I18nextProvider i18n={createI18n({ lng: 'uk', strictMissing: true })}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return client;
}

const signIn = () =>
  authStore
    .getState()
    .setTokens({ access: 'A', refresh: 'R', scope: ['onboarding'], accessTtlMs: 60_000, refreshTtlMs: 600_000 });
const where = () => screen.findByTestId('where').then((el) => el.textContent);

afterEach(() => {
  authStore.getState().clear();
  maintenanceStore.setState({ texts: {} });
});

describe('SessionRoot', () => {
  it('on start loads the user and applies the redirect rule (resident PART BANKID → questionnaire)', async () => {
    signIn();
    backend(() => new Response(JSON.stringify(USER), { status: 200 }));
    const client = start('/en/profile');
    await vi.waitFor(async () => expect(await where()).toBe('/en/register/form'));
    expect(authStore.getState().user).toMatchObject({ email: 'a@b.c' });
    expect(client.getQueryData(['settings'])).toMatchObject({ AUTH_ACCESS_TOKEN_TTL: 15 });
    // nothing under the root rendered before the user info was there (a cabinet would have bounced to login)
    expect(firstRenders[0]).toMatchObject({ user: expect.objectContaining({ email: 'a@b.c' }) });
  });

  it('the redirect wins over a screen of the start URL that navigates by itself', async () => {
    signIn();
    backend(
      () =>
        new Response(JSON.stringify({ ...USER, is_resident: false, profile_status: 'FULL', check_status: 'REVIEW' }), {
          status: 200,
        }),
    );
    start('/uk');
    await vi.waitFor(async () => expect(await where()).toBe('/uk/register/final'));
    await new Promise((r) => setTimeout(r, 50));
    expect(await where()).toBe('/uk/register/final');
  });

  it('does not redirect away from the login page at start (the login screen clears the session)', async () => {
    signIn();
    backend(() => new Response(JSON.stringify(USER), { status: 200 }));
    start('/uk/login?resetPassword');
    await new Promise((r) => setTimeout(r, 50));
    expect(await where()).toBe('/uk/login?resetPassword');
  });

  it('503 at start → maintenance page with the server texts', async () => {
    signIn();
    backend(() => new Response(JSON.stringify({ TECH_WORKS_BACKEND_TEXT_UA: 'Роботи' }), { status: 503 }));
    start('/uk/accounts');
    await vi.waitFor(async () => expect(await where()).toBe('/uk/server_is_not_available'));
    expect(maintenanceStore.getState().texts.TECH_WORKS_BACKEND_TEXT_UA).toBe('Роботи');
  });

  it('auth:logout → login in the same language, cache cleared', async () => {
    backend(() => new Response('{}', { status: 401 }));
    const client = start('/en/register');
    expect(await where()).toBe('/en/register');
    client.setQueryData(['user', 'info'], USER);
    act(() => bus.emit('auth:logout', { reason: 'unauthorized' }));
    await vi.waitFor(async () => expect(await where()).toBe('/en/login'));
    expect(client.getQueryData(['user', 'info'])).toBeUndefined();
  });

  it('auth:login → user info, then the rule from the login page', async () => {
    backend(
      () =>
        new Response(JSON.stringify({ ...USER, is_resident: false, profile_status: 'FULL', check_status: 'SIGNING' }), {
          status: 200,
        }),
    );
    start('/uk/login');
    expect(await where()).toBe('/uk/login');
    signIn();
    act(() => bus.emit('auth:login', { scope: 'onboarding' }));
    await vi.waitFor(async () => expect(await where()).toBe('/uk/document-sign?status=SIGNING'));
  });

  it('session:recheck → fresh user info, then the rule (a PART user who confirmed shared data)', async () => {
    signIn();
    let status = 'PART';
    backend(
      () =>
        new Response(
          JSON.stringify({
            ...USER,
            is_resident: true,
            register_datasource: 'SHARING',
            profile_status: status,
            check_status: 'INITIAL',
          }),
          { status: 200 },
        ),
    );
    start('/uk/register/check');
    await vi.waitFor(async () => expect(await where()).toBe('/uk/register/check'));
    status = 'FULL';
    act(() => bus.emit('session:recheck', { reason: 'sharing data confirmed' }));
    await vi.waitFor(async () => expect(await where()).toBe('/uk/document-sign?status=INITIAL'));
  });
});
