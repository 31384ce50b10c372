import { vi } from 'vitest';
import { getJson } from '@broker/shared/api';
import type { AccountsResponse, AppSettings, Card } from '@broker/shared/contracts';

/** Settings, accounts and currencies the accounts page reads (tests mock `@broker/shared/api`'s getJson). */
export const SETTINGS: AppSettings = {
  AUTH_ACCESS_TOKEN_TTL: 15,
  AUTH_REFRESH_TOKEN_TTL: 240,
  BLOCK_NONRESIDENT: false,
  MAX_ACCOUNTS_COUNT: 5,
  MAX_IBAN_CARDS_COUNT: 2,
  DELAY_BEFORE_SHARING_REDIRECT: 0,
  RESIDENT_IMAGE_EXTENSIONS: [],
  NONRESIDENT_IMAGE_EXTENSIONS: [],
  STARTUP_TEXT_UA: null,
  STARTUP_TEXT_EN: null,
  STARTUP_BUTTON_TEXT_UA: null,
  STARTUP_BUTTON_TEXT_EN: null,
};

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

/** Answers the page's GETs: settings (with `settings` over the defaults), currencies, then the accounts. */
export function serve(accounts: AccountsResponse = ACCOUNTS, settings: Partial<AppSettings> = {}) {
  vi.mocked(getJson).mockImplementation(async (_base, path) => {
    if (path.includes('settings')) return { ...SETTINGS, ...settings } as never;
    if (path.includes('currencies'))
      return [
        { id: 1, name: 'UAH' },
        { id: 2, name: 'USD' },
        { id: 3, name: 'EUR' },
      ] as never;
    return accounts as never;
  });
}
