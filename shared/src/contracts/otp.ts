import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * One-time codes (onboarding §3, §4, §9; cabinet §4, §9): 4 digits, 3 tries, 900 s life, resend resets
 * tries to 3. Every "get a code" call answers with this body; every "confirm" call sends a code.
 */
export const OTP_LENGTH = 4;
export const OTP_TRIES = 3;
export const OTP_LIFETIME_SECONDS = 900;

export const otpCodeSchema = lazySchema(() => z.string().regex(/^\d{4}$/, 'four digits'));

/** not in spec: chosen — otp_id is an opaque string; phone and email are masked for display. */
export const otpResponseSchema = lazySchema(() =>
  z.object({
    otp_id: z.string().min(1),
    /** seconds until the code expires (900 when fresh) */
    seconds_left: z.number().int().nonnegative(),
    /** verify attempts left (3 when fresh, reset by a resend) */
    tries: z.number().int().nonnegative(),
    /** true when the code was sent */
    success: z.boolean(),
    /** where an SMS went (masked, e.g. +380*****4567); null when sent by email */
    phone: z.string().nullable().optional(),
    /** where an email went (masked, e.g. o***@sandbox.test); null when sent by SMS */
    email: z.string().nullable().optional(),
    sms_otp_is_available: z.boolean().optional(),
  }),
);
export type OtpResponse = z.infer<typeof otpResponseSchema>;

/** Confirm a code by id (password check_code, change_password/confirm, sign_otp/confirm, verify_phone POST). */
export const otpConfirmRequestSchema = lazySchema(() =>
  z.object({
    code: otpCodeSchema,
    otp_id: z.string().min(1),
  }),
);
export type OtpConfirmRequest = z.infer<typeof otpConfirmRequestSchema>;

/** not in spec: chosen — a confirmed code answers `{ success: true }`. */
export const otpConfirmResponseSchema = lazySchema(() => z.object({ success: z.literal(true) }));
export type OtpConfirmResponse = z.infer<typeof otpConfirmResponseSchema>;

/**
 * OTP failures are error bodies (errors.ts) with:
 * - OTPWrongCode: `tries` = attempts made so far (spec: show resend at >= 3; unlike the otp body's
 *   `tries`, which counts what is left); when the tries ran out a second time in a row, `block_until`
 *   and `server_time` (epoch seconds) say when sending a new code is allowed again.
 * - OTPCodeNotFound: unknown id, used code or expired (900 s) code; ask for a new one.
 * - OTPCodeBlock: sending or verifying while blocked; `block_until` and `server_time`.
 */
export const OTP_ERROR_CODES = ['OTPWrongCode', 'OTPCodeNotFound', 'OTPCodeBlock'] as const;
