import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { authStore } from '@broker/shared/session';
import { fakeBackend, json, makeUser, type SeenCall } from '@broker/shared/test-utils';
import { renderScreen } from '../../test/render-screen';
import { PasswordChangeBlock } from './components/password-change-block';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const CODE = { otp_id: 'otp-1', seconds_left: 900, tries: 3, success: true, phone: '+380*****0001', email: null };

function setup(
  answer: (call: SeenCall) => Response = (call) =>
    call.url.endsWith('/confirm/') ? json({ success: true }) : json(CODE),
) {
  authStore.getState().setUser(makeUser());
  const backend = fakeBackend(answer);
  renderScreen(<PasswordChangeBlock />, { path: '/en/profile' });
  return backend;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => screen.getByTestId('password-submit');
/** Types like a user and lets the 300 ms debounce of §5 pass. */
async function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(350);
  });
}
async function fillValid() {
  await type('New password', 'Newpass1!');
  await type('Repeat the new password', 'Newpass1!');
}
async function click(el: HTMLElement) {
  await act(async () => {
    fireEvent.click(el);
    await vi.advanceTimersByTimeAsync(0);
  });
}
const box = (n: number) => screen.getByLabelText(`Digit ${n} of 4`);
async function enterCode(code: string) {
  fireEvent.paste(box(1), { clipboardData: { getData: () => code } });
  await click(screen.getByTestId('otp-confirm'));
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  authStore.getState().clear();
});

describe('password rules (cabinet §5)', () => {
  it.each([
    ['', 'required'],
    ['short1!', 'pw_length'],
    ['Password12', 'pw_symbols'],
    ['Password!!', 'pw_numeric'],
    ['12345678!', 'pw_alpha'],
    ['Пароль123!', 'pw_chars'],
    [' Passw0rd!', 'pw_spaces'],
    ['Passw0rd!Passw0rd!xyz', 'pw_length'],
  ])('%j keeps the button disabled (%s)', async (value, _rule) => {
    setup();
    await type('New password', value);
    await type('Repeat the new password', value);
    expect(submit()).toBeDisabled();
  });

  it('the hints follow the typing; a different confirmation keeps the button disabled', async () => {
    setup();
    await type('New password', 'abc');
    const hints = screen.getByTestId('password-hints');
    expect(hints.querySelector('[data-rule="pw_alpha"]')).toHaveAttribute('data-state', 'ok');
    expect(hints.querySelector('[data-rule="pw_numeric"]')).toHaveAttribute('data-state', 'failed');
    await type('New password', 'Newpass1!');
    await type('Repeat the new password', 'Newpass1?');
    expect(submit()).toBeDisabled();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await type('Repeat the new password', 'Newpass1!');
    expect(submit()).toBeEnabled();
  });
});

describe('the code flow (cabinet §4)', () => {
  it('submit → code dialog with countdown → confirm → success modal, fields cleared', async () => {
    const backend = setup();
    await fillValid();
    await click(submit());
    expect(JSON.parse(backend.calls[0]!.body)).toEqual({ password1: 'Newpass1!', password2: 'Newpass1!' });
    expect(screen.getByTestId('otp-time')).toHaveTextContent('15:00');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    expect(screen.getByTestId('otp-time')).toHaveTextContent('13:59');
    await enterCode('1234');
    const confirm = backend.calls[1]!;
    expect(backend.path(confirm)).toBe('/api/auth/change_password/confirm/');
    expect(JSON.parse(confirm.body)).toEqual({ code: '1234', otp_id: 'otp-1' });
    expect(screen.getByTestId('password-changed')).toBeInTheDocument();
    expect(screen.queryByTestId('password-otp')).toBeNull();
    expect(field('New password').value).toBe('');
    expect(field('Repeat the new password').value).toBe('');
  });

  it('a wrong code counts a try and keeps the dialog; the typed password stays when the dialog is closed', async () => {
    setup((call) =>
      call.url.endsWith('/confirm/')
        ? json({ _error_code: 'OTPWrongCode', detail: 'Wrong code', tries: 1, server_time: 0 }, 400)
        : json(CODE),
    );
    await fillValid();
    await click(submit());
    await enterCode('0000');
    expect(screen.getByTestId('otp-message')).toHaveTextContent('Wrong code');
    expect(screen.getByTestId('otp-tries')).toHaveTextContent('2');
    await click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('password-otp')).toBeNull();
    expect(field('New password').value).toBe('Newpass1!');
    expect(submit()).toBeEnabled();
  });

  it('resend asks change_password again with the same pair and resets the tries', async () => {
    let confirms = 0;
    const backend = setup((call) => {
      if (!call.url.endsWith('/confirm/')) return json({ ...CODE, otp_id: `otp-${backend.calls.length}` });
      confirms += 1;
      return json({ _error_code: 'OTPWrongCode', detail: 'Wrong code', tries: confirms, server_time: 0 }, 400);
    });
    await fillValid();
    await click(submit());
    for (let i = 0; i < 3; i += 1) await enterCode('0000');
    await click(screen.getByTestId('otp-resend'));
    const resend = backend.calls.at(-1)!;
    expect(backend.path(resend)).toBe('/api/auth/change_password/');
    expect(JSON.parse(resend.body)).toEqual({ password1: 'Newpass1!', password2: 'Newpass1!' });
    expect(screen.getByTestId('otp-tries')).toHaveTextContent('3');
  });

  it('a blocked recipient sees the hh:mm:ss countdown instead of the resend button', async () => {
    setup((call) =>
      call.url.endsWith('/confirm/')
        ? json({ _error_code: 'OTPCodeBlock', detail: 'Blocked', block_until: 1_000 + 3_600, server_time: 1_000 }, 400)
        : json(CODE),
    );
    await fillValid();
    await click(submit());
    await enterCode('1111');
    expect(screen.getByTestId('otp-block')).toHaveTextContent('01:00:00');
    expect(screen.queryByTestId('otp-resend')).toBeNull();
  });

  it('a rule the server refuses shows under its field with a toast (§8) and keeps what was typed; a double click sends once', async () => {
    const backend = setup(() => json({ detail: 'Invalid request', password1: ['This password is too common.'] }, 400));
    await fillValid();
    await act(async () => {
      fireEvent.click(submit());
      fireEvent.click(submit());
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(backend.calls).toHaveLength(1);
    expect(await screen.findByText('This password is too common.')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Check the fields marked with errors');
    expect(field('New password').value).toBe('Newpass1!');
    expect(screen.queryByTestId('password-otp')).toBeNull();
  });

  it('no answer: a toast, nothing lost', async () => {
    setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await fillValid();
    await click(submit());
    expect(toast.error).toHaveBeenCalled();
    expect(field('Repeat the new password').value).toBe('Newpass1!');
  });
});
