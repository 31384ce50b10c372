import { describe, expect, it } from 'vitest';
import type { FileItem } from './file-upload/file-item';
import {
  accountSchema,
  accountToSend,
  canAddCard,
  emptyAccount,
  emptyCard,
  maxAccountDocs,
  type AccountValues,
  type CardValues,
} from './account-rules';

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
const account = (patch: Partial<AccountValues> = {}): AccountValues => ({
  ...emptyAccount(),
  currency: [1],
  iban: 'UA213223130000026007233566001',
  doc: [file(1)],
  ...patch,
});

/** The first message of each path, for readable table rows. */
function errors(values: AccountValues, opts: Parameters<typeof accountSchema>[0] = {}): Record<string, string> {
  const r = accountSchema(opts).safeParse(values);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[i.path.join('.')] ??= i.message;
  return out;
}

describe('account rules (onboarding §5 "Accounts", cabinet §5 "Add account"): each fails once and passes once', () => {
  it.each([
    ['currency required', account({ currency: [] }), 'currency', 'validations.required'],
    ['iban required', account({ iban: '' }), 'iban', 'validations.required'],
    ['iban: two letters then 13–32 digits', account({ iban: 'UA12' }), 'iban', 'validations.iban'],
    [
      'iban unique across accounts',
      account(),
      'iban',
      'validations.iban_is_not_unique',
      { otherIbans: ['ua213223130000026007233566001'] },
    ],
    ['documents required', account({ doc: [] }), 'doc', 'validations.required_files'],
    [
      'documents error-free',
      account({ doc: [file(1, { hasError: true, id: undefined })] }),
      'doc',
      'validations.files_has_no_errors',
    ],
    [
      'at most 2 documents per currency',
      account({ currency: [1], doc: [file(1), file(2), file(3)] }),
      'doc',
      'validations.files_max|{"count":2}',
    ],
    [
      'card: 14–19 letters or digits',
      account({ cards: [card({ card_number: '1234' })] }),
      'cards.0.card_number',
      'validations.card_number',
    ],
    [
      'card: expiry required with a number',
      account({ cards: [card({ card_expire: '' })] }),
      'cards.0.card_expire',
      'validations.required',
    ],
    [
      'card: expiry MM/YY, month 01-12',
      account({ cards: [card({ card_expire: '13/29' })] }),
      'cards.0.card_expire',
      'validations.card_expire',
    ],
    ['card: confirming image', account({ cards: [card({ doc: [] })] }), 'cards.0.doc', 'validations.required_files'],
    [
      'card: unique in the form',
      account({ cards: [card(), card({ doc: [file(91)] })] }),
      'cards.1.card_number',
      'validations.card_is_not_unique',
    ],
    [
      'card: unique across accounts',
      account({ cards: [card()] }),
      'cards.0.card_number',
      'validations.card_is_not_unique',
      { otherCards: ['4149499912345678'] },
    ],
  ] as Array<[string, AccountValues, string, string, Parameters<typeof accountSchema>[0]?]>)(
    '%s',
    (_rule, failing, path, message, opts) => {
      expect(errors(failing, opts ?? {})[path]).toBe(message);
    },
  );

  it.each([
    ['a UAH account with a card', account({ cards: [card()] })],
    [
      'USD + EUR, 4 documents, no cards shown',
      account({ currency: [2, 3], doc: [file(1), file(2), file(3), file(4)], swift: 'PBANUA2X', bank: 'Bank' }),
    ],
    ['a blank card (no number) is not validated', account({ cards: [emptyCard()] })],
    ['cards are ignored without UAH', account({ currency: [2], cards: [card({ card_number: 'x' })] })],
    ['another IBAN', account()],
  ])('passes: %s', (_label, values) => {
    expect(errors(values, { otherIbans: ['UA000000000000000000'] })).toEqual({});
  });
});

describe('helpers', () => {
  it.each([
    [[], 2],
    [[1], 2],
    [[1, 2], 4],
    [[1, 2, 3], 6],
  ])('documents limit for %j is %i', (currency, max) => expect(maxAccountDocs(currency)).toBe(max));

  it('add-card only when every card is filled and below the limit', () => {
    expect(canAddCard([], 2)).toBe(true);
    expect(canAddCard([card()], 2)).toBe(true);
    expect(canAddCard([card({ card_expire: '' })], 2)).toBe(false);
    expect(canAddCard([card(), card()], 2)).toBe(false);
  });

  it('on send: FX fields only with USD/EUR, blank cards dropped, cards only with UAH, failed files excluded', () => {
    const sent = accountToSend(
      account({
        currency: [1],
        swift: 'X',
        bank: 'B',
        cards: [card(), emptyCard()],
        doc: [file(1), file(2, { hasError: true })],
      }),
    );
    expect(sent).toMatchObject({
      swift: null,
      bank: null,
      doc: [1],
      cards: [{ card_number: '4149499912345678', card_expire: '12/29', doc: [90] }],
    });
    expect(accountToSend(account({ currency: [2], swift: 'X', cards: [card()] }))).toMatchObject({
      swift: 'X',
      cards: [],
    });
  });
});
