import { z } from 'zod';
import type { CurrencyId, StepAccountsRequest, StepAccountsResponse } from '@broker/shared/contracts';
import {
  accountSchema,
  accountToSend,
  emptyAccount,
  emptyCard,
  fromFileRefs,
  hasUah,
  type AccountValues,
} from '@broker/shared/form';
import { vmsg } from '@broker/shared/validation';

/**
 * Step 4, bank accounts and cards (onboarding §2, §5). One account's rules live in the form kit
 * (`accountSchema`, shared with the cabinet); this file adds what only the list knows: how many
 * accounts, and uniqueness of IBANs and card numbers ACROSS accounts. A duplicate is reported on the
 * later one, so the first account the user typed stays clean.
 */
export interface AccountsValues {
  accounts: AccountValues[];
}

export interface AccountsLimits {
  /** MAX_ACCOUNTS_COUNT from settings */
  maxAccounts: number;
  /** MAX_IBAN_CARDS_COUNT from settings */
  maxCards: number;
}

/** Card numbers an account contributes: only UAH accounts send cards, and blank cards are dropped. */
const sentCardNumbers = (acc: AccountValues) =>
  hasUah(acc.currency) ? acc.cards.map((c) => c.card_number).filter((n) => n !== '') : [];

export function accountsStepSchema({ maxAccounts, maxCards }: AccountsLimits, isResident = true) {
  return z.object({ accounts: z.array(z.custom<AccountValues>()) }).superRefine((v, ctx) => {
    // not in spec: at least one account when the step is shown (an owner who wants none skips the step)
    if (v.accounts.length === 0) ctx.addIssue({ code: 'custom', path: ['accounts'], message: vmsg('required') });
    if (v.accounts.length > maxAccounts)
      ctx.addIssue({ code: 'custom', path: ['accounts'], message: vmsg('accounts_max', { count: maxAccounts }) });
    v.accounts.forEach((acc, i) => {
      const earlier = v.accounts.slice(0, i);
      const result = accountSchema({
        otherIbans: earlier.map((a) => a.iban).filter((iban) => iban !== ''),
        otherCards: earlier.flatMap(sentCardNumbers),
        maxCards,
        variant: isResident ? 'resident' : 'nonresident',
      }).safeParse(acc);
      if (result.success) return;
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', path: ['accounts', i, ...issue.path], message: issue.message });
    });
  });
}

/** A UAH account always shows one card block (its number is optional: a blank card is not sent). */
export function withCardSlot(acc: AccountValues): AccountValues {
  return hasUah(acc.currency) && acc.cards.length === 0 ? { ...acc, cards: [emptyCard()] } : acc;
}

/** What the step's GET returned, as form values; a first visit starts with one blank account. */
export function accountsDefaults(data: StepAccountsResponse): AccountsValues {
  if (data.accounts.length === 0) return { accounts: [emptyAccount()] };
  return {
    accounts: data.accounts.map((a) =>
      withCardSlot({
        currency: [...a.currency],
        iban: a.iban,
        swift: a.swift ?? '',
        additional_information: a.additional_information ?? '',
        bank: a.bank ?? '',
        doc: fromFileRefs(a.doc),
        cards: a.cards.map((c) => ({
          card_number: c.card_number,
          card_expire: c.card_expire,
          doc: fromFileRefs(c.doc),
        })),
      }),
    ),
  };
}

/** The request: per account the kit's `accountToSend` (FX fields only with USD/EUR, numbered cards only with UAH, uploaded files only). */
export function accountsRequest(v: AccountsValues): StepAccountsRequest {
  return {
    accounts: v.accounts.map((acc) => {
      const body = accountToSend(acc);
      // the currency select offers only the server's ids (1 UAH, 2 USD, 3 EUR)
      return { ...body, currency: body.currency as CurrencyId[] };
    }),
  };
}

/** Form paths the server may name in a field error (react-hook-form paths), for `applyServerErrors`. */
export function accountsErrorPaths(v: AccountsValues): string[] {
  return v.accounts.flatMap((acc, i) => [
    ...['currency', 'iban', 'swift', 'additional_information', 'bank', 'doc'].map((f) => `accounts.${i}.${f}`),
    ...acc.cards.flatMap((_, j) => ['card_number', 'card_expire', 'doc'].map((f) => `accounts.${i}.cards.${j}.${f}`)),
  ]);
}
