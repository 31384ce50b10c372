import { z } from 'zod';
import { langSchema } from './common';
import { otpCodeSchema } from './otp';
import { lazySchema } from './lazy-schema';

/**
 * Password reset on the onboarding base (onboarding §2 login screen, §7). `ask` emails a reset link
 * to `/{lang}/password-change?uid=…&token=…` and also starts a one-time code (SMS when available,
 * else email) for the in-dialog code step.
 */

/** POST {api}/auth/password/ask/ */
export const passwordAskRequestSchema = lazySchema(() =>
  z.object({ email: z.string().min(1), lang: langSchema.default('uk') }),
);
export type PasswordAskRequest = z.input<typeof passwordAskRequestSchema>;

/** The spec lists otp_id, seconds_left, tries, phone, sms_otp_is_available (a one-time-code body). */
export const passwordAskResponseSchema = lazySchema(() =>
  z.object({
    otp_id: z.string().min(1),
    seconds_left: z.number().int().nonnegative(),
    tries: z.number().int().nonnegative(),
    phone: z.string().nullable(),
    sms_otp_is_available: z.boolean(),
    success: z.boolean().optional(),
    email: z.string().nullable().optional(),
  }),
);
export type PasswordAskResponse = z.infer<typeof passwordAskResponseSchema>;

/** POST {api}/auth/password/check_code/ */
export const passwordCheckCodeRequestSchema = lazySchema(() =>
  z.object({ code: otpCodeSchema, otp_id: z.string().min(1) }),
);
export type PasswordCheckCodeRequest = z.infer<typeof passwordCheckCodeRequestSchema>;

/** not in spec: chosen — a right code yields the same uid/token pair the emailed link carries. */
export const passwordCheckCodeResponseSchema = lazySchema(() =>
  z.object({ uidb64: z.string().min(1), token: z.string().min(1) }),
);
export type PasswordCheckCodeResponse = z.infer<typeof passwordCheckCodeResponseSchema>;

/** GET {api}/auth/password/reset/{uid}/{token}/ — 400 ResetPasswordTokenIsNotValid when used/unknown. */
export const passwordResetCheckResponseSchema = lazySchema(() =>
  z.object({ uidb64: z.string().min(1), token: z.string().min(1) }),
);
export type PasswordResetCheckResponse = z.infer<typeof passwordResetCheckResponseSchema>;

/** POST {api}/auth/password/reset/ */
export const passwordResetRequestSchema = lazySchema(() =>
  z.object({
    password1: z.string(),
    password2: z.string(),
    uidb64: z.string().min(1),
    token: z.string().min(1),
  }),
);
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export const passwordResetResponseSchema = lazySchema(() => z.object({ success: z.literal(true) }));
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;

/**
 * Password rules (onboarding §5, cabinet §5): 8-20 characters of Latin letters, digits and @%!?, at
 * least one letter, one digit and one of @%!?, no spaces at the edges. The server checks them too and
 * answers field errors `{ password1: [...] }`; forms use their own i18n-keyed rules.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@%!?])[A-Za-z\d@%!?]{8,20}$/;
