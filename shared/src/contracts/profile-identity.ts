import { z } from 'zod';
import { fileIdsSchema, fileRefSchema, isoDateSchema } from './common';
import { passportTypeSchema } from './refs';
import { lazySchema } from './lazy-schema';

/**
 * Application steps 0-2 (onboarding §2, §3 "Application data by step", §7). GET answers the saved
 * data (nulls when not filled yet; files as file refs); POST sends the step (files as upload ids) and
 * answers the same body as GET. A POST after the profile became FULL → 400 FullSentProfile.
 * Residents use profile/<step>/, non-residents profile/nonresident/<step>/ (step 0 is shared).
 */
const files = lazySchema(() => z.array(fileRefSchema));
const text = lazySchema(() => z.string().nullable());

/** Step 0: profile/step_citizenship/ (both). citizenship null = "no citizenship". */
export const employmentSchema = lazySchema(() =>
  z.object({ type: z.number().int().nullable(), income_level: z.number().int().nullable() }),
);
export const stepCitizenshipRequestSchema = lazySchema(() =>
  z.object({
    citizenship: z.string().length(2).nullable(),
    residency: z.string().length(2),
    /** only residents with residency UA */
    employment: employmentSchema.nullable().optional(),
  }),
);
export type StepCitizenshipRequest = z.infer<typeof stepCitizenshipRequestSchema>;
export const stepCitizenshipResponseSchema = lazySchema(() =>
  z.object({
    citizenship: text,
    residency: text,
    employment: employmentSchema.nullable(),
    is_resident: z.boolean(),
  }),
);
export type StepCitizenshipResponse = z.infer<typeof stepCitizenshipResponseSchema>;

/** Step 1: personal data. `photo_no_inn`: not in spec: chosen name of the no-tax-id page scan. */
export const stepNameRequestSchema = lazySchema(() =>
  z.object({
    last_name: z.string().min(2).max(256),
    first_name: z.string().min(2).max(256),
    middle_name: z.string().max(256).nullable().optional(),
    birth_date: isoDateSchema,
    birth_country: z.string().length(2).nullable().optional(),
    birth_city: z.string().min(3).max(256),
    has_inn: z.boolean(),
    inn: z.string().max(32).nullable().optional(),
    photo_inn: fileIdsSchema.default([]),
    photo_no_inn: fileIdsSchema.default([]),
  }),
);
export type StepNameRequest = z.input<typeof stepNameRequestSchema>;
export const stepNameResponseSchema = lazySchema(() =>
  z.object({
    phone: z.string(),
    email: z.string(),
    citizenship: text,
    last_name: text,
    first_name: text,
    middle_name: text,
    birth_date: isoDateSchema.nullable(),
    birth_country: text,
    birth_city: text,
    // null/absent until the applicant answers: the front end then defaults it to the citizen flag (onboarding §2)
    has_inn: z.boolean().nullable().optional(),
    inn: text,
    photo_inn: files,
    photo_no_inn: files,
  }),
);
export type StepNameResponse = z.infer<typeof stepNameResponseSchema>;
/** Non-residents: no no-tax-id scan. */
export const nonresidentStepNameRequestSchema = lazySchema(() => stepNameRequestSchema.omit({ photo_no_inn: true }));
export type NonresidentStepNameRequest = z.input<typeof nonresidentStepNameRequestSchema>;
export const nonresidentStepNameResponseSchema = lazySchema(() => stepNameResponseSchema.omit({ photo_no_inn: true }));
export type NonresidentStepNameResponse = z.infer<typeof nonresidentStepNameResponseSchema>;

/** Step 2: identity document. `issued_code`: not in spec: chosen name of the authority code. */
export const stepPassportRequestSchema = lazySchema(() =>
  z.object({
    passport_type: passportTypeSchema,
    is_biometric: z.boolean().default(false),
    country: z.string().length(2).nullable().optional(),
    reestr_number: z.string().max(14).nullable().optional(),
    seria: z.string().max(8).nullable().optional(),
    number: z.string().min(1).max(32),
    date_issued: isoDateSchema,
    valid_until: isoDateSchema.nullable().optional(),
    issued: z.string().max(256).nullable().optional(),
    issued_code: z.string().max(16).nullable().optional(),
    photo: fileIdsSchema.default([]),
    photo_register: fileIdsSchema.default([]),
    photo_45: fileIdsSchema.default([]),
  }),
);
export type StepPassportRequest = z.input<typeof stepPassportRequestSchema>;
export const stepPassportResponseSchema = lazySchema(() =>
  z.object({
    passport_type: passportTypeSchema.nullable(),
    is_biometric: z.boolean(),
    country: text,
    reestr_number: text,
    seria: text,
    number: text,
    date_issued: isoDateSchema.nullable(),
    valid_until: isoDateSchema.nullable(),
    issued: text,
    issued_code: text,
    photo: files,
    photo_register: files,
    photo_45: files,
  }),
);
export type StepPassportResponse = z.infer<typeof stepPassportResponseSchema>;
/** Non-residents add the selfie with the document (one photo). */
export const nonresidentStepPassportRequestSchema = lazySchema(() =>
  stepPassportRequestSchema.extend({ photo_selfie: fileIdsSchema.default([]) }),
);
export type NonresidentStepPassportRequest = z.input<typeof nonresidentStepPassportRequestSchema>;
export const nonresidentStepPassportResponseSchema = lazySchema(() =>
  stepPassportResponseSchema.extend({ photo_selfie: files }),
);
export type NonresidentStepPassportResponse = z.infer<typeof nonresidentStepPassportResponseSchema>;
