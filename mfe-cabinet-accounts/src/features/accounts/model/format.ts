import { CURRENCY_CODES, type CurrencyId } from '@broker/shared/contracts';

/** cabinet §3 "Currency codes": 1 UAH, 2 USD, 3 EUR. */
export const currencyCodes = (ids: readonly number[]) =>
  ids.map((c) => CURRENCY_CODES[c as CurrencyId] ?? String(c)).join(', ');

/** An IBAN grouped by 4 for reading (UA21 3223 1300 …). */
export const groupIban = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
