import { z } from 'zod';
import { vmsg, type ValidationKey } from '@broker/shared/validation';
import type { FileItem } from './file-upload/file-item';
import { ibanSchema, type IbanVariant } from './iban';
import { cardExpirySchema, cardNumberSchema, filesSchema, uploadedIds } from './rules';

/**
 * Bank accounts and cards as the user types them: onboarding §5 "Accounts", "Cards" (application step 4)
 * and cabinet §5 "Add account", "Card" (the cabinet's add-account and add-card forms) — one set of
 * rules for both. Currencies: 1 UAH, 2 USD, 3 EUR (§3 reference lists).
 */
export const UAH = 1;
export const isFx = (currency: readonly number[]) => currency.some((c) => c === 2 || c === 3);
export const hasUah = (currency: readonly number[]) => currency.includes(UAH);

/** The account and card codes the server answers as bare words (both forms: `translateServerCodes`). */
export const ACCOUNT_SERVER_CODES = [
  'iban_is_not_unique',
  'card_is_not_unique',
] as const satisfies readonly ValidationKey[];

/** At most twice the number of chosen currencies, 2 if none is chosen yet. */
export const maxAccountDocs = (currency: readonly number[]) => Math.max(1, currency.length) * 2;

export interface CardValues {
  card_number: string;
  card_expire: string;
  doc: FileItem[];
}

export interface AccountValues {
  currency: number[];
  iban: string;
  /** the next three only when USD or EUR is chosen */
  swift: string;
  additional_information: string;
  bank: string;
  doc: FileItem[];
  /** only when UAH is chosen */
  cards: CardValues[];
}

export const emptyCard = (): CardValues => ({ card_number: '', card_expire: '', doc: [] });
export const emptyAccount = (): AccountValues => ({
  currency: [],
  iban: '',
  swift: '',
  additional_information: '',
  bank: '',
  doc: [],
  cards: [],
});

/** A card counts as filled when it has a number, an expiry and its confirming image. */
export const cardFilled = (c: CardValues) =>
  c.card_number !== '' && c.card_expire !== '' && uploadedIds(c.doc).length > 0;

/** Add-card is offered only when every card so far is filled and the count is below the limit. */
export const canAddCard = (cards: readonly CardValues[], max: number) => cards.length < max && cards.every(cardFilled);

/**
 * One card: number optional (14–19 letters or digits); with a number the expiry (MM/YY) and a confirming
 * image are required. `taken` are numbers used before it (earlier cards of the form, other accounts).
 */
export function cardSchema(taken: readonly string[] = []) {
  return z
    .object({
      card_number: cardNumberSchema,
      card_expire: cardExpirySchema,
      doc: z.custom<FileItem[]>((v) => Array.isArray(v)),
    })
    .superRefine((card, ctx) => {
      if (card.card_number === '') return;
      if (taken.includes(card.card_number))
        ctx.addIssue({ code: 'custom', path: ['card_number'], message: vmsg('card_is_not_unique') });
      if (card.card_expire === '') ctx.addIssue({ code: 'custom', path: ['card_expire'], message: vmsg('required') });
      const docs = filesSchema({ required: true, max: 1 }).safeParse(card.doc);
      if (!docs.success)
        ctx.addIssue({
          code: 'custom',
          path: ['doc'],
          message: docs.error.issues[0]?.message ?? vmsg('required_files'),
        });
    });
}

/**
 * Bank name (onboarding §5 "bank_name check", optional, only with USD or EUR): not in spec: chosen — letters
 * (Latin or Ukrainian), digits, spaces and the punctuation of bank names (. , - ' ’ " « » & ( ) / №), at most 256.
 */
const BANK_NAME = /^[A-Za-zА-ЩЬЮЯҐЄІЇа-щьюяґєії0-9 .,\-'’"«»&()/№]+$/;
export const bankNameSchema = z
  .string()
  .max(256, vmsg('max', { length: 256 }))
  .refine((v) => v.trim() === '' || BANK_NAME.test(v.trim()), vmsg('bank_name'));

/**
 * One account. `otherIbans`: IBANs of the other accounts (of the form, or the client's existing ones):
 * the IBAN must differ (iban_is_not_unique). `otherCards`: card numbers already used elsewhere.
 * `variant`: the applicant's residency — the IBAN rule's message (`iban` or `neres_iban`, iban.ts).
 */
export function accountSchema(
  opts: {
    otherIbans?: readonly string[];
    otherCards?: readonly string[];
    maxCards?: number;
    variant?: IbanVariant;
  } = {},
) {
  const { otherIbans = [], otherCards = [], maxCards, variant = 'resident' } = opts;
  return z
    .object({
      currency: z.array(z.number()).min(1, vmsg('required')),
      iban: ibanSchema(variant),
      swift: z.string().max(11, vmsg('max', { length: 11 })),
      additional_information: z.string().max(1000, vmsg('max', { length: 1000 })),
      bank: bankNameSchema,
      doc: z.custom<FileItem[]>((v) => Array.isArray(v)),
      cards: z.array(z.custom<CardValues>()),
    })
    .superRefine((acc, ctx) => {
      const iban = acc.iban.toUpperCase();
      if (iban && otherIbans.some((o) => o.toUpperCase() === iban))
        ctx.addIssue({ code: 'custom', path: ['iban'], message: vmsg('iban_is_not_unique') });
      const docs = filesSchema({ required: true, max: maxAccountDocs(acc.currency) }).safeParse(acc.doc);
      if (!docs.success)
        ctx.addIssue({
          code: 'custom',
          path: ['doc'],
          message: docs.error.issues[0]?.message ?? vmsg('required_files'),
        });
      if (!hasUah(acc.currency)) return; // cards are hidden (and not sent) without UAH
      if (maxCards !== undefined && acc.cards.length > maxCards)
        ctx.addIssue({ code: 'custom', path: ['cards'], message: vmsg('files_max', { count: maxCards }) });
      acc.cards.forEach((card, i) => {
        const earlier = acc.cards
          .slice(0, i)
          .map((c) => c.card_number)
          .filter(Boolean);
        const result = cardSchema([...otherCards, ...earlier]).safeParse(card);
        if (!result.success)
          for (const issue of result.error.issues)
            ctx.addIssue({ code: 'custom', path: ['cards', i, ...issue.path], message: issue.message });
      });
    });
}

/** What the server gets for an account: FX fields only with USD/EUR, cards only with UAH and a number, uploaded file ids. */
export function accountToSend(acc: AccountValues) {
  const fx = isFx(acc.currency);
  return {
    currency: acc.currency,
    iban: acc.iban.toUpperCase(),
    swift: fx && acc.swift ? acc.swift : null,
    additional_information: fx && acc.additional_information ? acc.additional_information : null,
    bank: fx && acc.bank.trim() ? acc.bank.trim() : null,
    doc: uploadedIds(acc.doc),
    cards: hasUah(acc.currency)
      ? acc.cards
          .filter((c) => c.card_number !== '')
          .map((c) => ({ card_number: c.card_number, card_expire: c.card_expire, doc: uploadedIds(c.doc) }))
      : [],
  };
}
