import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastError } from '@broker/shared/ui';
import { failure, fakeBackend, held } from '@broker/shared/test-utils';
import { renderScreen } from '../../test/render-screen';
import { PasswordChangeScreen } from './password-change-screen';

vi.mock('@broker/shared/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), toastError: vi.fn() }));
const invalid = failure(400, { _error_code: 'ResetPasswordTokenIsNotValid' });
const CHECK = 'GET /api/auth/password/reset/:uid/:token/';
const SAVE = 'POST /api/auth/password/reset/';

describe('PasswordChangeScreen', () => {
  it('a used link: the modal offers a new link (login with resetPassword) or login', async () => {
    fakeBackend({ [CHECK]: invalid });
    const user = userEvent.setup();
    renderScreen(<PasswordChangeScreen />, { path: '/uk/password-change?uid=MQ&token=used' });
    await user.click(await screen.findByTestId('reset-new-link'));
    expect(screen.getByTestId('location')).toHaveTextContent('/uk/login?resetPassword');
  });

  it('while the link is checked one modal says so; the answer changes the same elements in place (no later, larger paint)', async () => {
    const check = held(invalid);
    fakeBackend({ [CHECK]: check.route });
    renderScreen(<PasswordChangeScreen />, { path: '/en/password-change?uid=MQ&token=used' });
    const dialog = await screen.findByTestId('reset-link-checking');
    expect(dialog).toHaveAttribute('open');
    const text = dialog.querySelector('.onboarding-modal-text p')!;
    expect(text).toHaveTextContent('checking that the link');
    await act(async () => check.release());
    expect(await screen.findByTestId('reset-link-invalid')).toBe(dialog);
    expect(dialog.querySelector('.onboarding-modal-text p')).toBe(text);
    expect(text).toHaveTextContent('already been used');
  });

  it('a link without uid/token is invalid at once', async () => {
    renderScreen(<PasswordChangeScreen />, { path: '/en/password-change' });
    expect(await screen.findByTestId('reset-link-invalid')).toHaveTextContent('The link is no longer valid');
  });

  it('live hints, then the new password is saved with the uid/token the server confirmed', async () => {
    const api = fakeBackend({ [CHECK]: { uidb64: 'MQ', token: 'tok' }, [SAVE]: { success: true } });
    const user = userEvent.setup();
    renderScreen(<PasswordChangeScreen />, { path: '/en/password-change?uid=MQ&token=tok' });
    await user.type(await screen.findByLabelText('New password'), 'abc');
    await waitFor(() =>
      expect(screen.getByTestId('password-hints').querySelector('[data-rule="pw_numeric"]')).toHaveAttribute(
        'data-state',
        'failed',
      ),
    );
    await user.type(screen.getByLabelText('New password'), '1@defg');
    await user.type(screen.getByLabelText('Repeat the password'), 'abc1@defg');
    await waitFor(() => expect(screen.getByTestId('new-password-submit')).toBeEnabled());
    await user.dblClick(screen.getByTestId('new-password-submit'));
    expect(await screen.findByTestId('password-changed')).toBeInTheDocument();
    expect(api.to(SAVE).map((c) => c.data)).toEqual([
      { password1: 'abc1@defg', password2: 'abc1@defg', uidb64: 'MQ', token: 'tok' },
    ]);
  });

  it('the link used meanwhile (on save) opens the same modal', async () => {
    fakeBackend({ [CHECK]: { uidb64: 'MQ', token: 'tok' }, [SAVE]: invalid });
    const user = userEvent.setup();
    renderScreen(<PasswordChangeScreen />, { path: '/uk/password-change?uid=MQ&token=tok' });
    await user.type(await screen.findByLabelText('Новий пароль'), 'abc1@defg');
    await user.type(screen.getByLabelText('Повторіть пароль'), 'abc1@defg');
    await waitFor(() => expect(screen.getByTestId('new-password-submit')).toBeEnabled());
    await user.click(screen.getByTestId('new-password-submit'));
    expect(await screen.findByTestId('reset-link-invalid')).toBeInTheDocument();
  });

  it('a rule the server refuses shows under its field with a toast (onboarding §8); what was typed stays', async () => {
    const refused = { detail: 'Invalid request', password1: ['This password is too common.'] };
    fakeBackend({ [CHECK]: { uidb64: 'MQ', token: 'tok' }, [SAVE]: failure(400, refused) });
    vi.mocked(toastError).mockClear();
    const user = userEvent.setup();
    renderScreen(<PasswordChangeScreen />, { path: '/en/password-change?uid=MQ&token=tok' });
    await user.type(await screen.findByLabelText('New password'), 'abc1@defg');
    await user.type(screen.getByLabelText('Repeat the password'), 'abc1@defg');
    await waitFor(() => expect(screen.getByTestId('new-password-submit')).toBeEnabled());
    await user.click(screen.getByTestId('new-password-submit'));
    expect(await screen.findByText('This password is too common.')).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith(
      expect.objectContaining({ status: 400, body: refused }),
      'common:errors.checkFields',
    );
    expect(screen.getByLabelText('New password')).toHaveValue('abc1@defg');
  });
});
