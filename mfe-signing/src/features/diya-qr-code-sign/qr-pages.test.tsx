import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useEffect, type ReactElement } from 'react';
import { authStore } from '@broker/shared/session';
import { backend, json, QR, renderScreen, signIn } from '../../test/render-screen';
import { DiyaQrCodeSignScreen } from './diya-qr-code-sign-screen';
import { DiyaQrSignSuccessScreen } from '../diya-qr-sign-success/diya-qr-sign-success-screen';

afterEach(() => {
  vi.useRealTimers();
  authStore.getState().clear();
});

type Status = 'initialized' | 'processing' | 'success' | 'refuse' | 'notUsed' | 'error';
const result = (status: Status, check_status = 'APPROVED') => ({ success: status === 'success', status, check_status });
const location = () => screen.getByTestId('location').textContent;

/** Result answers in order (the last one repeats). */
function qrBackend(statuses: Status[], extra: Parameters<typeof backend>[0] = {}) {
  let n = 0;
  return backend({
    'GET profile/diia_sign/result/': () => json(result(statuses[Math.min(n++, statuses.length - 1)]!)),
    'GET profile/diia_sign/deeplink/': QR,
    'GET profile/diia_sign/deeplink/new/': { ...QR, dynamic_deeplink: 'https://diia.sandbox.test/sign/2' },
    ...extra,
  });
}

describe('QR page', () => {
  it('initialized: the QR and deep link; continue counts 00:10 down, then checks and says it was not scanned', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn({ check_status: 'APPROVED', register_datasource: 'SHARING' });
    qrBackend(['initialized']);
    renderScreen(<DiyaQrCodeSignScreen />, { path: '/en/document-sign/sharing' });
    expect(await screen.findByTestId('qr-image')).toHaveAttribute('src', `data:image/png;base64,${QR.img}`);
    expect(screen.getByTestId('qr-deeplink')).toHaveAttribute('href', QR.dynamic_deeplink);
    const next = screen.getByTestId('qr-continue');
    expect(next).toBeDisabled();
    expect(next).toHaveTextContent('Continue (00:10)');
    await act(async () => vi.advanceTimersByTimeAsync(4_000));
    expect(next).toHaveTextContent('Continue (00:06)');
    await act(async () => vi.advanceTimersByTimeAsync(6_000));
    expect(next).toBeEnabled();
    await act(async () => fireEvent.click(next));
    expect(await screen.findByTestId('qr-hint')).toHaveTextContent('not been scanned yet');
    expect(next).toBeDisabled(); // the countdown starts again
  });

  it('polls the result: processing hides the QR, success opens the result page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn({ check_status: 'APPROVED' });
    qrBackend(['initialized', 'processing', 'success']);
    renderScreen(<DiyaQrCodeSignScreen />, { path: '/uk/document-sign/sharing' });
    await screen.findByTestId('qr-image');
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByTestId('qr-processing')).toBeInTheDocument();
    expect(screen.queryByTestId('qr-image')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(location()).toBe('/uk/document-sign/sharing/success?status=success'));
  });

  it.each(['refuse', 'notUsed', 'error'] as const)('%s opens the result page with it', async (status) => {
    signIn({ check_status: 'APPROVED' });
    qrBackend([status]);
    renderScreen(<DiyaQrCodeSignScreen />, { path: '/en/document-sign/sharing' });
    await waitFor(() => expect(location()).toBe(`/en/document-sign/sharing/success?status=${status}`));
  });

  it('404 on the result goes back to document-sign (§8)', async () => {
    signIn({ check_status: 'APPROVED' });
    backend({ 'GET profile/diia_sign/deeplink/': QR });
    renderScreen(<DiyaQrCodeSignScreen />, { path: '/en/document-sign/sharing' });
    await waitFor(() => expect(location()).toBe('/en/document-sign'));
  });

  it('renew asks for a new code; cancel asks before leaving', async () => {
    signIn({ check_status: 'APPROVED' });
    const { calls, path } = qrBackend(['initialized']);
    renderScreen(<DiyaQrCodeSignScreen />, { path: '/en/document-sign/sharing' });
    await screen.findByTestId('qr-image');
    fireEvent.click(screen.getByTestId('qr-renew'));
    await waitFor(() =>
      expect(screen.getByTestId('qr-deeplink')).toHaveAttribute('href', 'https://diia.sandbox.test/sign/2'),
    );
    expect(calls.filter((c) => path(c).endsWith('/deeplink/new/'))).toHaveLength(1);
    fireEvent.click(screen.getByTestId('qr-cancel'));
    fireEvent.click(await screen.findByTestId('cancel-stay'));
    expect(location()).toBe('/en/document-sign/sharing');
    fireEvent.click(screen.getByTestId('qr-cancel'));
    fireEvent.click(await screen.findByTestId('cancel-confirm-yes'));
    expect(location()).toBe('/en/document-sign');
  });

  it('the QR passed by document-sign is shown without asking the server for one', async () => {
    signIn({ check_status: 'APPROVED' });
    const { calls, path } = qrBackend(['initialized']);
    const passed = { ...QR, dynamic_deeplink: 'https://diia.sandbox.test/sign/passed' };
    withState(<DiyaQrCodeSignScreen />, { qr: passed });
    await waitFor(() => expect(screen.getByTestId('qr-deeplink')).toHaveAttribute('href', passed.dynamic_deeplink));
    expect(calls.some((c) => path(c).endsWith('/deeplink/'))).toBe(false);
  });
});

describe('QR page: skipCheck (onboarding §2 diya-qr-code-sign params)', () => {
  // without it the result is checked on entry before any QR shows (back from the app, a reload: no old QR
  // flashes); with it the QR shows at once and the result is first read one poll period (5 s) later
  it.each([
    ['', true],
    ['?skipCheck=0', true],
    ['?skipCheck=1', false],
    ['?skipCheck=true', false],
  ])('entry %j: result checked before the QR → %s', async (query, checkFirst) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn({ check_status: 'APPROVED' });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { calls, path } = qrBackend(['initialized'], {
      'GET profile/diia_sign/result/': async () => {
        await gate;
        return json(result('initialized'));
      },
    });
    const reads = () => calls.filter((c) => path(c).endsWith('/diia_sign/result/')).length;
    renderScreen(<DiyaQrCodeSignScreen />, { path: `/en/document-sign/sharing${query}` });
    if (checkFirst) {
      expect(await screen.findByTestId('qr-checking')).toHaveTextContent(
        'Checking whether the signing is already done',
      );
      expect(screen.queryByTestId('qr-image')).toBeNull();
      expect(screen.getByTestId('qr-continue')).toBeDisabled();
      await waitFor(() => expect(reads()).toBe(1));
      release();
      expect(await screen.findByTestId('qr-image')).toBeInTheDocument();
    } else {
      expect(await screen.findByTestId('qr-image')).toBeInTheDocument();
      expect(screen.queryByTestId('qr-checking')).toBeNull();
      await act(async () => vi.advanceTimersByTimeAsync(4_000));
      expect(reads()).toBe(0);
      release();
      await act(async () => vi.advanceTimersByTimeAsync(1_500));
      await waitFor(() => expect(reads()).toBe(1));
      expect(screen.getByTestId('qr-image')).toBeInTheDocument();
    }
  });

  it('without skipCheck a signing already over opens its result page without showing the QR', async () => {
    signIn({ check_status: 'APPROVED' });
    qrBackend(['success']);
    renderScreen(<DiyaQrCodeSignScreen />, { path: '/en/document-sign/sharing' });
    await screen.findByTestId('qr-checking');
    await waitFor(() => expect(location()).toBe('/en/document-sign/sharing/success?status=success'));
    expect(screen.queryByTestId('qr-image')).toBeNull();
  });
});

/** Arrives at the QR route with navigation state, as document-sign sends it. */
function withState(ui: ReactElement, state: unknown) {
  function Arrive() {
    const loc = useLocation();
    const navigate = useNavigate();
    useEffect(() => {
      if (!loc.state) void navigate(loc.pathname, { state, replace: true });
    }, [loc, navigate]);
    return loc.state ? ui : null;
  }
  return renderScreen(<Arrive />, { path: '/en/document-sign/sharing' });
}

describe('result page', () => {
  it.each([
    ['success', 'The documents are signed', 'to-cabinet'],
    ['refuse', 'Signing was declined', 'sign-again'],
    ['notUsed', 'The QR code has expired', 'sign-again'],
    ['error', 'Signing failed', 'sign-again'],
    ['processing', 'Signing is not finished', 'back-to-qr'],
  ] as const)('%s: its text and button', async (status, text, button) => {
    signIn({ check_status: 'APPROVED' });
    qrBackend([status]);
    renderScreen(<DiyaQrSignSuccessScreen />, { path: '/en/document-sign/sharing/success?status=success' });
    expect(await screen.findByTestId('sign-outcome')).toHaveTextContent(text);
    expect(screen.getByTestId(button)).toBeInTheDocument();
  });

  it('the server wins over the query; 404 goes to document-sign', async () => {
    signIn({ check_status: 'APPROVED' });
    backend({});
    renderScreen(<DiyaQrSignSuccessScreen />, { path: '/en/document-sign/sharing/success?status=success' });
    await waitFor(() => expect(location()).toBe('/en/document-sign'));
  });

  it('without a session the query says what happened and the way is to log in', async () => {
    backend({});
    renderScreen(<DiyaQrSignSuccessScreen />, { path: '/uk/document-sign/sharing/success?status=success' });
    expect(await screen.findByTestId('sign-outcome')).toHaveTextContent('Документи підписано');
    fireEvent.click(screen.getByTestId('to-login'));
    expect(location()).toBe('/uk/login');
  });

  it('on a phone the success comes with a modal showing the support e-mail', async () => {
    // jsdom has no matchMedia: a phone-width one for this test
    const matchMedia = (q: string) => ({
      matches: q.includes('max-width: 599px'),
      media: q,
      addEventListener: () => {},
      removeEventListener: () => {},
    });
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true, writable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(window, 'matchMedia');
    });
    signIn({ check_status: 'APPROVED' });
    qrBackend(['success']);
    renderScreen(<DiyaQrSignSuccessScreen />, { path: '/en/document-sign/sharing/success' });
    const modal = await screen.findByTestId('success-modal');
    expect(modal.querySelector('a[href^="mailto:"]')).not.toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByTestId('success-modal')).toBeNull());
  });
});
