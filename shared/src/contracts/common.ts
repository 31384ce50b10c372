import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** Building blocks shared by the domain contracts. */

export const langSchema = lazySchema(() => z.enum(['uk', 'en']));

/**
 * A boolean that may arrive as JSON `true` or as a form-data string ('true', 'True', '1', 'on').
 * Form-data calls of the spec (set_password, userinfo) cannot send real booleans.
 */
export const formBoolSchema = lazySchema(() =>
  z
    .union([z.boolean(), z.enum(['true', 'false', 'True', 'False', '1', '0', 'on', 'off'])])
    .transform((v) => (typeof v === 'boolean' ? v : v === 'true' || v === 'True' || v === '1' || v === 'on')),
);

/** A number that may arrive as a form-data string. */
export const formIntSchema = lazySchema(() => z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]));

/** Stored dates travel as yyyy-MM-dd (onboarding §9). */
export const isoDateSchema = lazySchema(() => z.iso.date());
/** Timestamps: ISO 8601 with an offset (not in spec: chosen, what Django REST ships). */
export const isoDateTimeSchema = lazySchema(() => z.iso.datetime({ offset: true }));

/** not in spec: chosen — the acknowledgement body of calls whose response is not shown. */
export const successResponseSchema = lazySchema(() => z.object({ success: z.boolean() }));
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/** Currency codes: 1 UAH, 2 USD, 3 EUR (both specs). */
export const CURRENCY_IDS = [1, 2, 3] as const;
export const currencyIdSchema = lazySchema(() => z.union([z.literal(1), z.literal(2), z.literal(3)]));
export type CurrencyId = z.infer<typeof currencyIdSchema>;
/** How a currency is shown (onboarding §3, cabinet §3 "Currency codes"). */
export const CURRENCY_CODES: Readonly<Record<CurrencyId, string>> = { 1: 'UAH', 2: 'USD', 3: 'EUR' };

/**
 * A file already uploaded through profile/upload, as the server echoes it back inside step data and
 * person data (onboarding §3 "File item" minus the client-only flags). id is what requests send.
 */
export const fileRefSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    uuid: z.string(),
    /** download URL of profile/doc/{uuid}/ (not in spec: chosen, absolute URL) */
    src: z.string(),
  }),
);
export type FileRef = z.infer<typeof fileRefSchema>;

/** Requests reference uploaded files by id (onboarding §3 step data `photo[]`, `doc[]`). */
export const fileIdsSchema = lazySchema(() => z.array(z.number().int()));

/** Query of every paged list (cabinet §7): limit/offset paging, 20 a page, `ordering` with '-' for desc. */
export const listQuerySchema = lazySchema(() =>
  z.object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).default(0),
    ordering: z.string().max(64).optional(),
    doctype: z.coerce.number().int().optional(),
  }),
);
export type ListQuery = z.input<typeof listQuerySchema>;

/** DRF-style page: `next` is the absolute URL of the next page or null (cabinet §3 list responses). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

/** A reference option (onboarding §3 "options carry id and default_checked"). */
export const refOptionSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    default_checked: z.boolean().optional(),
  }),
);
export type RefOption = z.infer<typeof refOptionSchema>;
