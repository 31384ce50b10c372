import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@broker/shared/api';
import type { SharingResultResponse } from '@broker/shared/contracts';
import { renderScreen } from '../../test/render-screen';
import { DiyaQrCodeScreen } from './diya-qr-code-screen';

const calls = vi.hoisted(() => ({
  qr: 0,
  results: [] as Array<Partial<SharingResultResponse> | 404 | Record<string, unknown>>,
  asked: 0,
}));
vi.mock('./api/get-sharing-qr', async (importOriginal) => {
  const { queryOptions, useQuery } = await import('@tanstack/react-query');
  const orig = await importOriginal<object>();
  return {
    ...orig,
    useSharingQr: (generation: number, enabled = true) =>
      useQuery(
        queryOptions({
          queryKey: ['sharing', 'qr', generation],
          enabled,
          queryFn: async () => {
            calls.qr += 1;
            return { type: 'qr' as const, img: 'iVBORw0KGgo=', dynamic_deeplink: `https://diia.test/${generation}` };
          },
        }),
      ),
  };
});
vi.mock('./api/get-sharing-result', () => ({
  getSharingResult: async () => {
    calls.asked += 1;
    const next = calls.results.shift();
    if (next === 404) throw new ApiError({ kind: 'http', status: 404, body: { detail: 'not found' } });
    if (next && '_error_code' in next) throw new ApiError({ kind: 'http', status: 400, body: next });
    return {
      success: false,
      email: null,
      phone: null,
      profile_status: null,
      doubles: null,
      status: 'initialized',
      ...next,
    };
  },
}));
vi.mock('@broker/shared/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useSettings: () => ({ data: { DELAY_BEFORE_SHARING_REDIRECT: 2 } }),
}));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  calls.qr = 0;
  calls.asked = 0;
  calls.results = [];
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
    await vi.waitFor(() => expect(calls.qr).toBe(2));
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
    expect(calls.asked).toBe(1);
    expect(calls.qr).toBe(0);
  });

  it('back from the app, still processing: the QR comes and the countdown runs again', async () => {
    calls.results = [{ status: 'processing' }];
    renderScreen(<DiyaQrCodeScreen />, { path: '/uk/register/sharing?state=from-app' });
    expect(await screen.findByTestId('sharing-qr')).toBeInTheDocument();
    expect(calls.asked).toBe(1);
    expect(screen.getByTestId('sharing-state')).toHaveTextContent('обробляє');
    expect(continueButton()).toBeDisabled();
  });

  it('skipCheck: no check on entry even with state, a fresh QR', async () => {
    renderScreen(<DiyaQrCodeScreen />, { path: '/uk/register/sharing?state=from-app&skipCheck=1' });
    expect(await screen.findByTestId('sharing-qr')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(500));
    expect(calls.asked).toBe(0);
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
