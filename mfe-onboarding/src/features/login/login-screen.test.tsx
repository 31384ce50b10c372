import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@broker/shared/test-utils';
import { authStore, login } from '@broker/shared/session';
import { ApiError } from '@broker/shared/api';
import { renderScreen } from '../../test/render-screen';
import { LoginScreen } from './login-screen';

vi.mock('@broker/shared/session', async (importOriginal) => ({ ...(await importOriginal<object>()), login: vi.fn() }));
vi.mock('@broker/shared/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), toastError: vi.fn() }));

/** A login call that fails the way the server would (the error is made when the call happens). */
const failWith = (body: Record<string, unknown>) => async () => {
  throw new ApiError({ kind: 'http', status: 400, body });
};

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
    const impl = vi.fn(async () => undefined);
    vi.mocked(login).mockImplementation(impl);
    const user = userEvent.setup();
    renderScreen(<LoginScreen />, { path: '/uk/login' });
    expect(screen.getByTestId('login-submit')).toBeDisabled();
    await fillAndSubmit(user);
    expect(impl).toHaveBeenCalledWith({ email: 'olena@sandbox.test', password: 'secret', lang: 'uk' });
    expect(screen.getByTestId('location')).toHaveTextContent('/uk/login');
  });

  it.each(['IncorrectPassword', 'UserNotFound'])('%s → "wrong login or password"', async (code) => {
    vi.mocked(login).mockImplementation(failWith({ _error_code: code, detail: 'whatever the server says' }));
    const user = userEvent.setup();
    renderScreen(<LoginScreen />, { path: '/uk/login' });
    await fillAndSubmit(user);
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Невірний логін або пароль');
  });

  it('NonResidentNotAllowed opens the non-resident modal', async () => {
    vi.mocked(login).mockImplementation(failWith({ _error_code: 'NonResidentNotAllowed' }));
    const user = userEvent.setup();
    renderScreen(<LoginScreen />, { path: '/uk/login' });
    await fillAndSubmit(user);
    expect(await screen.findByTestId('non-resident-modal')).toBeInTheDocument();
  });

  it('a detail is translated when known and shown as written otherwise', async () => {
    vi.mocked(login)
      .mockImplementationOnce(failWith({ detail: 'No active account found with the given credentials' }))
      .mockImplementationOnce(failWith({ detail: 'Service says hi' }));
    const user = userEvent.setup();
    renderScreen(<LoginScreen />, { path: '/uk/login' });
    await fillAndSubmit(user);
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Активного акаунта з такими даними не знайдено');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByTestId('login-error')).toHaveTextContent('Service says hi'));
  });

  it('a double click sends one request', async () => {
    let release!: () => void;
    const impl = vi.fn(() => new Promise<void>((r) => (release = r)));
    vi.mocked(login).mockImplementation(impl);
    const user = userEvent.setup();
    renderScreen(<LoginScreen />, { path: '/uk/login' });
    await user.type(screen.getByLabelText('Електронна пошта'), 'olena@sandbox.test');
    await user.type(screen.getByLabelText('Пароль'), 'secret');
    await waitFor(() => expect(screen.getByTestId('login-submit')).toBeEnabled());
    await user.dblClick(screen.getByTestId('login-submit'));
    await act(async () => release());
    expect(impl).toHaveBeenCalledTimes(1);
  });

  it('?resetPassword&email opens the reset flow with the email filled in', async () => {
    renderScreen(<LoginScreen />, { path: '/en/login?resetPassword&email=olena%40sandbox.test' });
    const modal = await screen.findByTestId('forgot-modal');
    expect(modal).toHaveTextContent('Password recovery');
    expect(screen.getByDisplayValue('olena@sandbox.test')).toBeInTheDocument();
  });
});
