import { z } from 'zod';
import { isoDateTimeSchema, pageSchema } from './common';
import { lazySchema } from './lazy-schema';

/** Trade limits, balances and money confirmations (cabinet §3 "Trade limits data", "Money confirmation", §7). */

/** not in spec: chosen — amounts are decimal strings with 2 places, as Django REST ships decimals. */
export const amountSchema = lazySchema(() => z.string().regex(/^-?\d+\.\d{2}$/));

export const balanceRecordSchema = lazySchema(() =>
  z.object({
    currency: z.enum(['uah', 'usd', 'eur']),
    sum_available: amountSchema,
    sum_all: amountSchema,
  }),
);
export type BalanceRecord = z.infer<typeof balanceRecordSchema>;

/** GET cabinet/balance/ and GET cabinet/balance/refresh/ (refresh re-reads: `created` moves to now). */
export const balanceResponseSchema = lazySchema(() =>
  z.object({
    created: isoDateTimeSchema,
    limit: amountSchema,
    limit_rest: amountSchema,
    sum_blocked: amountSchema,
    balances: z.array(balanceRecordSchema),
  }),
);
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

export const moneyConfirmationSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    /** the file name */
    doc: z.string(),
    created: isoDateTimeSchema,
    /** IN_PROCESS, APPROVED, REJECTED */
    status: z.string(),
  }),
);
export type MoneyConfirmation = z.infer<typeof moneyConfirmationSchema>;

/** GET cabinet/money_confirmations/?limit&offset&ordering (ordering: created, status). */
export const moneyConfirmationsResponseSchema = lazySchema(() => pageSchema(moneyConfirmationSchema));
export type MoneyConfirmationsResponse = z.infer<typeof moneyConfirmationsResponseSchema>;

/** POST cabinet/money_confirmations/ — multipart field `doc` (201: the confirmation; 400: `{ doc: [...] }`). */
export const moneyConfirmationCreateResponseSchema = moneyConfirmationSchema;
