import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fakeBackend, held, makeSettings, makeUser, sequence, type Route } from '@broker/shared/test-utils';
import { authStore } from '@broker/shared/session';
import { renderScreen } from '../../test/render-screen';
import { LoginScreen } from './login-screen';

vi.mock('@broker/shared/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), toastError: vi.fn() }));

const TOKEN = 'POST /sso/auth/token/';
const TOKENS = { access: 'a', refresh: 'r', scope: ['onboarding'] };
/** The auth base's token call answering `token`, and the settings that storing the tokens reads. */
const serve = (token: Route) =>
  fakeBackend({ [TOKEN]: token, 'GET /api/profile/settings/': makeSettings(), 'GET /api/auth/userinfo/': makeUser() });
/** A login call that fails the way the server would. */
const failWith = (body: Record<string, unknown>) => failure(400, body);

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, password = 'secret') {
  await user.type(screen.getByLabelText('Електронна пошта'), 'olena@sandbox.test');
  await user.type(screen.getByLabelText('Пароль'), password);
  await waitFor(() => expect(screen.getByTestId('login-submit')).toBeEnabled());
  await user.keyboard('{Enter}'); // Enter submits
}

describe('LoginScreen', () => {
  // issue 24 item 5: a visitor without an account finds the sales contact beside "register"
  it.each([
    ['uk', 'Напишіть відділу продажів'],
    ['en', 'Write to our sales team'],
  ] as const)('shows the sales contact (%s)', (lang, text) => {
    renderScreen(<LoginScreen />, { path: `/${lang}/login`, lang });
    expect(screen.getByTestId('sales-contact')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'sales@bonds.example.com' })).toHaveAttribute(
      'href',
      'mailto:sales@bonds.example.com',
    );
  });

  it('opening the page clears stored tokens and user info', () => {
    authStore
      .getState()
      .setTokens({ access: 'a', refresh: 'r', scope: ['onboarding'], accessTtlMs: 60_000, refreshTtlMs: 120_000 });
    authStore.getState().setUser(makeUser({ is_resident: true }));
    renderScreen(<LoginScreen />, { path: '/uk/login' });
    expect(authStore.getState().tokens).toBeNull();
    expect(authStore.getState().user).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('the button waits for a valid form; success does not navigate (the shell does)', async () => {
    const api = serve(TOKENS);
    const user = userEvent.setup();
    renderScreen(<LoginScreen />, { path: '/uk/login' });
    expect(screen.getByTestId('login-submit')).toBeDisabled();
    await fillAndSubmit(user);
    await waitFor(() => expect(authStore.getState().tokens?.access_token).toBe('a'));
    expect(api.to(TOKEN).map((c) => c.data)).toEqual([
      { email: 'olena@sandbox.test', password: 'secret', lang: 'uk', app: 'onboarding' },
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent('/uk/login');
  });

  it.each(['IncorrectPassword', 'UserNotFound'])('%s → "wrong login or password"', async (code) => {
    serve(failWith({ _error_code: code, detail: 'whatever the server says' }));
    const user = userEvent.setup();
    renderScreen(<LoginScreen />, { path: '/uk/login' });
    await fillAndSubmit(user);
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Невірний логін або пароль');
  });

  it('NonResidentNotAllowed opens the non-resident modal', async () => {
    serve(failWith({ _error_code: 'NonResidentNotAllowed' }));
    const user = userEvent.setup();
    renderScreen(<LoginScreen />, { path: '/uk/login' });
    await fillAndSubmit(user);
    expect(await screen.findByTestId('non-resident-modal')).toBeInTheDocument();
  });

  it('a detail is translated when known and shown as written otherwise', async () => {
    serve(
      sequence(
        failWith({ detail: 'No active account found with the given credentials' }),
        failWith({ detail: 'Service says hi' }),
      ),
    );
    const user = userEvent.setup();
    renderScreen(<LoginScreen />, { path: '/uk/login' });
    await fillAndSubmit(user);
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Активного акаунта з такими даними не знайдено');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByTestId('login-error')).toHaveTextContent('Service says hi'));
  });

  it('a double click sends one request', async () => {
    const answer = held(TOKENS);
    const api = serve(answer.route);
    const user = userEvent.setup();
    renderScreen(<LoginScreen />, { path: '/uk/login' });
    await user.type(screen.getByLabelText('Електронна пошта'), 'olena@sandbox.test');
    await user.type(screen.getByLabelText('Пароль'), 'secret');
    await waitFor(() => expect(screen.getByTestId('login-submit')).toBeEnabled());
    await user.dblClick(screen.getByTestId('login-submit'));
    await waitFor(() => expect(answer.waiting).toBe(1));
    await act(async () => answer.release());
    await waitFor(() => expect(authStore.getState().tokens?.access_token).toBe('a'));
    expect(api.to(TOKEN)).toHaveLength(1);
  });

  it('?resetPassword&email opens the reset flow with the email filled in', async () => {
    renderScreen(<LoginScreen />, { path: '/en/login?resetPassword&email=olena%40sandbox.test' });
    const modal = await screen.findByTestId('forgot-modal');
    expect(modal).toHaveTextContent('Password recovery');
    expect(screen.getByDisplayValue('olena@sandbox.test')).toBeInTheDocument();
  });
});
