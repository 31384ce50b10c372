import { describe, expect, it } from 'vitest';
import { emptyAccount, emptyCard, type AccountValues, type CardValues, type FileItem } from '@broker/shared/form';
import {
  accountsDefaults,
  accountsErrorPaths,
  accountsRequest,
  accountsStepSchema,
  type AccountsValues,
} from './accounts-schema';

const file = (id: number, patch: Partial<FileItem> = {}): FileItem => ({
  key: `k${id}`,
  id,
  name: `f${id}.png`,
  newAdded: true,
  isUploading: false,
  uploadPercent: 100,
  hasError: false,
  error: [],
  ...patch,
});
const card = (patch: Partial<CardValues> = {}): CardValues => ({
  card_number: '4149499912345678',
  card_expire: '12/29',
  doc: [file(90)],
  ...patch,
});
const uah = (patch: Partial<AccountValues> = {}): AccountValues => ({
  ...emptyAccount(),
  currency: [1],
  iban: 'UA213223130000026007233566001',
  doc: [file(1)],
  cards: [card()],
  ...patch,
});
const usd = (patch: Partial<AccountValues> = {}): AccountValues => ({
  ...emptyAccount(),
  currency: [2],
  iban: 'UA903052992990004149123456789',
  swift: 'PBANUA2X',
  bank: 'Privat',
  doc: [file(2)],
  ...patch,
});
const LIMITS = { maxAccounts: 3, maxCards: 2 };

/** path → first message, for readable rows */
function errors(values: AccountsValues, limits = LIMITS, isResident = true): Record<string, string> {
  const r = accountsStepSchema(limits, isResident).safeParse(values);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[i.path.join('.')] ??= i.message;
  return out;
}

// onboarding §5 "Accounts" and "Cards": every rule fails once (left) and passes once (right)
describe('step 4 rules', () => {
  it.each<[string, AccountValues[], string, string, AccountValues[]]>([
    ['at least one account', [], 'accounts', 'validations.required', [uah()]],
    [
      'at most MAX_ACCOUNTS_COUNT accounts',
      [uah(), usd(), usd({ iban: 'UA443052990000026004011111111' }), usd({ iban: 'UA953052990000026004022222222' })],
      'accounts',
      'validations.accounts_max|{"count":3}',
      [uah(), usd(), usd({ iban: 'UA443052990000026004011111111' })],
    ],
    ['currency required', [uah({ currency: [] })], 'accounts.0.currency', 'validations.required', [uah()]],
    ['IBAN required', [uah({ iban: '' })], 'accounts.0.iban', 'validations.required', [uah()]],
    [
      'IBAN: Ukraine’s length (29, ISO 13616)',
      [uah({ iban: 'UA21322313000002600723356600' })],
      'accounts.0.iban',
      'validations.iban',
      [uah()],
    ],
    [
      'IBAN: the check digits (mod 97)',
      [uah({ iban: 'UA223223130000026007233566001' })],
      'accounts.0.iban',
      'validations.iban',
      [uah()],
    ],
    [
      'bank name: letters, digits, spaces and its punctuation',
      [usd({ bank: 'Bank <b>' })],
      'accounts.0.bank',
      'validations.bank_name',
      [usd({ bank: 'АТ «Райффайзен Банк», Kyiv (HQ) & Co. №1' })],
    ],
    ['IBAN: letters first', [uah({ iban: '12213223130000026007' })], 'accounts.0.iban', 'validations.iban', [uah()]],
    [
      'IBAN unique across accounts (reported on the later one)',
      [uah(), usd({ iban: 'UA213223130000026007233566001' })],
      'accounts.1.iban',
      'validations.iban_is_not_unique',
      [uah(), usd()],
    ],
    ['document required', [usd({ doc: [] })], 'accounts.0.doc', 'validations.required_files', [usd()]],
    [
      'at most 2 documents for one currency',
      [usd({ doc: [file(1), file(2), file(3)] })],
      'accounts.0.doc',
      'validations.files_max|{"count":2}',
      [usd({ doc: [file(1), file(2)] })],
    ],
    [
      'at most 4 documents for two currencies',
      [usd({ currency: [2, 3], doc: [1, 2, 3, 4, 5].map((n) => file(n)) })],
      'accounts.0.doc',
      'validations.files_max|{"count":4}',
      [usd({ currency: [2, 3], doc: [1, 2, 3, 4].map((n) => file(n)) })],
    ],
    [
      'a failed upload blocks the step',
      [usd({ doc: [file(1), file(9, { id: undefined, hasError: true })] })],
      'accounts.0.doc',
      'validations.files_has_no_errors',
      [usd()],
    ],
    [
      'SWIFT at most 11',
      [usd({ swift: 'PBANUA2XXXXX' })],
      'accounts.0.swift',
      'validations.max|{"length":11}',
      [usd({ swift: 'PBANUA2XXXX' })],
    ],
    [
      'card number 14 to 19 letters or digits',
      [uah({ cards: [card({ card_number: '4149499912345' })] })],
      'accounts.0.cards.0.card_number',
      'validations.card_number',
      [uah({ cards: [card({ card_number: '41494999123456' })] })],
    ],
    [
      'card number at most 19',
      [uah({ cards: [card({ card_number: '41494999123456789012' })] })],
      'accounts.0.cards.0.card_number',
      'validations.card_number',
      [uah({ cards: [card({ card_number: '4149499912345678901' })] })],
    ],
    [
      'card number unique in an account',
      [uah({ cards: [card(), card()] })],
      'accounts.0.cards.1.card_number',
      'validations.card_is_not_unique',
      [uah({ cards: [card(), card({ card_number: '5168742012345678' })] })],
    ],
    [
      'card number unique across accounts',
      [uah(), uah({ iban: 'UA443052990000026004011111111' })],
      'accounts.1.cards.0.card_number',
      'validations.card_is_not_unique',
      [uah(), uah({ iban: 'UA443052990000026004011111111', cards: [card({ card_number: '5168742012345678' })] })],
    ],
    [
      'expiry required with a number',
      [uah({ cards: [card({ card_expire: '' })] })],
      'accounts.0.cards.0.card_expire',
      'validations.required',
      [uah()],
    ],
    [
      'expiry month 01-12',
      [uah({ cards: [card({ card_expire: '13/29' })] })],
      'accounts.0.cards.0.card_expire',
      'validations.card_expire',
      [uah({ cards: [card({ card_expire: '01/29' })] })],
    ],
    [
      'expiry month not 00',
      [uah({ cards: [card({ card_expire: '00/29' })] })],
      'accounts.0.cards.0.card_expire',
      'validations.card_expire',
      [uah({ cards: [card({ card_expire: '12/29' })] })],
    ],
    [
      'expiry year 22-99',
      [uah({ cards: [card({ card_expire: '12/21' })] })],
      'accounts.0.cards.0.card_expire',
      'validations.card_expire',
      [uah({ cards: [card({ card_expire: '12/22' })] })],
    ],
    [
      'card image required with a number',
      [uah({ cards: [card({ doc: [] })] })],
      'accounts.0.cards.0.doc',
      'validations.required_files',
      [uah()],
    ],
    [
      'at most MAX_IBAN_CARDS_COUNT cards',
      [uah({ cards: [card(), card({ card_number: '5168742012345678' }), card({ card_number: '5168742087654321' })] })],
      'accounts.0.cards',
      'validations.files_max|{"count":2}',
      [uah({ cards: [card(), card({ card_number: '5168742012345678' })] })],
    ],
  ])('%s', (_rule, failing, path, message, passing) => {
    expect(errors({ accounts: failing })[path]).toBe(message);
    expect(errors({ accounts: passing })).toEqual({});
  });

  it.each<[string, AccountValues]>([
    ['a blank card (no number) is not checked', uah({ cards: [emptyCard()] })],
    ['cards are not checked without UAH', usd({ cards: [card({ card_number: 'x' })] })],
    ['a card number of a non-UAH account does not count as taken', usd({ currency: [2], cards: [card()] })],
  ])('passes: %s', (_label, account) => {
    expect(errors({ accounts: [account, uah({ iban: 'UA443052990000026004011111111' })] })).toEqual({});
  });
});

describe('step 4 data', () => {
  it('a first visit starts with one blank account; saved accounts come back with a card slot for UAH', () => {
    expect(accountsDefaults({ accounts: [] })).toEqual({ accounts: [emptyAccount()] });
    const ref = { id: 7, name: 'a.png', uuid: 'u7', src: '/d/u7' };
    const back = accountsDefaults({
      accounts: [
        {
          id: 1,
          currency: [1, 2],
          iban: 'UA053220010000026001234567890',
          swift: null,
          number: null,
          name: null,
          bank: 'B',
          additional_information: null,
          doc: [ref],
          cards: [],
        },
      ],
    });
    expect(back.accounts[0]).toMatchObject({
      currency: [1, 2],
      swift: '',
      bank: 'B',
      doc: [{ id: 7 }],
      cards: [emptyCard()],
    });
  });

  it('sends FX fields only with USD/EUR, cards only with UAH and a number, uploaded files only', () => {
    const values: AccountsValues = {
      accounts: [
        uah({
          swift: 'IGNORED',
          doc: [file(1), file(8, { id: undefined, hasError: true })],
          cards: [card(), emptyCard()],
        }),
        usd({ currency: [2, 3], cards: [card({ card_number: '5168742012345678' })] }),
      ],
    };
    expect(accountsRequest(values)).toEqual({
      accounts: [
        {
          currency: [1],
          iban: 'UA213223130000026007233566001',
          swift: null,
          bank: null,
          additional_information: null,
          doc: [1],
          cards: [{ card_number: '4149499912345678', card_expire: '12/29', doc: [90] }],
        },
        {
          currency: [2, 3],
          iban: 'UA903052992990004149123456789',
          swift: 'PBANUA2X',
          bank: 'Privat',
          additional_information: null,
          doc: [2],
          cards: [],
        },
      ],
    });
  });

  it('names every field a server error may point to', () => {
    expect(accountsErrorPaths({ accounts: [uah()] })).toEqual(
      expect.arrayContaining([
        'accounts.0.iban',
        'accounts.0.doc',
        'accounts.0.cards.0.card_number',
        'accounts.0.cards.0.doc',
      ]),
    );
  });
});

// issue 28 item 4: the non-resident variant (neres_iban) — any registry country's IBAN, letters where it has them
describe('step 4: IBAN by residency', () => {
  it.each<[string, boolean, string, string | null]>([
    ['a British IBAN, non-resident', false, 'GB29NWBK60161331926819', null],
    ['a Dutch IBAN, non-resident', false, 'NL91ABNA0417164300', null],
    ['a Ukrainian IBAN, non-resident', false, 'UA213223130000026007233566001', null],
    ['a British IBAN with a wrong check, non-resident', false, 'GB28NWBK60161331926819', 'validations.neres_iban'],
    ['a British IBAN, resident: digits only after the code', true, 'GB29NWBK60161331926819', 'validations.iban'],
    ['a German IBAN, resident', true, 'DE89370400440532013000', null],
  ])('%s', (_n, isResident, iban, expected) => {
    const e = errors({ accounts: [usd({ iban })] }, LIMITS, isResident);
    expect(e['accounts.0.iban'] ?? null).toBe(expected);
  });
});
