import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { OtpDialog } from '@broker/shared/otp';
import { fakeBackend, json } from '@broker/shared/test-utils';
import { renderScreen } from '../../../test/render-screen';
import { confirmNewAccount, sendNewAccountCode } from './account-codes';

/**
 * Cabinet §8, the code dialog's get-code failure: "a response with e-mail stores the backend error and
 * closes; otherwise block time starts, tries set to 0, message shown". The real get-code call of a new
 * account (send_code) against a fake backend.
 */
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const CODE = { otp_id: 'otp-1', seconds_left: 900, tries: 3, phone: null, email: 'o***@sandbox.test' };

function dialog(onClose = vi.fn()) {
  renderScreen(
    <OtpDialog
      open
      requestCode={() => sendNewAccountCode(7)}
      verify={(code) => confirmNewAccount(7, code)}
      onSuccess={vi.fn()}
      onClose={onClose}
    />,
    { path: '/en/accounts' },
  );
  return onClose;
}

beforeEach(() => vi.mocked(toast.error).mockClear());

describe('get-code answering with an e-mail error', () => {
  it('on open: the server error is shown (toast) and the dialog closes', async () => {
    const api = fakeBackend(() => json({ email: ['Confirm your e-mail address first'] }, 400));
    const onClose = dialog();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenCalledWith('Confirm your e-mail address first');
    expect(api.path(api.calls[0]!)).toBe('/api/cabinet/accounts/7/send_code/');
  });

  it('on resend: the same — the error shown, the dialog closed', async () => {
    let n = 0;
    fakeBackend(() => (++n === 1 ? json({ ...CODE, tries: 0 }) : json({ email: ['E-mail delivery is off'] }, 400)));
    const user = userEvent.setup();
    const onClose = dialog();
    await user.click(await screen.findByTestId('otp-resend'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenCalledWith('E-mail delivery is off');
  });

  it('any other refusal (no e-mail in it) keeps the dialog: no tries left, the message in it', async () => {
    fakeBackend(() => json({ detail: 'Codes are paused for this account' }, 400));
    const onClose = dialog();
    expect(await screen.findByTestId('otp-message')).toHaveTextContent('Codes are paused for this account');
    expect(screen.getByTestId('otp-tries')).toHaveTextContent('Attempts left: 0');
    expect(onClose).not.toHaveBeenCalled();
  });
});
