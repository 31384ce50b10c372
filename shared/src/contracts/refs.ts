import { z } from 'zod';
import { currencyIdSchema, refOptionSchema } from './common';
import { lazySchema } from './lazy-schema';

/**
 * GET {api}/profile/refs/<name>/ (onboarding §3 "Reference lists"). Names come in the user's
 * questionnaire language: Ukrainian for residents, English for non-residents (onboarding §5);
 * without a token, `?lang=uk|en` decides (not in spec: chosen).
 */

/** business_frequencies, business_targets, employment_types, income_levels */
export const refOptionsResponseSchema = lazySchema(() => z.array(refOptionSchema));
export type RefOptionsResponse = z.infer<typeof refOptionsResponseSchema>;

/** currencies: 1 UAH, 2 USD, 3 EUR; not in spec: chosen — `name` is the ISO code. */
export const currencyRefSchema = lazySchema(() => z.object({ id: currencyIdSchema, name: z.string() }));
export const currenciesResponseSchema = lazySchema(() => z.array(currencyRefSchema));
export type CurrencyRef = z.infer<typeof currencyRefSchema>;

export const PASSPORT_TYPES = [
  'CardId',
  'InternationalPassport',
  'OldPassport',
  'TemporaryResidence',
  'PermanentResidence',
  'TemporaryPermit',
  'TemporaryCertificate',
  'AdditionalProtectionCard',
  'ForeignTemporaryResidence',
  'ForeignPermanentResidence',
  'ForeignCardId',
  'ForeignInternationalPassport',
  'ForeignPassport',
] as const;
export const passportTypeSchema = lazySchema(() => z.enum(PASSPORT_TYPES));
export type PassportType = z.infer<typeof passportTypeSchema>;

/** passport_types: not in spec: chosen `{ codename, name }`; `for_resident` says which list shows it. */
export const passportTypeRefSchema = lazySchema(() =>
  z.object({
    codename: passportTypeSchema,
    name: z.string(),
    for_resident: z.boolean(),
  }),
);
export const passportTypesResponseSchema = lazySchema(() => z.array(passportTypeRefSchema));
export type PassportTypeRef = z.infer<typeof passportTypeRefSchema>;

/** blacklist_countries: a list of residency codes (ISO 3166 alpha-2). */
export const blacklistCountriesResponseSchema = lazySchema(() => z.array(z.string().length(2)));
export type BlacklistCountriesResponse = z.infer<typeof blacklistCountriesResponseSchema>;

/** countries (not in spec: chosen path) — Country option: id (code) and name; Ukraine first. */
export const countryRefSchema = lazySchema(() => z.object({ id: z.string().length(2), name: z.string() }));
export const countriesResponseSchema = lazySchema(() => z.array(countryRefSchema));
export type CountryRef = z.infer<typeof countryRefSchema>;
