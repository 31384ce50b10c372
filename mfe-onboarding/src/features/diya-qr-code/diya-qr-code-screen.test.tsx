import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@broker/shared/api';
import type { SharingResultResponse } from '@broker/shared/contracts';
import { renderScreen } from '../../test/render-screen';
import { DiyaQrCodeScreen } from './diya-qr-code-screen';

const calls = vi.hoisted(() => ({ qr: 0, results: [] as Array<Partial<SharingResultResponse> | 404> }));
vi.mock('./api/get-sharing-qr', async (importOriginal) => {
  const { queryOptions, useQuery } = await import('@tanstack/react-query');
  const orig = await importOriginal<object>();
  return {
    ...orig,
    useSharingQr: (generation: number) =>
      useQuery(
        queryOptions({
          queryKey: ['sharing', 'qr', generation],
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
    const next = calls.results.shift();
    if (next === 404) throw new ApiError({ kind: 'http', status: 404, body: { detail: 'not found' } });
    return { success: false, email: null, phone: null, profile_status: null, doubles: null, status: 'initialized', ...next };
  },
}));
vi.mock('@broker/shared/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useSettings: () => ({ data: { DELAY_BEFORE_SHARING_REDIRECT: 2 } }),
}));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  calls.qr = 0;
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
    calls.results = [{ status: 'success', success: true, email: 'new@sandbox.test', phone: '+380671234567', doubles: { profile_status: null } }];
    await act(async () => fireEvent.click(continueButton()));
    expect(screen.getByTestId('sharing-state')).toHaveTextContent('Дані отримано');
    await act(async () => vi.advanceTimersByTimeAsync(1_900));
    expect(screen.getByTestId('location')).toHaveTextContent('/uk/register/sharing');
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/uk/register?email=new%40sandbox.test&phone=%2B380671234567&is_resident=true&register_datasource=SHARING',
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
});
