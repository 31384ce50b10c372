import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * Error body of both bases (onboarding §8, cabinet §8). Every field is optional: the backend sends the
 * ones that apply. Field errors come as `{ field: ["message", …] }` beside them (passthrough).
 */
export const errorBodySchema = lazySchema(() =>
  z
    .object({
      _error_code: z.string().optional(),
      detail: z.string().optional(),
      message: z.string().optional(),
      /** epoch seconds when a code block ends (compare with server_time, not the local clock) */
      block_until: z.number().nullable().optional(),
      server_time: z.number().optional(),
      tries: z.number().int().optional(),
      doubles: z.object({ profile_status: z.string().optional() }).passthrough().nullable().optional(),
      /** a machine code, or (Django style) the field errors of a `code` input */
      code: z.union([z.string(), z.array(z.string())]).optional(),
    })
    .passthrough(),
);
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * Field errors travel beside those keys as `{ field: ["message", …] }`; nested lists (accounts' cards)
 * as `{ cards: [{ card_number: ["…"] }, {}] }`. Sandbox validation failures are
 * `{ detail: "Invalid request", <field>: [...] }` without `_error_code`; malformed or huge bodies are
 * `{ detail: "…" }` with status 400 (413 is never used: not in spec: chosen, the issue asks for 400).
 */
export const fieldErrorsSchema = lazySchema(() => z.record(z.string(), z.unknown()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** Helper: the string messages of one field of an error body (empty when absent). */
export function fieldMessages(body: ErrorBody, field: string): string[] {
  const v = (body as Record<string, unknown>)[field];
  if (typeof v === 'string') return [v];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** Error codes of the two catalogues; the sandbox can produce each of them (README). */
export const ERROR_CODES = [
  'NonResidentNotAllowed',
  'FullSentProfile',
  'FullDoubleProfile',
  'PartDoubleProfile',
  'invalidPhone',
  'OTPWrongCode',
  'OTPCodeNotFound',
  'OTPCodeBlock',
  'DomainIsForbidden',
  'RegistrationImpossible',
  'ResetPasswordTokenIsNotValid',
  'SendSmsForbidden',
  /** "Sign Documents Error" of onboarding §8 */
  'SignDocumentsError',
  'IncorrectPassword',
  'UserNotFound',
  'AccountIsPayout',
  'BackOfficeError',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** 503 body of the onboarding base: the maintenance page's texts (cabinet §3). */
export const maintenanceBodySchema = lazySchema(() =>
  z
    .object({
      TECH_WORKS_BACKEND_TEXT_UA: z.string().optional(),
      TECH_WORKS_BACKEND_TEXT_EN: z.string().optional(),
      TECH_WORKS_BACKEND_TEXT_SUPPORT_UA: z.string().optional(),
      TECH_WORKS_BACKEND_TEXT_SUPPORT_EN: z.string().optional(),
      TECH_WORKS_BACKEND_TEXT_SUPPORT_EMAIL: z.string().optional(),
    })
    .passthrough(),
);
export type MaintenanceBody = z.infer<typeof maintenanceBodySchema>;

/** The five TECH_WORKS_* texts of a 503 body (any may be missing): what the maintenance page shows. */
export type MaintenanceTexts = Pick<
  MaintenanceBody,
  | 'TECH_WORKS_BACKEND_TEXT_UA'
  | 'TECH_WORKS_BACKEND_TEXT_EN'
  | 'TECH_WORKS_BACKEND_TEXT_SUPPORT_UA'
  | 'TECH_WORKS_BACKEND_TEXT_SUPPORT_EN'
  | 'TECH_WORKS_BACKEND_TEXT_SUPPORT_EMAIL'
>;
