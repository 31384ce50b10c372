import { getCountrySpecifications, validateIBAN } from 'ibantools';
import { z } from 'zod';
import { vmsg } from '@broker/shared/validation';

/**
 * IBANs by country (issue 28 item 4): the length and the BBAN format of the ISO 13616 IBAN registry for
 * every IBAN country, and the mod-97 check digits — through ibantools, which keeps the registry. A country
 * outside the registry has no IBAN. One rule for both bank-account forms (application step 4, cabinet's
 * add-account); the message is the spec's key of the applicant: `iban` (residents: two letters, then 13 to
 * 32 digits, onboarding §5, §9) or its non-resident variant `neres_iban` (any registry country's format:
 * letters where the country has them — GB, NL, …).
 */
export type IbanVariant = 'resident' | 'nonresident';

interface Spec {
  chars: number;
  /** letters may follow the country code (the BBAN format has A-Z somewhere) */
  letters: boolean;
}
let specs: Map<string, Spec> | null = null;
/** Built on first use: the form entry does not pay for it when it loads. */
export function ibanCountry(code: string): Spec | undefined {
  specs ??= new Map(
    Object.entries(getCountrySpecifications())
      .filter(([, s]) => s.IBANRegistry && s.chars !== null && s.bban_regexp !== null)
      .map(([c, s]) => [c, { chars: s.chars!, letters: s.bban_regexp!.includes('A-Z') }]),
  );
  return specs.get(code);
}

/** The longest IBAN (ISO 13616: 34 characters). */
export const IBAN_MAX = 34;
/** The spec's format of residents' IBANs (onboarding §5 "two letters then 13 to 32 digits"). */
const RESIDENT_FORMAT = /^[A-Z]{2}\d{13,32}$/;

/** A registry country's IBAN with the right length, format and check digits. */
export function isValidIban(value: string): boolean {
  const spec = ibanCountry(value.slice(0, 2));
  return !!spec && value.length === spec.chars && validateIBAN(value, { allowQRIBAN: true }).valid;
}

/** The IBAN rule of a form field (required). */
export function ibanSchema(variant: IbanVariant = 'resident') {
  const message = vmsg(variant === 'resident' ? 'iban' : 'neres_iban');
  return z
    .string()
    .min(1, vmsg('required'))
    .refine((v) => (variant === 'nonresident' || RESIDENT_FORMAT.test(v)) && isValidIban(v), message);
}

/**
 * The mask: upper case, no spaces; the country code letters, then the country's characters — letters kept
 * only where its format has them — cut at its length (34 for a code not known yet).
 */
export function normalizeIban(raw: string): string {
  const compact = raw.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  const head = compact.slice(0, 2).replace(/[^A-Z]/g, '');
  if (head.length < 2) return head;
  const spec = ibanCountry(head);
  const rest = compact.slice(2).replace(spec && !spec.letters ? /\D/g : /[^A-Z0-9]/g, '');
  return (head + rest).slice(0, spec?.chars ?? IBAN_MAX);
}

/** IBAN shown in groups of four (easier to compare with a bank statement). */
export function formatIban(value: string): string {
  return value.replace(/(.{4})(?=.)/g, '$1 ');
}
