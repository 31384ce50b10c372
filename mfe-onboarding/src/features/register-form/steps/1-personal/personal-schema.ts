import { z } from 'zod';
import type { StepNameRequest, StepNameResponse } from '@broker/shared/contracts';
import {
  dateSchema,
  filesSchema,
  fromFileRefs,
  taxIdSchema,
  uploadedIds,
  yearsSince,
  type FileItem,
} from '@broker/shared/form';
import { vmsg } from '@broker/shared/validation';

/** onboarding §9 */
export const ADULT_AGE = 18;
export const SECOND_PHOTO_AGE = 45;
export const NAME_MIN = 2;
export const NAME_MAX = 256;
export const CITY_MIN = 3;
export const CITY_MAX = 256;

/** Ukrainian letters, space, hyphen, apostrophes ('’ʼ`) and dashes (–—) (onboarding §5). */
const UK_NAME = /^[А-ЩЬЮЯҐЄІЇа-щьюяґєії '’ʼ`\-–—]+$/;
/** neres_: Latin letters, space, dash, apostrophe. */
const LATIN_NAME = /^[A-Za-z '’-]+$/;
/** Birth place: the name letters plus dot and comma. */
const UK_CITY = /^[А-ЩЬЮЯҐЄІЇа-щьюяґєії '’ʼ`\-.,]+$/;
const LATIN_CITY = /^[A-Za-z '’\-.,]+$/;

export function nameSchema(isResident: boolean, required = true) {
  const letters = isResident ? UK_NAME : LATIN_NAME;
  const key = isResident ? 'name_uk' : 'neres_name';
  return z.string().superRefine((v, ctx) => {
    const add = (message: string) => ctx.addIssue({ code: 'custom', message });
    const value = v.trim();
    if (value === '') {
      if (required) add(vmsg('required'));
      return;
    }
    if (!letters.test(value)) return add(vmsg(key));
    if (required && value.length < NAME_MIN) return add(vmsg('min', { length: NAME_MIN }));
    if (value.length > NAME_MAX) add(vmsg('max', { length: NAME_MAX }));
  });
}

export function birthCitySchema(isResident: boolean) {
  return z.string().superRefine((v, ctx) => {
    const add = (message: string) => ctx.addIssue({ code: 'custom', message });
    const value = v.trim();
    if (value === '') return add(vmsg('required'));
    if (!(isResident ? UK_CITY : LATIN_CITY).test(value))
      return add(vmsg(isResident ? 'birth_city' : 'neres_birth_city'));
    if (value.length < CITY_MIN) return add(vmsg('min', { length: CITY_MIN }));
    if (value.length > CITY_MAX) add(vmsg('max', { length: CITY_MAX }));
  });
}

/**
 * birth_country (onboarding §3 step 1 "country of birth and place of birth also appear"): a country of the
 * questionnaire's list, required like the place of birth (not in spec: chosen — a KYC questionnaire asks both).
 */
export const birthCountrySchema = z
  .string()
  .nullable()
  .refine((v) => v !== null && v !== '', vmsg('required'));

/** birth_date: required, a real day, at least 18 years ago (registration impossible under 18). */
export const birthDateSchema = dateSchema({ notFuture: true }).refine(
  (v) => !/^\d{4}-\d{2}-\d{2}$/.test(v) || yearsSince(v) >= ADULT_AGE,
  vmsg('adult'),
);

/** onboarding §4: 45 or over sets the older-than-45 flag (step 2 then asks the extra photo). */
export const isOver45 = (birthDate: string | null | undefined) =>
  !!birthDate && /^\d{4}-\d{2}-\d{2}$/.test(birthDate) && yearsSince(birthDate) >= SECOND_PHOTO_AGE;

export interface PersonalValues {
  last_name: string;
  first_name: string;
  middle_name: string;
  birth_date: string;
  birth_country: string | null;
  birth_city: string;
  has_inn: boolean;
  inn: string;
  photo_inn: FileItem[];
  photo_no_inn: FileItem[];
}

/** Residents who are citizens and have no tax id upload a scan of the no-tax-id page. */
export const needsNoInnScan = (isResident: boolean, citizenship: string | null, hasInn: boolean) =>
  isResident && citizenship === 'UA' && !hasInn;

export const TAX_PHOTO_MAX = 2;

export function personalSchema(isResident: boolean, citizenship: string | null) {
  return z
    .object({
      last_name: nameSchema(isResident),
      first_name: nameSchema(isResident),
      middle_name: nameSchema(isResident, false),
      birth_date: birthDateSchema,
      birth_country: birthCountrySchema,
      birth_city: birthCitySchema(isResident),
      has_inn: z.boolean(),
      inn: z.string(),
      photo_inn: z.custom<FileItem[]>(),
      photo_no_inn: z.custom<FileItem[]>(),
    })
    .superRefine((v, ctx) => {
      const forward = (path: keyof PersonalValues, res: z.ZodSafeParseResult<unknown>) => {
        if (!res.success)
          ctx.addIssue({ code: 'custom', path: [path], message: res.error.issues[0]?.message ?? vmsg('required') });
      };
      if (v.has_inn) {
        if (v.inn === '') ctx.addIssue({ code: 'custom', path: ['inn'], message: vmsg('required') });
        else forward('inn', taxIdSchema(isResident).safeParse(v.inn));
        forward('photo_inn', filesSchema({ max: TAX_PHOTO_MAX }).safeParse(v.photo_inn));
      }
      if (needsNoInnScan(isResident, citizenship, v.has_inn))
        forward('photo_no_inn', filesSchema({ max: TAX_PHOTO_MAX }).safeParse(v.photo_no_inn));
    });
}

/**
 * onboarding §2: has_inn defaults to the citizen flag (citizenship UA). The front end applies it itself:
 * a step never saved (no birth date yet, it is required to save) or without an answer starts from
 * citizenship, whatever has_inn the server sends; a saved answer is the applicant's own and stays.
 */
export function hasInnDefault(data: Pick<StepNameResponse, 'has_inn' | 'birth_date' | 'citizenship'>): boolean {
  const answered = data.birth_date !== null && typeof data.has_inn === 'boolean';
  return answered ? data.has_inn === true : data.citizenship === 'UA';
}

export function personalDefaults(data: StepNameResponse | Omit<StepNameResponse, 'photo_no_inn'>): PersonalValues {
  return {
    last_name: data.last_name ?? '',
    first_name: data.first_name ?? '',
    middle_name: data.middle_name ?? '',
    birth_date: data.birth_date ?? '',
    birth_country: data.birth_country ?? null,
    birth_city: data.birth_city ?? '',
    has_inn: hasInnDefault(data),
    inn: data.inn ?? '',
    photo_inn: fromFileRefs(data.photo_inn),
    photo_no_inn: fromFileRefs('photo_no_inn' in data ? data.photo_no_inn : []),
  };
}

export function personalRequest(v: PersonalValues, isResident: boolean, citizenship: string | null): StepNameRequest {
  const body: StepNameRequest = {
    last_name: v.last_name.trim(),
    first_name: v.first_name.trim(),
    middle_name: v.middle_name.trim() || null,
    birth_date: v.birth_date,
    birth_country: v.birth_country,
    birth_city: v.birth_city.trim(),
    has_inn: v.has_inn,
    inn: v.has_inn ? v.inn : null,
    photo_inn: v.has_inn ? uploadedIds(v.photo_inn) : [],
  };
  if (isResident)
    body.photo_no_inn = needsNoInnScan(isResident, citizenship, v.has_inn) ? uploadedIds(v.photo_no_inn) : [];
  return body;
}
