import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@broker/shared/session';
import { failure, makeUser } from '@broker/shared/test-utils';
import { ACCOUNTS, ACCOUNTS_LIST, serve } from '../../test/accounts-fixtures';
import { renderScreen } from '../../test/render-screen';
import { AccountsScreen } from './accounts-screen';

const render = (lang: 'uk' | 'en' = 'en') => renderScreen(<AccountsScreen />, { path: `/${lang}/accounts` });

beforeEach(() => {
  authStore.getState().setUser(makeUser({ is_resident: true }));
});

describe('accounts page', () => {
  it('loading placeholders first, then payout tiles and verified accounts with masked cards', async () => {
    serve();
    render();
    expect(screen.getAllByTestId('payout-placeholder')).toHaveLength(3);
    expect(await screen.findAllByTestId('payout-tile')).toHaveLength(2);
    expect(screen.getAllByTestId('verified-account')).toHaveLength(4);
    expect(screen.getAllByTestId('account-card')[0]).toHaveTextContent('**** 5678');
    expect(screen.getByTestId('verified-block')).not.toHaveTextContent('4149499912345678');
    expect(screen.getAllByTestId('payout-tile')[1]).toHaveTextContent('USD, EUR');
  });

  it('an account in process shows its marker and no actions; cards only with UAH; payout offered for unused currencies', async () => {
    serve();
    render();
    const [uah, fx, mixed, pending] = await screen.findAllByTestId('verified-account');
    expect(within(pending!).getByText('In process')).toBeInTheDocument();
    expect(within(pending!).queryByTestId('account-delete')).toBeNull();
    expect(within(fx!).queryByTestId('account-manage-cards')).toBeNull();
    expect(within(uah!).queryByTestId('account-set-payout')).toBeNull();
    expect(within(mixed!).getByTestId('account-set-payout')).toBeInTheDocument();
  });

  it('empty state for a client without accounts', async () => {
    serve({ payout: [], verified: [] });
    render('uk');
    expect(await screen.findByTestId('accounts-empty')).toHaveTextContent('У вас ще немає банківських рахунків');
    expect(screen.getByTestId('payout-add')).toBeInTheDocument();
  });

  it('a failed list is logged only, no message (cabinet §8); nothing to add until it loads; the next load recovers', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let broken = true;
    serve(ACCOUNTS, {}, { [ACCOUNTS_LIST]: () => (broken ? failure(500, {}) : ACCOUNTS) });
    const { client } = render();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[accounts] list failed', expect.anything()));
    const page = screen.getByTestId('screen-accounts');
    expect(within(page).queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('accounts-empty')).toBeNull();
    expect(screen.queryByTestId('account-add')).toBeNull();
    expect(screen.queryByTestId('payout-add')).toBeNull();
    expect(within(screen.getByTestId('verified-block')).queryAllByRole('button')).toHaveLength(0);
    broken = false;
    await act(() => client.invalidateQueries());
    expect(await screen.findAllByTestId('verified-account')).toHaveLength(4);
    expect(screen.getByTestId('account-add')).toBeInTheDocument();
    warn.mockRestore();
  });

  it('set payout with a currency another account pays out asks to replace it first, then opens the code dialog', async () => {
    const PAYOUT = 'POST /api/cabinet/accounts/3/payout/';
    const api = serve(
      ACCOUNTS,
      {},
      { [PAYOUT]: { otp_id: 'x', seconds_left: 900, tries: 3, success: true, phone: '+38050***', email: null } },
    );
    render();
    const mixed = (await screen.findAllByTestId('verified-account'))[2]!;
    act(() => within(mixed).getByTestId('account-set-payout').click());
    act(() => screen.getByTestId('payout-continue').click());
    expect(screen.getByTestId('payout-replace-modal')).toHaveTextContent('UA21 3223');
    await act(async () => screen.getByTestId('payout-replace-yes').click());
    expect(await screen.findByTestId('accounts-otp')).toBeInTheDocument();
    expect(api.to(PAYOUT).map((c) => c.data)).toEqual([{ currency: [1, 2], action: 'account_payout' }]);
    expect(within(mixed).getByRole('status')).toBeInTheDocument(); // the account shows a loader meanwhile
  });

  it('add account: IBAN already used by an account is refused before any request', async () => {
    const api = serve();
    render();
    await screen.findAllByTestId('verified-account');
    act(() => screen.getByTestId('account-add').click());
    const dialog = screen.getByTestId('add-account-modal');
    fireEvent.change(within(dialog).getByTestId('account-iban').querySelector('input')!, {
      target: { value: 'UA213223130000026007233566001' },
    });
    await vi.waitFor(
      () => expect(within(dialog).getByText('This IBAN is already used in another account')).toBeInTheDocument(),
      { timeout: 2000 },
    );
    expect(within(dialog).getByTestId('account-submit')).toBeDisabled();
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
