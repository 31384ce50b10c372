import { z } from 'zod';
import { currencyIdSchema, fileIdsSchema, fileRefSchema, isoDateSchema } from './common';
import { lazySchema } from './lazy-schema';

/** Application steps 3-6 (same rules as profile-identity.ts). */
const files = lazySchema(() => z.array(fileRefSchema));
const part = lazySchema(() => z.string().max(256).nullable().optional());

/** An address: its parts, or one `address` line; non-residents also `state` (onboarding §2 step 3). */
export const addressSchema = lazySchema(() =>
  z.object({
    country: z.string().length(2).nullable().optional(),
    region: part,
    state: part,
    settlement_type: part,
    settlement: part,
    street_type: part,
    street: part,
    house: z.string().max(32).nullable().optional(),
    flat: z.string().max(32).nullable().optional(),
    index: z.string().max(16).nullable().optional(),
    address: z.string().max(512).nullable().optional(),
  }),
);
export type Address = z.infer<typeof addressSchema>;

/** Step 3: profile/step_address/ (resident) and profile/nonresident/step_address/ (same shape). */
export const stepAddressRequestSchema = lazySchema(() =>
  z.object({
    registration_address: addressSchema,
    registration_is_living: z.boolean(),
    living_address: addressSchema.nullable().optional(),
    is_internal_migrant: z.boolean().default(false),
    photo_migrant_reference: fileIdsSchema.default([]),
    photo_register: fileIdsSchema.default([]),
  }),
);
export type StepAddressRequest = z.input<typeof stepAddressRequestSchema>;
export const stepAddressResponseSchema = lazySchema(() =>
  z.object({
    registration_address: addressSchema.nullable(),
    registration_is_living: z.boolean(),
    living_address: addressSchema.nullable(),
    is_internal_migrant: z.boolean(),
    photo_migrant_reference: files,
    photo_register: files,
    /** not in spec: chosen — documents to download when the data came from a state check */
    state_check_documents: files,
  }),
);
export type StepAddressResponse = z.infer<typeof stepAddressResponseSchema>;

/** Step 4: bank accounts with cards (cards only with UAH; swift/bank/info only with USD or EUR). */
export const stepCardRequestSchema = lazySchema(() =>
  z.object({
    card_number: z.string().max(19).nullable().optional(),
    card_expire: z
      .string()
      .regex(/^\d{2}\/\d{2}$/)
      .nullable()
      .optional(),
    doc: fileIdsSchema.default([]),
  }),
);
export const stepAccountRequestSchema = lazySchema(() =>
  z.object({
    currency: z.array(currencyIdSchema).min(1),
    iban: z.string().min(1).max(40),
    swift: z.string().max(11).nullable().optional(),
    number: z.string().max(40).nullable().optional(),
    name: z.string().max(256).nullable().optional(),
    bank: z.string().max(256).nullable().optional(),
    additional_information: z.string().max(1000).nullable().optional(),
    doc: fileIdsSchema.min(1),
    cards: z.array(stepCardRequestSchema).default([]),
  }),
);
export const stepAccountsRequestSchema = lazySchema(() => z.object({ accounts: z.array(stepAccountRequestSchema) }));
export type StepAccountsRequest = z.input<typeof stepAccountsRequestSchema>;
export const stepAccountResponseSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    currency: z.array(currencyIdSchema),
    iban: z.string(),
    swift: z.string().nullable(),
    number: z.string().nullable(),
    name: z.string().nullable(),
    bank: z.string().nullable(),
    additional_information: z.string().nullable(),
    doc: files,
    cards: z.array(z.object({ card_number: z.string(), card_expire: z.string(), doc: files })),
  }),
);
export const stepAccountsResponseSchema = lazySchema(() => z.object({ accounts: z.array(stepAccountResponseSchema) }));
export type StepAccountsResponse = z.infer<typeof stepAccountsResponseSchema>;

/** Step 5: FATCA. tin_code required when any of the first five answers is yes (server checks it). */
const fatcaShape = {
  is_usa_citizen: z.boolean(),
  has_residence: z.boolean(),
  is_usa_born: z.boolean(),
  has_usa_address: z.boolean(),
  has_usa_phone: z.boolean(),
  has_usa_payment_order: z.boolean(),
  has_usa_p_a: z.boolean(),
};
export const stepFatcaRequestSchema = lazySchema(() =>
  z.object({ ...fatcaShape, tin_code: z.string().regex(/^\d*$/).max(32).nullable().optional() }),
);
export type StepFatcaRequest = z.infer<typeof stepFatcaRequestSchema>;
export const stepFatcaResponseSchema = lazySchema(() => z.object({ ...fatcaShape, tin_code: z.string().nullable() }));
export type StepFatcaResponse = z.infer<typeof stepFatcaResponseSchema>;

/**
 * Step 6: business purpose. not in spec: chosen — frequency is one id, target a list. POST of this
 * last step is the final submit: profile_status becomes FULL, check_status INITIAL (residents) or
 * REVIEW (non-residents).
 */
export const stepTargetsRequestSchema = lazySchema(() =>
  z.object({ target: z.array(z.number().int()).min(1), frequency: z.number().int() }),
);
export type StepTargetsRequest = z.infer<typeof stepTargetsRequestSchema>;
export const stepTargetsResponseSchema = lazySchema(() =>
  z.object({
    target: z.array(z.number().int()),
    frequency: z.number().int().nullable(),
    /** today, shown read-only as dd.MM.yyyy */
    date: isoDateSchema,
  }),
);
export type StepTargetsResponse = z.infer<typeof stepTargetsResponseSchema>;
