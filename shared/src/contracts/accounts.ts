import { z } from 'zod';
import { currencyIdSchema, fileIdsSchema, fileRefSchema } from './common';
import { otpCodeSchema } from './otp';
import { ACCOUNT_ACTIONS } from './paths';
import { lazySchema } from './lazy-schema';

/** Cabinet payout and verified accounts with cards (cabinet §3, §4, §7). */

/** not in spec: chosen — card_number is sent in full; the client masks it (****1234). */
export const cardSchema = lazySchema(() =>
  z.object({
    uuid: z.string(),
    id: z.number().int(),
    card_number: z.string(),
    card_expire: z.string().regex(/^\d{2}\/\d{2}$/),
    doc: z.array(fileRefSchema),
    currency: currencyIdSchema,
    is_processing: z.boolean(),
    /**
     * not in spec: chosen — the back end recognises a state-support card (cabinet §1) by its issuer range
     * and says so here. Such a card was accepted only because the client bought bonds through the state
     * digital-ID app: it receives payouts of those bonds only (the client warns). Absent = false.
     */
    is_state_support: z.boolean().optional(),
  }),
);
export type Card = z.infer<typeof cardSchema>;

/** A payout account: id is the verified account's id; currency = the payout currencies. */
export const payoutAccountSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    iban: z.string(),
    bank: z.string().nullable(),
    currency: z.array(currencyIdSchema),
    is_processing: z.boolean(),
  }),
);
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const verifiedAccountSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    iban: z.string(),
    bank: z.string().nullable(),
    swift: z.string().nullable(),
    additional_information: z.array(z.string()),
    currency: z.array(currencyIdSchema),
    /** currencies this account pays out (from the payout list) */
    currency_in_use: z.array(currencyIdSchema),
    cards: z.array(cardSchema),
    doc: z.array(fileRefSchema),
    is_processing: z.boolean(),
  }),
);
export type VerifiedAccount = z.infer<typeof verifiedAccountSchema>;

/** GET cabinet/accounts/ */
export const accountsResponseSchema = lazySchema(() =>
  z.object({ payout: z.array(payoutAccountSchema), verified: z.array(verifiedAccountSchema) }),
);
export type AccountsResponse = z.infer<typeof accountsResponseSchema>;

const newCardSchema = lazySchema(() =>
  z.object({
    card_number: z.string().regex(/^[A-Za-z0-9]{14,19}$/, 'letters and digits, 14 to 19'),
    card_expire: z.string().regex(/^(0[1-9]|1[0-2])\/(2[2-9]|[3-9]\d)$/, 'MM/YY'),
    doc: fileIdsSchema.min(1),
  }),
);

/**
 * The field-error code the back end answers for a state-support card (cabinet §1) when the client has
 * no bonds bought through the state digital-ID app: `{ card_number: ["state_support_card"] }` on
 * create_card, `{ cards: [{ card_number: ["state_support_card"] }, {}] }` on a new account. Not in spec: chosen.
 */
export const STATE_SUPPORT_CARD = 'state_support_card';

/** POST cabinet/accounts/ (201: the verified account). Failure: field errors, cards as a list of maps. */
export const createAccountRequestSchema = lazySchema(() =>
  z.object({
    currency: z.array(currencyIdSchema).min(1),
    iban: z.string().regex(/^[A-Za-z]{2}\d{13,32}$/, 'two letters then 13 to 32 digits'),
    swift: z.string().max(11).nullable().optional(),
    additional_information: z
      .union([z.string().max(1000), z.array(z.string().max(1000))])
      .nullable()
      .optional(),
    bank: z.string().max(256).nullable().optional(),
    cards: z.array(newCardSchema).default([]),
    doc: fileIdsSchema.min(1),
  }),
);
export type CreateAccountRequest = z.input<typeof createAccountRequestSchema>;
export const createAccountResponseSchema = verifiedAccountSchema;

/** POST cabinet/accounts/{id}/create_card/ (201: the card). */
export const createCardRequestSchema = newCardSchema;
export type CreateCardRequest = z.infer<typeof createCardRequestSchema>;
export const createCardResponseSchema = cardSchema;

/** DELETE cabinet/accounts/{id}/card/{card_number}/ — not in spec: chosen 200 `{ success: true }`. */

export const accountActionSchema = lazySchema(() => z.enum(ACCOUNT_ACTIONS));

/** DELETE cabinet/accounts/{id}/ `{ action: 'account_delete' }` → otp body; a payout account → 400 AccountIsPayout. */
export const deleteAccountRequestSchema = lazySchema(() =>
  z.object({ action: z.literal('account_delete').default('account_delete') }),
);
/** POST cabinet/accounts/{id}/payout/ → otp body. */
export const setPayoutRequestSchema = lazySchema(() =>
  z.object({
    currency: z.array(currencyIdSchema).min(1),
    action: z.literal('account_payout').default('account_payout'),
  }),
);
export type SetPayoutRequest = z.input<typeof setPayoutRequestSchema>;

/** POST cabinet/accounts/{id}/confirm/{action}/ — applies the delete or payout. */
export const confirmAccountActionRequestSchema = lazySchema(() =>
  z.object({
    code: otpCodeSchema,
    currency: z.array(currencyIdSchema).optional(),
  }),
);
export type ConfirmAccountActionRequest = z.infer<typeof confirmAccountActionRequestSchema>;

/** POST cabinet/accounts/resend_code/ → otp body (tries reset to 3). */
export const resendAccountCodeRequestSchema = lazySchema(() => z.object({ action: accountActionSchema }));
export type ResendAccountCodeRequest = z.infer<typeof resendAccountCodeRequestSchema>;

/**
 * GET cabinet/accounts/{id}/send_code/[{card_uuid}/] → otp body; POST …/confirm/[{card_uuid}/]
 * `{ code }` confirms a new account or card: it leaves is_processing (not in spec: chosen meaning).
 */
export const confirmAccountRequestSchema = lazySchema(() => z.object({ code: otpCodeSchema }));
export type ConfirmAccountRequest = z.infer<typeof confirmAccountRequestSchema>;
