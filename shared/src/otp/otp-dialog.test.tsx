import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { ApiError } from '@broker/shared/api';
import { renderWithApp } from '@broker/shared/test-utils';
import { OtpDialog } from './otp-dialog';
import type { OtpCodeInfo, OtpDialogProps } from './types';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const fresh: OtpCodeInfo = { otp_id: 'otp-1', seconds_left: 900, tries: 3, phone: '+380*****4567' };
const apiError = (body: Record<string, unknown>, status = 400) => new ApiError({ kind: 'http', status, body });

function setup(over: Partial<OtpDialogProps<string>> = {}) {
  const props: OtpDialogProps<string> = {
    open: true,
    initialCode: fresh,
    verify: vi.fn(async () => 'ok'),
    resend: vi.fn(async () => ({ ...fresh, otp_id: 'otp-2' })),
    onSuccess: vi.fn(),
    onClose: vi.fn(),
    ...over,
  };
  renderWithApp(<OtpDialog {...props} />, { lang: 'en' });
  return props;
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 4`) as HTMLInputElement;
const values = () => [1, 2, 3, 4].map((n) => box(n).value).join('');
const confirmBtn = () => screen.getByRole('button', { name: 'Confirm' });
const paste = (el: HTMLElement, text: string) => fireEvent.paste(el, { clipboardData: { getData: () => text } });
async function enterCode(code: string) {
  paste(box(1), code);
  await act(async () => {
    fireEvent.click(confirmBtn());
  });
}

beforeEach(() => vi.mocked(toast.error).mockClear());
afterEach(() => vi.useRealTimers());

describe('digit boxes', () => {
  it('pasting distributes digits from the box pasted into, ignoring other characters', () => {
    setup();
    paste(box(1), ' 12-34 ');
    expect(values()).toBe('1234');
    expect(confirmBtn()).toBeEnabled();
    paste(box(3), '98765');
    expect(values()).toBe('1298');
  });

  it('typing moves forward, letters are ignored, confirm waits for all four', () => {
    setup();
    fireEvent.change(box(1), { target: { value: '7' } });
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: 'a' } });
    expect(box(2).value).toBe('');
    fireEvent.change(box(2), { target: { value: '3' } });
    fireEvent.change(box(3), { target: { value: '1' } });
    expect(confirmBtn()).toBeDisabled();
    fireEvent.change(box(4), { target: { value: '0' } });
    expect(values()).toBe('7310');
    expect(confirmBtn()).toBeEnabled();
  });

  it('Backspace clears a filled box, and on an empty box clears and moves to the previous one', () => {
    setup();
    paste(box(1), '123');
    expect(document.activeElement).toBe(box(4));
    fireEvent.keyDown(box(4), { key: 'Backspace' });
    expect(values()).toBe('12');
    expect(document.activeElement).toBe(box(3));
    fireEvent.change(box(3), { target: { value: '5' } });
    expect(values()).toBe('125');
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(values()).toBe('12'); // box 3 was filled: cleared in place…
    expect(document.activeElement).toBe(box(4)); // (typing had moved focus on; the key went to box 3)
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(values()).toBe('1'); // …now empty: the previous one goes
    expect(document.activeElement).toBe(box(2));
  });

  it('each box is labelled for screen readers and the group is named', () => {
    setup();
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    expect(screen.getByRole('dialog', { name: 'Confirmation code' })).toBeInTheDocument();
  });
});

describe('attempts', () => {
  it('each attempt decrements tries; three wrong codes offer the resend, which resets tries to 3', async () => {
    const verify = vi.fn(async () => {
      throw apiError({ _error_code: 'OTPWrongCode' });
    });
    const props = setup({ verify });
    expect(screen.getByTestId('otp-tries')).toHaveTextContent('Attempts left: 3');
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    for (const left of [2, 1, 0]) {
      await enterCode('1111');
      expect(screen.getByTestId('otp-tries')).toHaveTextContent(`Attempts left: ${left}`);
      expect(screen.getByRole('alert')).toHaveTextContent('Wrong code');
      expect(values()).toBe(''); // cleared for the next try
    }
    expect(verify).toHaveBeenCalledTimes(3);
    paste(box(1), '2222');
    expect(confirmBtn()).toBeDisabled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    });
    expect(props.resend).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('otp-tries')).toHaveTextContent('Attempts left: 3');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();

    verify.mockResolvedValueOnce('done' as never);
    await enterCode('3333');
    expect(verify).toHaveBeenLastCalledWith('3333', expect.objectContaining({ otp_id: 'otp-2' }));
    expect(props.onSuccess).toHaveBeenCalledWith('done');
  });

  it('the body counts attempts made: at 3 or more the resend shows at once', async () => {
    setup({ verify: vi.fn(async () => Promise.reject(apiError({ _error_code: 'OTPWrongCode', tries: 3 }))) });
    await enterCode('1234');
    expect(screen.getByTestId('otp-tries')).toHaveTextContent('Attempts left: 0');
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeInTheDocument();
  });

  it('a double click on confirm sends one request', async () => {
    let release!: (v: string) => void;
    const verify = vi.fn(() => new Promise<string>((r) => (release = r)));
    setup({ verify });
    paste(box(1), '1234');
    fireEvent.click(confirmBtn());
    fireEvent.click(confirmBtn());
    await act(async () => release('ok'));
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('OTPCodeNotFound says the code expired and offers a new one', async () => {
    setup({ verify: vi.fn(async () => Promise.reject(apiError({ _error_code: 'OTPCodeNotFound' }))) });
    await enterCode('1234');
    expect(screen.getByRole('alert')).toHaveTextContent('The code has expired, request a new one');
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeInTheDocument();
  });

  it('another backend _error_code gives the generic toast; a plain answer shows its message in the dialog', async () => {
    const verify = vi
      .fn<(code: string) => Promise<string>>()
      .mockRejectedValueOnce(apiError({ _error_code: 'BackOfficeError' }))
      .mockRejectedValueOnce(apiError({ code: ['Code is stale'] }))
      .mockRejectedValueOnce(apiError({ detail: 'Try tomorrow' }));
    setup({ verify });
    await enterCode('1234');
    expect(toast.error).toHaveBeenCalledWith('Something went wrong. Please try again later.');
    expect(screen.queryByRole('alert')).toBeNull();
    await enterCode('1234');
    expect(screen.getByRole('alert')).toHaveTextContent('Code is stale');
    await enterCode('1234');
    expect(screen.getByRole('alert')).toHaveTextContent('Try tomorrow');
  });
});

describe('timers (fake clock)', () => {
  it('counts the code life down every second and offers the resend at zero', () => {
    vi.useFakeTimers();
    setup({ initialCode: { ...fresh, seconds_left: 2 } });
    expect(screen.getByTestId('otp-time')).toHaveTextContent('The code is valid for 00:02');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('otp-time')).toHaveTextContent('The code is valid for 00:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('otp-time')).toHaveTextContent('The code has expired');
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeInTheDocument();
  });

  it('OTPWrongCode with block_until: hh:mm:ss countdown replaces the resend, toast says mm:ss', async () => {
    vi.useFakeTimers();
    const verify = vi.fn(async () => {
      throw apiError({ _error_code: 'OTPWrongCode', tries: 3, block_until: 1_000_3725, server_time: 1_000_0000 });
    });
    setup({ verify });
    await enterCode('1234');
    expect(toast.error).toHaveBeenCalledWith('Next attempt in 62:05');
    expect(screen.getByTestId('otp-block')).toHaveTextContent('A new code is available in 01:02:05');
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    expect(screen.getByTestId('otp-tries')).toHaveTextContent('Attempts left: 0');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('otp-block')).toHaveTextContent('01:02:04');
    act(() => vi.advanceTimersByTime(3724 * 1000));
    expect(screen.queryByTestId('otp-block')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeInTheDocument();
  });
});

describe('getting the code', () => {
  it('asks for a code on open and shows where it went', async () => {
    const requestCode = vi.fn(async () => ({ ...fresh, phone: null, email: 'o***@sandbox.test' }));
    await act(async () => {
      setup({ initialCode: undefined, requestCode });
    });
    expect(requestCode).toHaveBeenCalledTimes(1);
    expect(screen.getByText('We sent a code to o***@sandbox.test')).toBeInTheDocument();
  });

  it('AccountIsPayout on get-code: the message as a toast, and the dialog closes', async () => {
    const onClose = vi.fn();
    await act(async () => {
      setup({
        initialCode: undefined,
        onClose,
        requestCode: async () => Promise.reject(apiError({ _error_code: 'AccountIsPayout' })),
      });
    });
    expect(toast.error).toHaveBeenCalledWith('The account cannot be deleted because it is the main FX payout account');
    expect(onClose).toHaveBeenCalled();
  });

  it('OTPCodeBlock on get-code starts the block countdown with no tries', async () => {
    vi.useFakeTimers();
    await act(async () => {
      setup({
        initialCode: undefined,
        requestCode: async () =>
          Promise.reject(apiError({ _error_code: 'OTPCodeBlock', block_until: 160, server_time: 100 })),
      });
    });
    expect(screen.getByTestId('otp-block')).toHaveTextContent('00:01:00');
    expect(toast.error).toHaveBeenCalledWith('Next attempt in 01:00');
    expect(screen.getByTestId('otp-tries')).toHaveTextContent('Attempts left: 0');
  });

  it('Escape asks the owner to close', () => {
    const props = setup();
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(props.onClose).toHaveBeenCalled();
  });
});
