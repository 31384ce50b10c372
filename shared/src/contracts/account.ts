import { z } from 'zod';
import { otpCodeSchema } from './otp';
import { lazySchema } from './lazy-schema';

/** Signed-in account calls on the onboarding base (onboarding §7, cabinet §4, §7). */

/** POST {api}/auth/change_password/ — starts a one-time-code flow; answers the otp body (otp.ts). */
export const changePasswordRequestSchema = lazySchema(() => z.object({ password1: z.string(), password2: z.string() }));
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST {api}/auth/change_password/confirm/ — the new password applies when the code is right. */
export const changePasswordConfirmRequestSchema = lazySchema(() =>
  z.object({
    code: otpCodeSchema,
    /** not in spec: chosen — optional; the server uses the latest change_password code when absent */
    otp_id: z.string().optional(),
  }),
);
export type ChangePasswordConfirmRequest = z.infer<typeof changePasswordConfirmRequestSchema>;
export const changePasswordConfirmResponseSchema = lazySchema(() => z.object({ success: z.literal(true) }));
export type ChangePasswordConfirmResponse = z.infer<typeof changePasswordConfirmResponseSchema>;

/**
 * GET {api}/auth/verify_phone/ sends an SMS code (otp body); POST confirms it (cabinet: phone-not-
 * verified modal → code flow → success modal).
 */
export const verifyPhoneRequestSchema = lazySchema(() =>
  z.object({ code: otpCodeSchema, otp_id: z.string().optional() }),
);
export type VerifyPhoneRequest = z.infer<typeof verifyPhoneRequestSchema>;
export const verifyPhoneResponseSchema = lazySchema(() =>
  z.object({ success: z.literal(true), phone_is_verified: z.literal(true) }),
);
export type VerifyPhoneResponse = z.infer<typeof verifyPhoneResponseSchema>;
