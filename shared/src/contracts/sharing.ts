import { z } from 'zod';
import { currencyIdSchema, fileIdsSchema, fileRefSchema } from './common';
import { addressSchema, stepFatcaRequestSchema } from './profile-extra';
import { employmentSchema } from './profile-identity';
import { profileStatusSchema } from './user';
import { lazySchema } from './lazy-schema';

/**
 * The national digital-ID sharing app (onboarding §3 "QR data", "Sharing result", §4 QR flow, §7).
 * Deeplink calls work with or without a token (the sharing QR page is on the 401 whitelist).
 */

/** GET profile/sharing/deeplink/ and …/new/, POST and GET profile/diia_sign/… deeplinks. */
export const qrDataSchema = lazySchema(() =>
  z.object({
    /** 'link' on mobile (open dynamic_deeplink), 'qr' otherwise (not in spec: chosen value 'qr') */
    type: z.enum(['link', 'qr']),
    /** PNG image, base64 without the data: prefix */
    img: z.string(),
    dynamic_deeplink: z.string(),
  }),
);
export type QrData = z.infer<typeof qrDataSchema>;

/**
 * onboarding §9 "QR button countdown 10 s": the continue button of both QR pages (sharing in onboarding,
 * signing in Diia) counts this down before it can be pressed.
 */
export const QR_COUNTDOWN_SECONDS = 10;

export const SHARING_STATUSES = [
  'initialized',
  'processing',
  'refuse',
  'notUsed',
  'success',
  'error',
  'noFullData',
] as const;
export const sharingStatusSchema = lazySchema(() => z.enum(SHARING_STATUSES));
export type SharingStatus = z.infer<typeof sharingStatusSchema>;

/**
 * The result pages of onboarding §2 "Sharing QR pages": the `status` query of `diya-qr-success`
 * (`/{lang}/register/sharing/success?status=`), what the QR page (and signing) send a user to.
 */
export const SHARING_RESULT_PAGES = [
  'processing',
  'notUsed',
  'refuse',
  'waiting',
  'success',
  'doc_sign_success',
  'error',
  'noFullData',
  'notUniqueData',
] as const;
export type SharingResultPage = (typeof SHARING_RESULT_PAGES)[number];

/** LAUNCHING (waiting), EXISTING (success), NOLOGIN (notUniqueData) — onboarding §4. */
export const doublesStatusSchema = lazySchema(() => z.enum(['LAUNCHING', 'EXISTING', 'NOLOGIN']));

/** GET profile/sharing/result/ — 404 when no sharing was started (client goes to register). */
export const sharingResultResponseSchema = lazySchema(() =>
  z.object({
    success: z.boolean(),
    status: sharingStatusSchema,
    email: z.string().nullable(),
    phone: z.string().nullable(),
    profile_status: profileStatusSchema.nullable(),
    doubles: z.object({ profile_status: doublesStatusSchema.nullable() }).nullable(),
  }),
);
export type SharingResultResponse = z.infer<typeof sharingResultResponseSchema>;

/** profile/sharing/step_confirm/: the data received from the app, to check before it is saved. */
const sharedAccountSchema = lazySchema(() =>
  z.object({ iban: z.string(), bank: z.string().nullable(), currency: z.array(currencyIdSchema) }),
);
const sharedCardSchema = lazySchema(() => z.object({ card_number: z.string(), card_expire: z.string() }));
/** GET profile/sharing/step_confirm/ */
export const sharingDataResponseSchema = lazySchema(() =>
  z.object({
    accounts: z.array(sharedAccountSchema),
    cards: z.array(sharedCardSchema),
    address: z.object({ registration_address: addressSchema, living_address: addressSchema.nullable() }),
    employment: employmentSchema.nullable(),
    fatcadata: stepFatcaRequestSchema,
    /** ids of the documents the app delivered (passport scans, tax id) */
    file_ids: fileIdsSchema,
    /** the same documents with name and uuid, so the check page can offer them for download (chosen) */
    files: z.array(fileRefSchema).default([]),
  }),
);
export type SharingDataResponse = z.infer<typeof sharingDataResponseSchema>;

/** POST: the (possibly edited) data is confirmed; the profile becomes FULL with check_status INITIAL. */
export const sharingStepConfirmRequestSchema = lazySchema(() =>
  sharingDataResponseSchema.omit({ files: true }).partial({ cards: true, file_ids: true }),
);
export type SharingStepConfirmRequest = z.input<typeof sharingStepConfirmRequestSchema>;
export const sharingStepConfirmResponseSchema = lazySchema(() =>
  z.object({ success: z.literal(true), profile_status: profileStatusSchema }),
);
export type SharingStepConfirmResponse = z.infer<typeof sharingStepConfirmResponseSchema>;
