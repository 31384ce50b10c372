import type { AccountsResponse, AppSettings, Card } from '@broker/shared/contracts';
import { fakeBackend, makeSettings, type RouteTable } from '@broker/shared/test-utils';

/** Settings, accounts and currencies the accounts page reads, answered by `serve`'s fake backend. */
export const SETTINGS: AppSettings = makeSettings();

export const card = (n: string, processing = false, extra: Partial<Card> = {}): Card => ({
  uuid: `u-${n}`,
  id: Number(n.slice(-3)),
  card_number: n,
  card_expire: '12/29',
  doc: [],
  currency: 1,
  is_processing: processing,
  ...extra,
});

export const ACCOUNTS: AccountsResponse = {
  payout: [
    { id: 1, iban: 'UA213223130000026007233566001', bank: 'ПриватБанк', currency: [1], is_processing: false },
    { id: 2, iban: 'UA903052992990004149123456789', bank: 'Raiffeisen', currency: [2, 3], is_processing: false },
  ],
  verified: [
    {
      id: 1,
      iban: 'UA213223130000026007233566001',
      bank: 'ПриватБанк',
      swift: null,
      additional_information: [],
      currency: [1],
      currency_in_use: [1],
      cards: [card('4149499912345678')],
      doc: [],
      is_processing: false,
    },
    {
      id: 2,
      iban: 'UA903052992990004149123456789',
      bank: 'Raiffeisen',
      swift: 'AVALUAUK',
      additional_information: ['Ref 42'],
      currency: [2, 3],
      currency_in_use: [2, 3],
      cards: [],
      doc: [],
      is_processing: false,
    },
    {
      id: 3,
      iban: 'UA383052990000026004011111111',
      bank: 'Монобанк',
      swift: null,
      additional_information: [],
      currency: [1, 2],
      currency_in_use: [],
      cards: [card('5375414112349876', true)],
      doc: [],
      is_processing: false,
    },
    {
      id: 4,
      iban: 'UA111111111111111111111111111',
      bank: null,
      swift: null,
      additional_information: [],
      currency: [1],
      currency_in_use: [],
      cards: [],
      doc: [],
      is_processing: true,
    },
  ],
};

export const ACCOUNTS_LIST = 'GET /api/cabinet/accounts/';

/**
 * The page's backend: settings (with `settings` over the defaults), currencies and the accounts, plus
 * `more` routes (the actions a test is about; `more` may replace these three too). Every call is recorded.
 */
export function serve(
  accounts: AccountsResponse = ACCOUNTS,
  settings: Partial<AppSettings> = {},
  more: RouteTable = {},
) {
  return fakeBackend({
    'GET /api/profile/settings/': { ...SETTINGS, ...settings },
    'GET /api/profile/refs/currencies/': [
      { id: 1, name: 'UAH' },
      { id: 2, name: 'USD' },
      { id: 3, name: 'EUR' },
    ],
    [ACCOUNTS_LIST]: accounts,
    ...more,
  });
}
