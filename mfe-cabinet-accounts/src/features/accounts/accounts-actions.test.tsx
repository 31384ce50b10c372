import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccountsResponse } from '@broker/shared/contracts';
import { authStore } from '@broker/shared/session';
import { failure, makeUser } from '@broker/shared/test-utils';
import { toastError } from '@broker/shared/ui';
import { ACCOUNTS, ACCOUNTS_LIST, card, serve } from '../../test/accounts-fixtures';
import { renderScreen } from '../../test/render-screen';
import { AccountsScreen } from './accounts-screen';

vi.mock('@broker/shared/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), toastError: vi.fn() }));

const render = () => renderScreen(<AccountsScreen />, { path: '/en/accounts' });
const CODE = { otp_id: 'x', seconds_left: 900, tries: 3, success: true, phone: '+38050***', email: null };
let api: ReturnType<typeof serve>;
const accountsLoads = () => api.to(ACCOUNTS_LIST).length;
const nth = async (i: number) => (await screen.findAllByTestId('verified-account'))[i]!;

beforeEach(() => {
  vi.mocked(toastError).mockReset();
  authStore.getState().setUser(makeUser({ is_resident: true }));
});

describe('accounts count limit (cabinet §5: up to MAX_ACCOUNTS_COUNT)', () => {
  it.each([
    [3, true],
    [4, true],
    [5, false],
    [6, false],
  ])('%i accounts with MAX_ACCOUNTS_COUNT 5 → adding offered: %s', async (n, offered) => {
    const verified = Array.from({ length: n }, (_, i) => ({
      ...ACCOUNTS.verified[1]!,
      id: 10 + i,
      iban: `UA9030529929900041491234567${10 + i}`,
    }));
    serve({ payout: [], verified });
    render();
    expect(await screen.findAllByTestId('verified-account')).toHaveLength(n);
    expect(screen.queryByTestId('account-add') !== null).toBe(offered);
    expect(screen.queryByTestId('payout-add') !== null).toBe(offered);
  });
});

describe('set payout (cabinet §4, §8)', () => {
  it('a failure of the payout call toasts "something went wrong"; no code dialog opens and the loader goes', async () => {
    const refused = { detail: 'Invalid request', currency: ['The account does not hold this currency.'] };
    serve(ACCOUNTS, {}, { 'POST /api/cabinet/accounts/3/payout/': failure(400, refused) });
    render();
    const mixed = await nth(2);
    act(() => within(mixed).getByTestId('account-set-payout').click());
    act(() => screen.getByTestId('payout-continue').click());
    await act(async () => screen.getByTestId('payout-replace-yes').click());
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(1));
    expect(vi.mocked(toastError).mock.calls[0]).toHaveLength(1); // the generic 'something went wrong'
    expect(screen.queryByTestId('accounts-otp')).toBeNull();
    expect(within(mixed).queryByRole('status')).toBeNull();
    expect(within(mixed).getByTestId('account-set-payout')).toBeEnabled();
  });
});

describe('delete account (cabinet §4)', () => {
  it('confirm, code, confirmed: the dialog closes and the accounts reload', async () => {
    const DELETE = 'DELETE /api/cabinet/accounts/2/';
    const CONFIRM = 'POST /api/cabinet/accounts/2/confirm/account_delete/';
    api = serve(ACCOUNTS, {}, { [DELETE]: CODE, [CONFIRM]: { success: true } });
    render();
    const fx = await nth(1);
    act(() => within(fx).getByTestId('account-delete').click());
    await act(async () =>
      within(screen.getByTestId('account-delete-confirm')).getByRole('button', { name: 'Delete account' }).click(),
    );
    const dialog = await screen.findByTestId('accounts-otp');
    expect(api.to(DELETE).map((c) => c.data)).toEqual([{ action: 'account_delete' }]);
    const before = accountsLoads();
    fireEvent.paste(within(dialog).getByTestId('otp-digit-1'), { clipboardData: { getData: () => '1234' } });
    await act(async () => within(dialog).getByTestId('otp-confirm').click());
    await waitFor(() => expect(screen.queryByTestId('accounts-otp')).toBeNull());
    expect(api.to(CONFIRM).map((c) => c.data)).toEqual([{ code: '1234' }]);
    await waitFor(() => expect(accountsLoads()).toBeGreaterThan(before));
    expect(toastError).not.toHaveBeenCalled();
  });
});

describe('manage cards of an existing account (cabinet §4, §5, §8)', () => {
  const withCards = (n: number): AccountsResponse => ({
    payout: [],
    verified: [{ ...ACCOUNTS.verified[0]!, cards: Array.from({ length: n }, (_, i) => card(`414949991234567${i}`)) }],
  });

  it.each([
    [0, true],
    [1, true],
    [2, false],
  ])(
    '%i cards with MAX_IBAN_CARDS_COUNT 2: one card form at a time, and only below the limit → %s',
    async (n, form) => {
      serve(withCards(n));
      render();
      const manage = await screen.findByTestId('account-manage-cards');
      act(() => manage.click());
      const modal = screen.getByTestId('manage-cards-modal');
      expect(within(modal).queryAllByTestId(/^card-fields-/)).toHaveLength(form ? 1 : 0);
      expect(within(modal).queryByTestId('account-add-card')).toBeNull(); // never a second card form here
      if (form) expect(within(modal).getByTestId(`card-fields-${n}`)).toBeInTheDocument();
      else expect(modal).toHaveTextContent('The account already has 2 cards, the most allowed.');
    },
  );

  it('deleting a card: confirm, one DELETE, the accounts reload, no toast', async () => {
    const DELETE = 'DELETE /api/cabinet/accounts/1/card/4149499912345670/';
    api = serve(withCards(1), {}, { [DELETE]: { success: true } });
    render();
    const manage = await screen.findByTestId('account-manage-cards');
    act(() => manage.click());
    act(() => screen.getByTestId('card-delete').click());
    const before = accountsLoads();
    await act(async () =>
      within(screen.getByTestId('card-delete-confirm')).getByRole('button', { name: 'Delete card' }).click(),
    );
    await waitFor(() => expect(api.to(DELETE)).toHaveLength(1));
    expect(api.to(DELETE)[0]!.body).toBe('');
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('card-delete-confirm')).toBeNull());
    await waitFor(() => expect(accountsLoads()).toBeGreaterThan(before));
    expect(toastError).not.toHaveBeenCalled();
  });

  it('a failed card delete toasts its own message; the confirm stays for another try', async () => {
    serve(withCards(1), {}, { 'DELETE /api/cabinet/accounts/1/card/:n/': failure(404, { detail: 'Card not found.' }) });
    render();
    const manage = await screen.findByTestId('account-manage-cards');
    act(() => manage.click());
    act(() => screen.getByTestId('card-delete').click());
    await act(async () =>
      within(screen.getByTestId('card-delete-confirm')).getByRole('button', { name: 'Delete card' }).click(),
    );
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(
        expect.objectContaining({ status: 404, body: { detail: 'Card not found.' } }),
        'accounts:accounts.cards.deleteFailed',
      ),
    );
    expect(screen.getByTestId('card-delete-confirm')).toBeInTheDocument();
  });

  it('a state-support card the back end accepted (bonds bought through Diia) is marked on the account and in the list', async () => {
    serve(
      {
        payout: [],
        verified: [
          {
            ...ACCOUNTS.verified[0]!,
            cards: [card('9999555566667777', false, { is_state_support: true }), card('4149499912345678')],
          },
        ],
      },
      { MAX_IBAN_CARDS_COUNT: 3 },
    );
    render();
    const [marker, ...others] = await screen.findAllByTestId('state-support-card');
    expect(others).toHaveLength(0);
    expect(marker!.closest('[data-testid="account-card"]')).toHaveTextContent('**** 7777');
    expect(marker).toHaveTextContent('State-support card: only payouts on bonds bought through Diia');
    act(() => screen.getByTestId('account-manage-cards').click());
    const modal = screen.getByTestId('manage-cards-modal');
    expect(within(modal).getAllByTestId('state-support-card')).toHaveLength(1);
    expect(within(modal).getByTestId('card-number-2')).toHaveTextContent(
      'State-support cards cannot be payout cards, except for payouts on bonds bought through Diia.',
    );
  });
});
