import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetIntersectionMocking, setupIntersectionMocking } from 'react-intersection-observer/test-utils';
import { toast } from 'sonner';
import { authStore } from '@broker/shared/session';
import { fakeBackend, json, makeUser } from '@broker/shared/test-utils';
import { renderScreen } from '../../test/render-screen';
import { TradeLimitsScreen } from './trade-limits-screen';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const BALANCE = {
  created: '2025-03-01T10:00:00Z',
  limit: '100000.00',
  limit_rest: '25000.00',
  sum_blocked: '1500.00',
  balances: [{ currency: 'uah', sum_available: '12345.67', sum_all: '13845.67' }],
};
const CONFIRMATIONS = {
  count: 1,
  next: null,
  previous: null,
  results: [{ id: 7, doc: 'statement.pdf', created: '2025-02-01T10:00:00Z', status: 'APPROVED' }],
};
const SETTINGS = {
  AUTH_ACCESS_TOKEN_TTL: 15,
  AUTH_REFRESH_TOKEN_TTL: 240,
  BLOCK_NONRESIDENT: false,
  MAX_ACCOUNTS_COUNT: 5,
  MAX_IBAN_CARDS_COUNT: 2,
  DELAY_BEFORE_SHARING_REDIRECT: 0,
  STARTUP_TEXT_UA: null,
  STARTUP_TEXT_EN: null,
  STARTUP_BUTTON_TEXT_UA: null,
  STARTUP_BUTTON_TEXT_EN: null,
};
type Call = 'balance' | 'refresh' | 'confirmations';
const callOf = (url: string): Call | 'other' =>
  url.includes('/cabinet/balance/refresh/')
    ? 'refresh'
    : url.includes('/cabinet/balance/')
      ? 'balance'
      : url.includes('/cabinet/money_confirmations/')
        ? 'confirmations'
        : 'other';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  setupIntersectionMocking(vi.fn);
  authStore.getState().setUser(makeUser({ is_resident: true }));
  vi.mocked(toast.error).mockReset();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  resetIntersectionMocking();
  warn.mockRestore();
});

/** A backend where `failing` answers 500 until `recover()`; settings and the rest answer as usual. */
function backend(failing: Call) {
  let broken = true;
  const calls = fakeBackend((call) => {
    const which = callOf(call.url);
    if (which === failing && broken) return json({ detail: 'boom' }, 500);
    if (which === 'balance' || which === 'refresh') return json(BALANCE);
    if (which === 'confirmations') return json(CONFIRMATIONS);
    return json(SETTINGS); // profile/settings/: the upload's extension list
  });
  return { ...calls, recover: () => (broken = false) };
}

describe('trade limits: a failed data load is logged only, no message (cabinet §8)', () => {
  it.each<[Call, string, { shown: string[]; hidden: string[] }]>([
    ['balance', '[trade-limits] balance failed', { shown: ['confirmation-row'], hidden: ['card-available'] }],
    [
      'confirmations',
      '[trade-limits] confirmations failed',
      { shown: ['card-available'], hidden: ['confirmation-row'] },
    ],
  ])('%s fails: nothing said, the rest of the page works, the next load recovers', async (failing, logged, page) => {
    const server = backend(failing);
    const { client } = renderScreen(<TradeLimitsScreen />, { path: '/en/trade-limits' });
    for (const id of page.shown) expect((await screen.findAllByTestId(id)).length).toBeGreaterThan(0);
    await waitFor(() => expect(warn).toHaveBeenCalledWith(logged, expect.anything()));
    const screenEl = screen.getByTestId('screen-trade-limits');
    for (const id of page.hidden) expect(screen.queryByTestId(id)).toBeNull();
    // no line of text in place of what failed: no "empty" or "could not be loaded", no alert, no toast
    expect(screenEl.querySelector('.documents-empty, [role="alert"]')).toBeNull();
    expect(screen.queryByRole('status', { name: /loading/i })).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
    server.recover();
    await act(() => client.invalidateQueries());
    for (const id of [...page.shown, ...page.hidden])
      expect((await screen.findAllByTestId(id)).length).toBeGreaterThan(0);
  });

  it('the update button failing: logged, no toast, the figures and their time stay', async () => {
    backend('refresh');
    const user = userEvent.setup();
    renderScreen(<TradeLimitsScreen />, { path: '/en/trade-limits' });
    const time = await screen.findByTestId('limits-updated-at');
    await user.click(screen.getByTestId('limits-refresh'));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[trade-limits] balance refresh failed', expect.anything()));
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByTestId('limits-updated-at')).toBe(time);
    expect(screen.getByTestId('card-available')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('limits-refresh')).toBeEnabled());
  });
});
