import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * GET {api}/cabinet/person_data/ (cabinet §3 "Personal data"). Read-only: values come formatted for
 * display (not in spec: chosen — text or null; dates yyyy-MM-dd; lists joined by ", "); photo fields
 * are file lists with name and uuid (download: profile/doc/{uuid}/). photo_selfie is null for residents.
 */
export const personFileSchema = lazySchema(() => z.object({ name: z.string(), uuid: z.string() }));
export type PersonFile = z.infer<typeof personFileSchema>;

const text = lazySchema(() => z.string().nullable());
const photos = lazySchema(() => z.array(personFileSchema));

export const personDataResponseSchema = lazySchema(() =>
  z.object({
    phone: text,
    email: text,
    last_name: text,
    first_name: text,
    middle_name: text,
    residency: text,
    inn: text,
    backoffice_status: text,
    birth_date: text,
    birth_city: text,
    citizenship: text,
    photo_inn: photos,
    employment_type: text,
    employment_income_level: text,
    passport: text,
    passport_photo: photos,
    registration_address: text,
    living_address: text,
    photo_migrant_reference: photos,
    photo_selfie: photos.nullable(),
    fatca: text,
    target: text,
    frequency: text,
  }),
);
export type PersonDataResponse = z.infer<typeof personDataResponseSchema>;

/**
 * The display order of the rows (the first 8 are visible before "show all"): the schema's keys, written
 * out so that reading them does not build the schema when the contracts load (lazy-schema.test.ts checks
 * they are the schema's, in its order).
 */
export const PERSON_DATA_FIELDS: ReadonlyArray<keyof PersonDataResponse> = [
  'phone',
  'email',
  'last_name',
  'first_name',
  'middle_name',
  'residency',
  'inn',
  'backoffice_status',
  'birth_date',
  'birth_city',
  'citizenship',
  'photo_inn',
  'employment_type',
  'employment_income_level',
  'passport',
  'passport_photo',
  'registration_address',
  'living_address',
  'photo_migrant_reference',
  'photo_selfie',
  'fatca',
  'target',
  'frequency',
];
