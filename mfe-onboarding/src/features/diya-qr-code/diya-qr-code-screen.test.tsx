import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { SharingResultResponse } from '@broker/shared/contracts';
import { failure, fakeBackend, makeSettings, type FakeBackend } from '@broker/shared/test-utils';
import { renderScreen } from '../../test/render-screen';
import { DiyaQrCodeScreen } from './diya-qr-code-screen';

const RESULT = 'GET /api/profile/sharing/result/';
/** What the result call answers, in turn: a result (over an `initialized` one), 404, or an error body. */
const calls = { results: [] as Array<Partial<SharingResultResponse> | 404 | Record<string, unknown>> };
let api: FakeBackend;
/** QRs asked, the first and renewed ones */
const qrs = () =>
  api.to('GET /api/profile/sharing/deeplink/').length + api.to('GET /api/profile/sharing/deeplink/new/').length;
const asked = () => api.to(RESULT).length;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  calls.results = [];
  let renewed = 0;
  const qr = (n: number) => ({ type: 'qr', img: 'iVBORw0KGgo=', dynamic_deeplink: `https://diia.test/${n}` });
  api = fakeBackend({
    'GET /api/profile/settings/': makeSettings({ DELAY_BEFORE_SHARING_REDIRECT: 2 }),
    'GET /api/profile/sharing/deeplink/': qr(0),
    'GET /api/profile/sharing/deeplink/new/': () => qr(++renewed),
    [RESULT]: () => {
      const next = calls.results.shift();
      if (next === 404) return failure(404, { detail: 'not found' });
      if (next && '_error_code' in next) return failure(400, next);
      const initialized = { success: false, email: null, phone: null, profile_status: null, doubles: null };
      return { ...initialized, status: 'initialized', ...next };
    },
  });
});
afterEach(() => vi.useRealTimers());

const continueButton = () => screen.getByTestId('sharing-continue');
async function countdownEnds() {
  await act(async () => vi.advanceTimersByTimeAsync(10_000));
}

describe('diya-qr-code page', () => {
  it('shows the QR; continue counts down 00:10 → enabled; initialized keeps the page and restarts it', async () => {
    renderScreen(<DiyaQrCodeScreen />, { path: '/uk/register/sharing' });
    expect(await screen.findByTestId('sharing-qr')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    expect(continueButton()).toHaveTextContent('00:10');
    await countdownEnds();
    expect(continueButton()).toBeEnabled();
    calls.results = [{ status: 'initialized' }];
    await act(async () => fireEvent.click(continueButton()));
    expect(continueButton()).toBeDisabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/uk/register/sharing');
  });

  it('processing: a note, renew disabled; then refuse opens its result page', async () => {
    renderScreen(<DiyaQrCodeScreen />, { path: '/uk/register/sharing' });
    await countdownEnds();
    calls.results = [{ status: 'processing' }, { status: 'refuse' }];
    await act(async () => fireEvent.click(continueButton()));
    expect(screen.getByTestId('sharing-state')).toHaveTextContent('обробляє');
    expect(screen.getByTestId('sharing-renew')).toBeDisabled();
    await countdownEnds();
    await act(async () => fireEvent.click(continueButton()));
    expect(screen.getByTestId('location')).toHaveTextContent('/uk/register/sharing/success?status=refuse');
  });

  it('renew asks for a new QR and restarts the countdown', async () => {
    renderScreen(<DiyaQrCodeScreen />, { path: '/en/register/sharing' });
    expect(await screen.findByTestId('sharing-qr')).toBeInTheDocument();
    await countdownEnds();
    await act(async () => fireEvent.click(screen.getByTestId('sharing-renew')));
    await vi.waitFor(() => expect(qrs()).toBe(2));
    expect(continueButton()).toBeDisabled();
    expect(screen.getByTestId('sharing-deeplink')).toHaveAttribute('href', 'https://diia.test/1');
  });

  it('a share with no profile continues to registration with the shared contacts after the settings delay', async () => {
    renderScreen(<DiyaQrCodeScreen />, { path: '/uk/register/sharing' });
    await countdownEnds();
    calls.results = [
      {
        status: 'success',
        success: true,
        email: 'new@sandbox.test',
        phone: '+380671234567',
        doubles: { profile_status: null },
      },
    ];
    await act(async () => fireEvent.click(continueButton()));
    expect(screen.getByTestId('sharing-state')).toHaveTextContent('Дані отримано');
    await act(async () => vi.advanceTimersByTimeAsync(1_900));
    expect(screen.getByTestId('location')).toHaveTextContent('/uk/register/sharing');
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/uk/register?email=new%40sandbox.test&phone=%2B380671234567&is_resident=true&register_datasource=SHARING&set_password',
    );
  });

  it('404 on the result goes to register (onboarding §8); a double click asks once', async () => {
    renderScreen(<DiyaQrCodeScreen />, { path: '/uk/register/sharing' });
    await countdownEnds();
    calls.results = [404, { status: 'refuse' }];
    await act(async () => {
      fireEvent.click(continueButton());
      fireEvent.click(continueButton());
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/uk\/register$/);
    expect(calls.results).toHaveLength(1);
  });

  // issue 24 item 1: the page's params (onboarding §2 diya-qr-code: skipCheck, phone, email; query state)
  it('opened by a registration (phone, email): a share leads back to that registration, on to the password', async () => {
    renderScreen(<DiyaQrCodeScreen />, { path: '/en/register/sharing?phone=%2B380501112233&email=me%40b.test' });
    await countdownEnds();
    calls.results = [
      {
        status: 'success',
        success: true,
        email: 'shared@sandbox.test',
        phone: '+380671234567',
        doubles: { profile_status: null },
      },
    ];
    await act(async () => fireEvent.click(continueButton()));
    await act(async () => vi.advanceTimersByTimeAsync(2_100));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/en/register?email=me%40b.test&phone=%2B380501112233&is_resident=true&register_datasource=SHARING&set_password',
    );
  });

  it('back from the app (state): the result is asked at once, before any QR; a final one opens its page', async () => {
    calls.results = [{ status: 'refuse' }];
    renderScreen(<DiyaQrCodeScreen />, { path: '/uk/register/sharing?state=from-app' });
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/uk/register/sharing/success?status=refuse'),
    );
    expect(asked()).toBe(1);
    expect(qrs()).toBe(0);
  });

  it('back from the app, still processing: the QR comes and the countdown runs again', async () => {
    calls.results = [{ status: 'processing' }];
    renderScreen(<DiyaQrCodeScreen />, { path: '/uk/register/sharing?state=from-app' });
    expect(await screen.findByTestId('sharing-qr')).toBeInTheDocument();
    expect(asked()).toBe(1);
    expect(screen.getByTestId('sharing-state')).toHaveTextContent('обробляє');
    expect(continueButton()).toBeDisabled();
  });

  it('skipCheck: no check on entry even with state, a fresh QR', async () => {
    renderScreen(<DiyaQrCodeScreen />, { path: '/uk/register/sharing?state=from-app&skipCheck=1' });
    expect(await screen.findByTestId('sharing-qr')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(500));
    expect(asked()).toBe(0);
  });

  it.each([
    [
      { _error_code: 'FullSentProfile', doubles: { profile_status: 'LAUNCHING' } },
      '/uk/register/sharing/success?status=waiting',
    ],
    [{ _error_code: 'FullSentProfile' }, '/uk/register/final?alreadySent=1'],
  ])('FullSentProfile on the result %j → %s (onboarding §8)', async (body, where) => {
    renderScreen(<DiyaQrCodeScreen />, { path: '/uk/register/sharing' });
    await countdownEnds();
    calls.results = [body];
    await act(async () => fireEvent.click(continueButton()));
    expect(screen.getByTestId('location')).toHaveTextContent(where);
  });
});
