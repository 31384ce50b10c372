import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { getJson, sendJson } from '@broker/shared/api';
import type { AccountsResponse } from '@broker/shared/contracts';
import { authStore } from '@broker/shared/session';
import { makeUser } from '@broker/shared/test-utils';
import { renderScreen } from '../../test/render-screen';
import { AccountsScreen } from './accounts-screen';

vi.mock('@broker/shared/api', async (importOriginal) => ({ ...(await importOriginal<object>()), getJson: vi.fn(), sendJson: vi.fn() }));

const SETTINGS = { AUTH_ACCESS_TOKEN_TTL: 15, AUTH_REFRESH_TOKEN_TTL: 240, BLOCK_NONRESIDENT: false, MAX_ACCOUNTS_COUNT: 5, MAX_IBAN_CARDS_COUNT: 2, DELAY_BEFORE_SHARING_REDIRECT: 0, RESIDENT_IMAGE_EXTENSIONS: [], NONRESIDENT_IMAGE_EXTENSIONS: [], STARTUP_TEXT_UA: null, STARTUP_TEXT_EN: null, STARTUP_BUTTON_TEXT_UA: null, STARTUP_BUTTON_TEXT_EN: null };
const card = (n: string, processing = false) => ({ uuid: `u-${n}`, id: Number(n.slice(-3)), card_number: n, card_expire: '12/29', doc: [], currency: 1 as const, is_processing: processing });
const ACCOUNTS: AccountsResponse = {
  payout: [
    { id: 1, iban: 'UA213223130000026007233566001', bank: 'ПриватБанк', currency: [1], is_processing: false },
    { id: 2, iban: 'UA903052992990004149123456789', bank: 'Raiffeisen', currency: [2, 3], is_processing: false },
  ],
  verified: [
    { id: 1, iban: 'UA213223130000026007233566001', bank: 'ПриватБанк', swift: null, additional_information: [], currency: [1], currency_in_use: [1], cards: [card('4149499912345678')], doc: [], is_processing: false },
    { id: 2, iban: 'UA903052992990004149123456789', bank: 'Raiffeisen', swift: 'AVALUAUK', additional_information: ['Ref 42'], currency: [2, 3], currency_in_use: [2, 3], cards: [], doc: [], is_processing: false },
    { id: 3, iban: 'UA383052990000026004011111111', bank: 'Монобанк', swift: null, additional_information: [], currency: [1, 2], currency_in_use: [], cards: [card('5375414112349876', true)], doc: [], is_processing: false },
    { id: 4, iban: 'UA111111111111111111111111111', bank: null, swift: null, additional_information: [], currency: [1], currency_in_use: [], cards: [], doc: [], is_processing: true },
  ],
};

function serve(accounts: AccountsResponse = ACCOUNTS) {
  vi.mocked(getJson).mockImplementation(async (_base, path) => {
    if (path.includes('settings')) return SETTINGS as never;
    if (path.includes('currencies')) return [{ id: 1, name: 'UAH' }, { id: 2, name: 'USD' }, { id: 3, name: 'EUR' }] as never;
    return accounts as never;
  });
}

const render = (lang: 'uk' | 'en' = 'en') => renderScreen(<AccountsScreen />, { path: `/${lang}/accounts` });

beforeEach(() => {
  vi.mocked(sendJson).mockReset();
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

  it('set payout with a currency another account pays out asks to replace it first, then opens the code dialog', async () => {
    serve();
    vi.mocked(sendJson).mockResolvedValue({ otp_id: 'x', seconds_left: 900, tries: 3, phone: '+38050***', email: null } as never);
    render();
    const mixed = (await screen.findAllByTestId('verified-account'))[2]!;
    act(() => within(mixed).getByTestId('account-set-payout').click());
    act(() => screen.getByTestId('payout-continue').click());
    expect(screen.getByTestId('payout-replace-modal')).toHaveTextContent('UA21 3223');
    await act(async () => screen.getByTestId('payout-replace-yes').click());
    expect(await screen.findByTestId('accounts-otp')).toBeInTheDocument();
    expect(sendJson).toHaveBeenCalledWith('api', 'post', 'cabinet/accounts/3/payout/', { currency: [1, 2], action: 'account_payout' }, expect.anything());
    expect(within(mixed).getByRole('status')).toBeInTheDocument(); // the account shows a loader meanwhile
  });

  it('add account: IBAN already used by an account is refused before any request', async () => {
    serve();
    render();
    await screen.findAllByTestId('verified-account');
    act(() => screen.getByTestId('account-add').click());
    const dialog = screen.getByTestId('add-account-modal');
    fireEvent.change(within(dialog).getByTestId('account-iban').querySelector('input')!, { target: { value: 'UA213223130000026007233566001' } });
    await vi.waitFor(() => expect(within(dialog).getByText('This IBAN is already used in another account')).toBeInTheDocument(), { timeout: 2000 });
    expect(within(dialog).getByTestId('account-submit')).toBeDisabled();
    expect(sendJson).not.toHaveBeenCalled();
  });
});
