import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { authStore, type UserInfo } from '@broker/shared/session';
import { backend, DOCS, json, OTP, renderScreen, signIn } from '../../test/render-screen';
import { DocumentSignScreen } from './document-sign-screen';

afterEach(() => {
  vi.useRealTimers();
  authStore.getState().clear();
});

const SIGNED_DOCS = DOCS.map((d) => ({ ...d, signed: true, link: d.link.replace('sign_doc', 'nonresident/sign_doc') }));
const nonresident = (patch: Partial<UserInfo> = {}) =>
  signIn({ is_resident: false, check_status: 'APPROVED', ...patch });
const paste = (text: string) =>
  fireEvent.paste(screen.getByTestId('otp-digit-1'), { clipboardData: { getData: () => text } });

/** Status answers of sign_otp/signed/, in order (the last one repeats). */
function signingBackend(statuses: Array<'SIGNING' | 'SIGNED' | 'APPROVED'>, extra: Parameters<typeof backend>[0] = {}) {
  let n = 0;
  return backend({
    'GET profile/nonresident/sign_otp/': SIGNED_DOCS,
    'POST profile/nonresident/sign_otp/': OTP,
    'POST profile/nonresident/sign_otp/confirm/': { success: true, check_status: 'SIGNING' },
    'GET profile/nonresident/sign_otp/signed/': () => {
      const s = statuses[Math.min(n++, statuses.length - 1)]!;
      return json({ check_status: s, signed: s === 'SIGNED' });
    },
    ...extra,
  });
}

async function signWithCode() {
  const sign = await screen.findByTestId('sign-button');
  expect(sign).toBeEnabled(); // pre-marked signed (§4): nothing to tick
  fireEvent.click(sign);
  expect(await screen.findByTestId('sign-otp-dialog')).toHaveTextContent('+380*****0007');
  paste('1234');
  await act(async () => fireEvent.click(screen.getByTestId('otp-confirm')));
}

describe('non-resident: code → waiting (30 s re-check) → result', () => {
  it('SIGNING is re-checked every 30 s; SIGNED shows success with the way to the cabinet', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    nonresident();
    const { calls, path } = signingBackend(['SIGNING', 'SIGNED']);
    renderScreen(<DocumentSignScreen />, { path: '/en/document-sign?status=APPROVED' });
    await signWithCode();
    expect(await screen.findByTestId('signing-wait')).toBeInTheDocument();
    const checks = () => calls.filter((c) => path(c).endsWith('/sign_otp/signed/')).length;
    const confirm = calls.find((c) => path(c).endsWith('/confirm/'))!;
    expect(JSON.parse(confirm.body)).toEqual({ code: '1234', otp_id: 'otp-1' });
    await act(async () => vi.advanceTimersByTimeAsync(29_000));
    expect(checks()).toBe(0); // the confirm answer said SIGNING: no check at once
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(checks()).toBe(1);
    expect(screen.getByTestId('signing-wait')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(checks()).toBe(2);
    expect(await screen.findByTestId('signed-panel')).toHaveTextContent('about 15 minutes');
    fireEvent.click(screen.getByTestId('to-cabinet'));
    expect(screen.getByTestId('location')).toHaveTextContent('/en/');
    expect(authStore.getState().user?.check_status).toBe('SIGNED');
  });

  it('SIGNING back to APPROVED: the error, and signing again is allowed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    nonresident();
    signingBackend(['APPROVED']);
    renderScreen(<DocumentSignScreen />, { path: '/uk/document-sign?status=APPROVED' });
    await signWithCode();
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByTestId('sign-failed')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('sign-retry'));
    expect(await screen.findByTestId('sign-button')).toBeEnabled();
  });

  it('entered in SIGNING (reload): checks at once, then every 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    nonresident({ check_status: 'SIGNING' });
    const { calls, path } = signingBackend(['SIGNING', 'SIGNED']);
    renderScreen(<DocumentSignScreen />, { path: '/en/document-sign?status=SIGNING' });
    expect(await screen.findByTestId('signing-wait')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => path(c).endsWith('/signed/'))).toHaveLength(1));
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByTestId('signed-panel')).toBeInTheDocument();
  });

  it('SendSmsForbidden opens the SMS modal; "by e-mail" switches the way and sends the code again', async () => {
    nonresident({ can_send_sms: false });
    let sends = 0;
    const { calls, path } = signingBackend(['SIGNING'], {
      'POST profile/nonresident/sign_otp/': () =>
        ++sends === 1
          ? json({ _error_code: 'SendSmsForbidden', detail: 'x' }, 400)
          : json({ ...OTP, phone: null, email: 'j***@sandbox.test' }),
      'POST auth/userinfo/': () => json({ ...authStore.getState().user, confirmation_type: 'email' }),
    });
    renderScreen(<DocumentSignScreen />, { path: '/en/document-sign' });
    fireEvent.click(await screen.findByTestId('sign-button'));
    expect(await screen.findByTestId('sms-modal')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('sms-use-email'));
    expect(await screen.findByTestId('sign-otp-dialog')).toHaveTextContent('j***@sandbox.test');
    expect(screen.queryByTestId('sms-modal')).toBeNull();
    const update = calls.find((c) => path(c).endsWith('auth/userinfo/') && c.method === 'POST')!;
    expect(update.body).toContain('confirmation_type');
  });

  it('closing the code dialog asks first; "continue signing" keeps the dialog', async () => {
    nonresident();
    signingBackend(['SIGNING']);
    renderScreen(<DocumentSignScreen />, { path: '/en/document-sign' });
    fireEvent.click(await screen.findByTestId('sign-button'));
    await screen.findByTestId('sign-otp-dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByTestId('cancel-stay'));
    expect(screen.getByTestId('sign-otp-dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByTestId('cancel-confirm-yes'));
    await waitFor(() => expect(screen.queryByTestId('sign-otp-dialog')).toBeNull());
    expect(screen.getByTestId('sign-button')).toBeEnabled();
  });

  it('Sign Documents Error on confirm: the sign error screen instead of a toast; back to the list', async () => {
    nonresident();
    signingBackend(['SIGNING'], {
      'POST profile/nonresident/sign_otp/confirm/': () => json({ _error_code: 'SignDocumentsError', detail: 'x' }, 400),
    });
    renderScreen(<DocumentSignScreen />, { path: '/en/document-sign' });
    await signWithCode();
    expect(await screen.findByTestId('sign-error')).toBeInTheDocument();
    expect(screen.queryByTestId('sign-otp-dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('sign-error-back'));
    expect(await screen.findByTestId('sign-button')).toBeEnabled();
  });
});

describe('resident entered in SIGNING', () => {
  it('waits, re-reading the user every 30 s; SIGNED shows success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn({ is_resident: true, register_datasource: 'SHARING', check_status: 'SIGNING' });
    let reads = 0;
    backend({
      'GET auth/userinfo/': () =>
        json({ ...authStore.getState().user, check_status: ++reads < 2 ? 'SIGNING' : 'SIGNED' }),
    });
    renderScreen(<DocumentSignScreen />, { path: '/uk/document-sign?status=SIGNING' });
    expect(await screen.findByTestId('signing-wait')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(29_000));
    expect(screen.getByTestId('signing-wait')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByTestId('signed-panel')).toBeInTheDocument();
  });
});
