import { z } from 'zod';
import { otpCodeSchema } from './otp';
import { checkStatusSchema } from './user';
import { lazySchema } from './lazy-schema';

/**
 * Document signing in onboarding (onboarding §3 "Document to sign", §4, §7).
 * Residents: GET profile/diia_sign/ lists the documents; POST { docs } answers QR data (sharing.ts);
 * deeplink/, deeplink/new/ renew it; result/ (404 when nothing started) tells the outcome.
 * Non-residents: GET profile/nonresident/sign_otp/ lists them; POST { docs, sign } sends a code
 * (otp body, or 400 SendSmsForbidden); confirm/ { code, otp_id } starts SIGNING; signed/ tells status.
 * Unknown or empty `docs` → 400 SignDocumentsError.
 */
export const localizedTextSchema = lazySchema(() => z.object({ uk: z.string(), en: z.string() }));
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const docToSignSchema = lazySchema(() =>
  z.object({
    uuid: z.string(),
    name: z.string(),
    title: localizedTextSchema,
    signed: z.boolean(),
    /** not in spec: chosen — PDF download, profile/sign_doc/{uuid}/ (or nonresident/sign_doc) as an absolute URL */
    link: z.string(),
  }),
);
export type DocToSign = z.infer<typeof docToSignSchema>;

export const docsToSignResponseSchema = lazySchema(() => z.array(docToSignSchema));
export type DocsToSignResponse = z.infer<typeof docsToSignResponseSchema>;

/** POST profile/diia_sign/ */
export const diiaSignRequestSchema = lazySchema(() => z.object({ docs: z.array(z.string()) }));
export type DiiaSignRequest = z.infer<typeof diiaSignRequestSchema>;

/** GET profile/diia_sign/result/ — statuses as sharing (success when signed). */
export const diiaSignResultResponseSchema = lazySchema(() =>
  z.object({
    success: z.boolean(),
    status: z.enum(['initialized', 'processing', 'refuse', 'notUsed', 'success', 'error']),
    check_status: checkStatusSchema,
  }),
);
export type DiiaSignResultResponse = z.infer<typeof diiaSignResultResponseSchema>;

/** POST profile/nonresident/sign_otp/ and POST profile/cabinet/sign_otp/ — `sign: true`; answers the otp body. */
export const signOtpRequestSchema = lazySchema(() =>
  z.object({ docs: z.array(z.string()), sign: z.boolean().default(true) }),
);
export type SignOtpRequest = z.input<typeof signOtpRequestSchema>;

/** POST …/sign_otp/confirm/ */
export const signOtpConfirmRequestSchema = lazySchema(() =>
  z.object({ code: otpCodeSchema, otp_id: z.string().min(1) }),
);
export type SignOtpConfirmRequest = z.infer<typeof signOtpConfirmRequestSchema>;
export const signOtpConfirmResponseSchema = lazySchema(() =>
  z.object({ success: z.literal(true), check_status: checkStatusSchema }),
);
export type SignOtpConfirmResponse = z.infer<typeof signOtpConfirmResponseSchema>;

/**
 * GET profile/nonresident/sign_otp/signed/ — polled every 30 s while SIGNING. SIGNED = success;
 * back to APPROVED = the signature failed, sign again.
 */
export const signOtpSignedResponseSchema = lazySchema(() =>
  z.object({ check_status: checkStatusSchema, signed: z.boolean() }),
);
export type SignOtpSignedResponse = z.infer<typeof signOtpSignedResponseSchema>;
