import { z } from 'zod';
import type {
  PassportType,
  StepPassportResponse,
  NonresidentStepPassportResponse,
  NonresidentStepPassportRequest,
} from '@broker/shared/contracts';
import {
  addYearsIso,
  dateSchema,
  filesSchema,
  fromFileRefs,
  isIsoDate,
  todayIso,
  uploadedIds,
  type FileItem,
} from '@broker/shared/form';
import { vmsg } from '@broker/shared/validation';
import {
  CERTIFICATE_PHOTOS,
  EXTRA_PHOTOS,
  PASSPORT_TEMPLATES,
  SELFIE_PHOTOS,
  VALIDITY_YEARS,
  type PassportTemplate,
} from './passport-types';

export interface DocumentValues {
  passport_type: PassportType;
  is_biometric: boolean;
  country: string | null;
  reestr_number: string;
  seria: string;
  number: string;
  date_issued: string;
  valid_until: string;
  issued: string;
  issued_code: string;
  photo: FileItem[];
  photo_register: FileItem[];
  photo_45: FileItem[];
  photo_selfie: FileItem[];
}

export interface DocumentContext {
  isResident: boolean;
  citizenship: string | null;
  over45: boolean;
}

const NUMBER_RULES: Record<PassportTemplate['number'], { re: RegExp; message: string }> = {
  digits9: { re: /^\d{9}$/, message: vmsg('doc_number_length', { length: 9 }) },
  digits6: { re: /^\d{6}$/, message: vmsg('doc_number_length', { length: 6 }) },
  digits: { re: /^\d+$/, message: vmsg('doc_number_digits') },
  free: { re: /^[\p{L}\d .-]+$/u, message: vmsg('doc_number') },
};
const SERIES_RULES: Record<
  Exclude<PassportTemplate['series'], 'none'>,
  { re: RegExp; message: string; required: boolean }
> = {
  old: { re: /^[А-ЩЬЮЯҐЄІЇA-Zа-щьюяґєіїa-z\d]{1,2}$/, message: vmsg('series_old'), required: true },
  international: { re: /^[A-Za-z\d]{2}$/, message: vmsg('series_international'), required: true },
  latin: { re: /^[A-Za-z\d]+$/, message: vmsg('series_latin'), required: false },
};

/** Which fields the type shows (the form renders exactly these; the rules check exactly these). */
export function visibleFields(type: PassportType, biometric: boolean, ctx: DocumentContext) {
  const tpl = PASSPORT_TEMPLATES[type];
  return {
    biometric: tpl.biometric,
    country: tpl.foreign,
    reestr: tpl.reestr === 'required' || (tpl.reestr === 'biometric' && biometric),
    seria: tpl.series !== 'none',
    validUntil: tpl.validUntil !== 'hidden',
    issued: tpl.authority !== 'none',
    issuedCode: tpl.code !== 'none',
    residenceCertificate: tpl.residenceCertificate,
    photo45: ctx.over45,
    selfie: !ctx.isResident,
  };
}

/** Step 2 rules (onboarding §5), per type. */
export function documentSchema(ctx: DocumentContext) {
  const issuedDate = dateSchema({ notFuture: true });
  return z.custom<DocumentValues>().superRefine((v, zctx) => {
    const tpl = PASSPORT_TEMPLATES[v.passport_type];
    const show = visibleFields(v.passport_type, v.is_biometric, ctx);
    const add = (path: keyof DocumentValues, message: string) =>
      zctx.addIssue({ code: 'custom', path: [path], message });
    const first = (path: keyof DocumentValues, res: z.ZodSafeParseResult<unknown>) => {
      if (!res.success) add(path, res.error.issues[0]?.message ?? vmsg('required'));
    };
    const number = v.number.trim();
    if (!number) add('number', vmsg('required'));
    else if (!NUMBER_RULES[tpl.number].re.test(number)) add('number', NUMBER_RULES[tpl.number].message);
    if (tpl.series !== 'none') {
      const rule = SERIES_RULES[tpl.series];
      if (!v.seria) {
        if (rule.required) add('seria', vmsg('required'));
      } else if (!rule.re.test(v.seria)) add('seria', rule.message);
    }
    if (show.reestr) {
      if (!v.reestr_number) add('reestr_number', vmsg('required'));
      else if (!/^\d{8}-\d{5}$/.test(v.reestr_number)) add('reestr_number', vmsg('reestr_number'));
    }
    if (show.country && !v.country) add('country', vmsg('required'));
    first('date_issued', issuedDate.safeParse(v.date_issued));
    if (show.validUntil) {
      if (!v.valid_until) {
        if (tpl.validUntil === 'required') add('valid_until', vmsg('required'));
      } else if (!isIsoDate(v.valid_until)) add('valid_until', vmsg('date'));
      else if (isIsoDate(v.date_issued) && v.valid_until <= v.date_issued)
        add('valid_until', vmsg('valid_until_after_issue'));
      else if (tpl.tenYears && isIsoDate(v.date_issued) && v.valid_until < addYearsIso(v.date_issued, VALIDITY_YEARS))
        add('valid_until', vmsg('valid_until_id_card'));
    }
    if (tpl.authority === 'required') {
      if (v.issued.trim().length === 0) add('issued', vmsg('required'));
      else if (v.issued.trim().length < 2) add('issued', vmsg('min', { length: 2 }));
    }
    if (show.issued && v.issued.length > 256) add('issued', vmsg('max', { length: 256 }));
    if (tpl.code === 'digits4' || tpl.code === 'numeric4') {
      if (!v.issued_code) add('issued_code', vmsg('required'));
      else if (!/^\d{4}$/.test(v.issued_code))
        add('issued_code', vmsg(tpl.code === 'digits4' ? 'authority_code' : 'authority_code_numeric'));
    } else if (tpl.code === 'required') {
      if (!v.issued_code.trim()) add('issued_code', vmsg('required'));
      else if (v.issued_code.length > 16) add('issued_code', vmsg('max', { length: 16 }));
    }
    first('photo', filesSchema({ max: tpl.photos }).safeParse(v.photo));
    if (show.residenceCertificate)
      first('photo_register', filesSchema({ max: CERTIFICATE_PHOTOS }).safeParse(v.photo_register));
    if (show.photo45) first('photo_45', filesSchema({ max: EXTRA_PHOTOS }).safeParse(v.photo_45));
    if (show.selfie) first('photo_selfie', filesSchema({ max: SELFIE_PHOTOS }).safeParse(v.photo_selfie));
  });
}

/** onboarding §2: picking a type resets step 2 to its template; country = citizenship (null for foreign types). */
export function templateValues(type: PassportType, citizenship: string | null): DocumentValues {
  return {
    passport_type: type,
    is_biometric: false,
    country: PASSPORT_TEMPLATES[type].foreign ? null : citizenship,
    reestr_number: '',
    seria: '',
    number: '',
    date_issued: '',
    valid_until: '',
    issued: '',
    issued_code: '',
    photo: [],
    photo_register: [],
    photo_45: [],
    photo_selfie: [],
  };
}

/** onboarding §4: valid_until = issue date + 10 years where the field exists. */
export function autoValidUntil(type: PassportType, dateIssued: string): string | null {
  return PASSPORT_TEMPLATES[type].validUntil !== 'hidden' && isIsoDate(dateIssued) && dateIssued <= todayIso()
    ? addYearsIso(dateIssued, VALIDITY_YEARS)
    : null;
}

type Data = StepPassportResponse | NonresidentStepPassportResponse;

export function documentDefaults(data: Data, fallback: PassportType, citizenship: string | null): DocumentValues {
  if (!data.passport_type) return templateValues(fallback, citizenship);
  return {
    passport_type: data.passport_type,
    is_biometric: data.is_biometric,
    country: data.country,
    reestr_number: data.reestr_number ?? '',
    seria: data.seria ?? '',
    number: data.number ?? '',
    date_issued: data.date_issued ?? '',
    valid_until: data.valid_until ?? '',
    issued: data.issued ?? '',
    issued_code: data.issued_code ?? '',
    photo: fromFileRefs(data.photo),
    photo_register: fromFileRefs(data.photo_register),
    photo_45: fromFileRefs(data.photo_45),
    photo_selfie: fromFileRefs('photo_selfie' in data ? data.photo_selfie : []),
  };
}

export function documentRequest(v: DocumentValues, ctx: DocumentContext): NonresidentStepPassportRequest {
  const show = visibleFields(v.passport_type, v.is_biometric, ctx);
  const opt = (on: boolean, s: string) => (on && s.trim() ? s.trim() : null);
  const body: NonresidentStepPassportRequest = {
    passport_type: v.passport_type,
    is_biometric: show.biometric && v.is_biometric,
    country: v.country,
    reestr_number: opt(show.reestr, v.reestr_number),
    seria: opt(show.seria, v.seria),
    number: v.number.trim(),
    date_issued: v.date_issued,
    valid_until: show.validUntil && v.valid_until ? v.valid_until : null,
    issued: opt(show.issued, v.issued),
    issued_code: opt(show.issuedCode, v.issued_code),
    photo: uploadedIds(v.photo),
    photo_register: show.residenceCertificate ? uploadedIds(v.photo_register) : [],
    photo_45: show.photo45 ? uploadedIds(v.photo_45) : [],
  };
  if (show.selfie) body.photo_selfie = uploadedIds(v.photo_selfie);
  return body;
}
