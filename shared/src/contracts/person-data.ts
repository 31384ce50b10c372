import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * GET {api}/cabinet/person_data/ (cabinet §3 "Personal data"). Read-only: values come formatted for
 * display (not in spec: chosen — text or null; dates yyyy-MM-dd; lists joined by ", "); photo fields
 * are file lists with name and uuid (download: profile/doc/{uuid}/). photo_selfie is null for residents.
 */
export const personFileSchema = lazySchema(() => z.object({ name: z.string(), uuid: z.string() }));
export type PersonFile = z.infer<typeof personFileSchema>;

const text = z.string().nullable();
const photos = z.array(personFileSchema);

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

/** The display order of the rows (the first 8 are visible before "show all"). */
export const PERSON_DATA_FIELDS = Object.keys(personDataResponseSchema.shape) as Array<keyof PersonDataResponse>;
