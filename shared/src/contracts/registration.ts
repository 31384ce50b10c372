import { z } from 'zod';
import { formBoolSchema, langSchema } from './common';
import { otpCodeSchema } from './otp';
import { registerDatasourceSchema } from './user';
import { lazySchema } from './lazy-schema';

/**
 * Registration on the onboarding base (onboarding §3 "Registration payload", §4 "Registration
 * sequence", §7). Before set_password there are no tokens: the pending registration is found by the
 * session cookie the server sets on auth/register/ or, when sent, by `email` / `phone`
 * (not in spec: chosen — the client may always send them, which also works without cookies).
 */
const pendingIdentity = {
  email: z.string().optional(),
  phone: z.string().optional(),
};

/** POST {api}/auth/register/ — contacts first; the password may come here or later by set_password. */
export const registerRequestSchema = lazySchema(() =>
  z.object({
    phone: z.string().min(1),
    email: z.string().min(1),
    password1: z.string().optional(),
    password2: z.string().optional(),
    register_source: z.string().optional(),
    register_datasource: registerDatasourceSchema.nullable().optional(),
    set_password: formBoolSchema.optional(),
    is_resident: formBoolSchema,
    interface_language: langSchema.default('uk'),
    avoid_phone_check: formBoolSchema.optional(),
  }),
);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const registerResponseSchema = lazySchema(() =>
  z.object({
    phone: z.string(),
    email: z.string(),
    is_resident: z.boolean(),
    interface_language: langSchema,
    register_datasource: registerDatasourceSchema.nullable(),
    sms_otp_is_available: z.boolean(),
  }),
);
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** POST {api}/auth/register/send_code/ — answers with the one-time-code body (otp.ts). */
export const sendCodeRequestSchema = lazySchema(() =>
  z.object({
    phone: z.string().optional(),
    email: z.string().optional(),
    confirm_type: z.enum(['email', 'phone']),
  }),
);
export type SendCodeRequest = z.infer<typeof sendCodeRequestSchema>;

/** POST {api}/auth/register/check_email/ and check_phone/ — body `code` (+ identity, see above). */
export const checkCodeRequestSchema = lazySchema(() =>
  z.object({
    code: otpCodeSchema,
    otp_id: z.string().optional(),
    ...pendingIdentity,
  }),
);
export type CheckCodeRequest = z.infer<typeof checkCodeRequestSchema>;

/** not in spec: chosen — what is confirmed so far; the client moves to the next step on success. */
export const checkCodeResponseSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    email_is_verified: z.boolean(),
    phone_is_verified: z.boolean(),
  }),
);
export type CheckCodeResponse = z.infer<typeof checkCodeResponseSchema>;

/**
 * POST {api}/auth/register/datasource/ — not in spec: chosen path for the "register data-source
 * update" call (the resident's sharing-app / bank-ID choice, made before set_password).
 */
export const registerDatasourceRequestSchema = lazySchema(() =>
  z.object({
    register_datasource: registerDatasourceSchema,
    ...pendingIdentity,
  }),
);
export type RegisterDatasourceRequest = z.infer<typeof registerDatasourceRequestSchema>;
export const registerDatasourceResponseSchema = lazySchema(() =>
  z.object({ register_datasource: registerDatasourceSchema }),
);
export type RegisterDatasourceResponse = z.infer<typeof registerDatasourceResponseSchema>;

/**
 * POST {api}/auth/register/set_password/ (form data) — the how-did-you-find-out choices joined into
 * one text in `register_source` (onboarding §2). Response: tokens like auth/token.
 */
export const setPasswordRequestSchema = lazySchema(() =>
  z.object({
    password1: z.string(),
    password2: z.string(),
    register_source: z.string().max(1000).optional(),
    ...pendingIdentity,
  }),
);
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

export const setPasswordResponseSchema = lazySchema(() =>
  z.object({
    access: z.string().min(1),
    refresh: z.string().min(1),
    scope: z.array(z.string()),
  }),
);
export type SetPasswordResponse = z.infer<typeof setPasswordResponseSchema>;

/** POST {api}/auth/mail_manager/ — contact-the-manager; 429 when already requested (onboarding §8). */
export const mailManagerRequestSchema = lazySchema(() =>
  z.object({ email: z.string().min(1), phone: z.string().min(1) }),
);
export type MailManagerRequest = z.infer<typeof mailManagerRequestSchema>;
export const mailManagerResponseSchema = lazySchema(() => z.object({ success: z.literal(true) }));
export type MailManagerResponse = z.infer<typeof mailManagerResponseSchema>;

/** The join used for register_source (onboarding §2: "multiple choice, joined into one text on send"). */
export const REGISTER_SOURCE_SEPARATOR = ', ';
