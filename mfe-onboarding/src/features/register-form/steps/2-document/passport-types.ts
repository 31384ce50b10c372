import type { PassportType } from '@broker/shared/contracts';

/**
 * Per-type template of step 2 (onboarding §2 step 2, §5 rules, §9 photo counts). One row per passport
 * type: which fields exist, which are required, and the letter rules that apply.
 */
export interface PassportTemplate {
  /** number: 'digits9' | 'digits6' | 'digits' (residence types) | 'free' (letters, digits, spaces, dashes, dots) */
  number: 'digits9' | 'digits6' | 'digits' | 'free';
  /** series: 'none' | 'old' (required, ≤2 Ukrainian/Latin letters or digits) | 'international' (required, 2 Latin/digits) | 'latin' (optional) */
  series: 'none' | 'old' | 'international' | 'latin';
  /** state register number: 'none' | 'required' | 'biometric' (required when the biometric box is ticked) */
  reestr: 'none' | 'required' | 'biometric';
  /** valid_until: hidden, required, or optional */
  validUntil: 'hidden' | 'required' | 'optional';
  /** at least 10 years after issue (ID card) */
  tenYears: boolean;
  /** issuing authority text: 'required' (old passport, min 2) or 'optional' (max 256) or 'none' */
  authority: 'required' | 'optional' | 'none';
  /** authority code: 'digits4' (ID card, international passport), 'numeric4' (residence cards), 'required' (permits…), 'none' */
  code: 'digits4' | 'numeric4' | 'required' | 'none';
  /** photo-count limit */
  photos: number;
  /** residence certificate photo required (international passport and ID card) */
  residenceCertificate: boolean;
  /** the biometric checkbox (international passport only) */
  biometric: boolean;
  /** a foreign type: country is picked (null in the template) instead of being the citizenship */
  foreign: boolean;
}

const base: PassportTemplate = {
  number: 'free',
  series: 'latin',
  reestr: 'none',
  validUntil: 'required',
  tenYears: false,
  authority: 'optional',
  code: 'none',
  photos: 6,
  residenceCertificate: false,
  biometric: false,
  foreign: false,
};

export const PASSPORT_TEMPLATES: Record<PassportType, PassportTemplate> = {
  OldPassport: { ...base, number: 'digits6', series: 'old', validUntil: 'hidden', authority: 'required', photos: 6 },
  CardId: {
    ...base,
    number: 'digits9',
    series: 'none',
    reestr: 'required',
    tenYears: true,
    authority: 'none',
    code: 'digits4',
    photos: 2,
    residenceCertificate: true,
  },
  InternationalPassport: {
    ...base,
    number: 'digits6',
    series: 'international',
    reestr: 'biometric',
    authority: 'none',
    code: 'digits4',
    photos: 1,
    residenceCertificate: true,
    biometric: true,
  },
  TemporaryResidence: { ...base, number: 'digits', code: 'numeric4' },
  PermanentResidence: { ...base, number: 'digits', code: 'numeric4' },
  TemporaryPermit: { ...base, code: 'required' },
  TemporaryCertificate: { ...base, code: 'required' },
  AdditionalProtectionCard: { ...base, code: 'required' },
  ForeignTemporaryResidence: { ...base, number: 'digits', code: 'numeric4', foreign: true },
  ForeignPermanentResidence: { ...base, number: 'digits', code: 'numeric4', foreign: true },
  ForeignCardId: { ...base, photos: 2, foreign: true },
  ForeignInternationalPassport: { ...base, validUntil: 'optional', foreign: true },
  ForeignPassport: { ...base, validUntil: 'optional', foreign: true },
};

/** onboarding §2: old passport or temporary residence for residents; the foreign equivalents otherwise. */
export function defaultPassportType(isResident: boolean, citizenship: string | null): PassportType {
  const citizen = citizenship === 'UA';
  if (isResident) return citizen ? 'OldPassport' : 'TemporaryResidence';
  return citizen ? 'ForeignPassport' : 'ForeignTemporaryResidence';
}

/** onboarding §9: selfie with the document, one photo, non-residents only. */
export const SELFIE_PHOTOS = 1;
export const EXTRA_PHOTOS = 2;
export const CERTIFICATE_PHOTOS = 2;
export const VALIDITY_YEARS = 10;
