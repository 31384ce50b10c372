import { z } from 'zod';
import { lazySchema, PASSWORD_MAX, PASSWORD_MIN } from '@broker/shared/contracts';
import { vmsg } from './messages';

/** onboarding §9; the password lengths are the contract's (contracts/password.ts), re-exported here for the forms */
export { PASSWORD_MAX, PASSWORD_MIN };
export const PHONE_MIN = 11;
export const PHONE_MAX = 19;
export const CODE_LENGTH = 4;

// every schema here is built on first use (lazySchema: contracts/lazy-schema.ts): the shell loads this
// module at start-up for the login form, which needs two of them
const required = (s: z.ZodString) => s.min(1, vmsg('required'));

/** §5: Latin letters, digits, dot and @ _ - only. */
const EMAIL_CHARS = /^[A-Za-z0-9.@_-]+$/;
/** one @, a non-empty local part, a dotted domain with a letter TLD; dots not doubled or at the edges */
const EMAIL_SHAPE = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** Sign-in and password-reset email: the character rule of §5 (the server judges the rest). */
export const emailSchema = lazySchema(() => required(z.string().trim()).regex(EMAIL_CHARS, vmsg('email')));

/** Registration email: the character rule and a well-formed address (a typo here costs a lost code). */
export const regEmailSchema = lazySchema(() => emailSchema.regex(EMAIL_SHAPE, vmsg('reg_email')));

/** §5: required, 11 to 19 characters, an optional leading plus, then digits only. */
export const phoneSchema = lazySchema(() =>
  required(z.string().trim())
    .regex(/^\+?\d+$/, vmsg('phone'))
    .min(PHONE_MIN, vmsg('phone'))
    .max(PHONE_MAX, vmsg('phone')),
);

/** §5/§9: the one-time code, exactly 4 digits. */
export const codeSchema = lazySchema(() => z.string().regex(/^\d{4}$/, vmsg('code')));

export type PasswordRule = 'pw_length' | 'pw_chars' | 'pw_alpha' | 'pw_numeric' | 'pw_symbols' | 'pw_spaces';

/**
 * The password rules in the order the hints list them. `pw_chars` judges the trimmed value so that an
 * edge space reports only `pw_spaces` (one mistake, one hint); a space inside is a bad character.
 */
export const PASSWORD_RULES: ReadonlyArray<{ rule: PasswordRule; test: (v: string) => boolean }> = [
  { rule: 'pw_length', test: (v) => v.length >= PASSWORD_MIN && v.length <= PASSWORD_MAX },
  { rule: 'pw_chars', test: (v) => /^[A-Za-z0-9@%!?]*$/.test(v.trim()) },
  { rule: 'pw_alpha', test: (v) => /[A-Za-z]/.test(v) },
  { rule: 'pw_numeric', test: (v) => /\d/.test(v) },
  { rule: 'pw_symbols', test: (v) => /[@%!?]/.test(v) },
  { rule: 'pw_spaces', test: (v) => v === v.trim() },
];

/** The rules a value fails, for the live hints under the field (empty list = valid). */
export function failedPasswordRules(value: string): PasswordRule[] {
  return PASSWORD_RULES.filter((r) => !r.test(value)).map((r) => r.rule);
}

/** §5 password: one issue per failed rule, so the form shows the first and the hints show all. */
export const passwordSchema = lazySchema(() =>
  z.string().superRefine((value, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: vmsg('required') });
      return;
    }
    for (const rule of failedPasswordRules(value)) ctx.addIssue({ code: 'custom', message: vmsg(rule) });
  }),
);

/** A login password: only required (the rules apply when a password is created). */
export const loginPasswordSchema = lazySchema(() => required(z.string()));

/**
 * The confirmation must equal the password (pw_confirm), reported on the confirmation field.
 * Usage: `z.object({ password1: passwordSchema, password2: z.string() }).superRefine(confirmEquals('password1', 'password2'))`
 */
export function confirmEquals<K extends string, C extends string>(field: K, confirm: C) {
  return (value: Record<K | C, unknown>, ctx: z.RefinementCtx) => {
    if (value[confirm] === '' || value[confirm] === undefined) {
      ctx.addIssue({ code: 'custom', path: [confirm], message: vmsg('required') });
    } else if (value[field] !== value[confirm]) {
      ctx.addIssue({ code: 'custom', path: [confirm], message: vmsg('pw_confirm') });
    }
  };
}

/**
 * A multi-choice with an own option: when `ownValue` is among the chosen values, the free text is
 * required (own_option). Reported on the text field.
 */
export function ownOptionRequired<C extends string, T extends string>(choices: C, text: T, ownValue: string) {
  return (value: Record<C, unknown> & Record<T, unknown>, ctx: z.RefinementCtx) => {
    const chosen = value[choices];
    const txt = value[text];
    if (Array.isArray(chosen) && chosen.includes(ownValue) && (typeof txt !== 'string' || txt.trim() === '')) {
      ctx.addIssue({ code: 'custom', path: [text], message: vmsg('own_option') });
    }
  };
}
