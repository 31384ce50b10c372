import { z } from 'zod';
import type { Address, StepAddressRequest, StepAddressResponse } from '@broker/shared/contracts';
import { filesSchema, fromFileRefs, uploadedIds, type FileItem } from '@broker/shared/form';
import { vmsg } from '@broker/shared/validation';

export interface AddressValues {
  /** one address line instead of the parts */
  single: boolean;
  country: string | null;
  region: string;
  state: string;
  settlement_type: string;
  settlement: string;
  street_type: string;
  street: string;
  house: string;
  flat: string;
  index: string;
  address: string;
}

type Part = Exclude<keyof AddressValues, 'single' | 'country'>;

/**
 * The special-character variants of onboarding §5 (street, house, flat, index, region, state):
 * residents may type Ukrainian or Latin letters, non-residents Latin only.
 */
function partRules(isResident: boolean): Record<Part, RegExp> {
  const L = isResident ? 'A-Za-zА-ЩЬЮЯҐЄІЇа-щьюяґєії' : 'A-Za-z';
  const place = new RegExp(`^[${L} .,'’ʼ\\-]+$`);
  return {
    region: place,
    state: place,
    settlement_type: place,
    settlement: place,
    street_type: place,
    street: new RegExp(`^[${L}\\d .,'’ʼ/№\\-]+$`),
    house: new RegExp(`^[${L}\\d /\\-]+$`),
    flat: new RegExp(`^[${L}\\d /\\-]+$`),
    index: isResident ? /^\d{5}$/ : /^[A-Za-z\d -]{2,16}$/,
    address: new RegExp(`^[${L}\\d .,'’ʼ/№\\-]+$`),
  };
}

const MAX: Record<Part, number> = {
  region: 256,
  state: 256,
  settlement_type: 256,
  settlement: 256,
  street_type: 256,
  street: 256,
  house: 32,
  flat: 32,
  index: 16,
  address: 512,
};

/** Required parts: residents region, settlement, street, house, index; non-residents settlement, street, house, index. */
export const requiredParts = (isResident: boolean): Part[] =>
  isResident ? ['region', 'settlement', 'street', 'house', 'index'] : ['settlement', 'street', 'house', 'index'];

/** Issues of one address block, with paths relative to it. */
export function addressIssues(v: AddressValues, isResident: boolean): Array<{ path: string; message: string }> {
  const out: Array<{ path: string; message: string }> = [];
  const rules = partRules(isResident);
  const check = (part: Part, required: boolean) => {
    const value = v[part].trim();
    if (!value) {
      if (required) out.push({ path: part, message: vmsg('required') });
    } else if (value.length > MAX[part]) out.push({ path: part, message: vmsg('max', { length: MAX[part] }) });
    else if (!rules[part].test(value))
      out.push({
        path: part,
        message: vmsg(
          part === 'index' ? (isResident ? 'doc_number_length' : 'address_chars') : 'address_chars',
          part === 'index' && isResident ? { length: 5 } : undefined,
        ),
      });
  };
  if (!v.country) out.push({ path: 'country', message: vmsg('required') });
  if (v.single) {
    check('address', true);
    return out;
  }
  const required = requiredParts(isResident);
  for (const part of [
    'region',
    'state',
    'settlement_type',
    'settlement',
    'street_type',
    'street',
    'house',
    'flat',
    'index',
  ] as Part[]) {
    if (part === 'state' && isResident) continue;
    check(part, required.includes(part));
  }
  return out;
}

export interface AddressStepValues {
  registration_address: AddressValues;
  registration_is_living: boolean;
  living_address: AddressValues;
  is_internal_migrant: boolean;
  photo_migrant_reference: FileItem[];
  photo_register: FileItem[];
}

/** The internal-migrant box: residents who are citizens only (onboarding §2 step 3). */
export const asksMigrant = (isResident: boolean, citizenship: string | null) => isResident && citizenship === 'UA';

export function addressStepSchema(isResident: boolean, citizenship: string | null) {
  return z.custom<AddressStepValues>().superRefine((v, ctx) => {
    for (const i of addressIssues(v.registration_address, isResident))
      ctx.addIssue({ code: 'custom', path: ['registration_address', i.path], message: i.message });
    if (!v.registration_is_living) {
      for (const i of addressIssues(v.living_address, isResident))
        ctx.addIssue({ code: 'custom', path: ['living_address', i.path], message: i.message });
    }
    if (asksMigrant(isResident, citizenship) && v.is_internal_migrant) {
      const res = filesSchema({ max: 2 }).safeParse(v.photo_migrant_reference);
      if (!res.success)
        ctx.addIssue({
          code: 'custom',
          path: ['photo_migrant_reference'],
          message: res.error.issues[0]?.message ?? vmsg('required_files'),
        });
    }
  });
}

export const emptyAddress = (country: string | null): AddressValues => ({
  single: false,
  country,
  region: '',
  state: '',
  settlement_type: '',
  settlement: '',
  street_type: '',
  street: '',
  house: '',
  flat: '',
  index: '',
  address: '',
});

function toValues(a: Address | null, country: string | null): AddressValues {
  if (!a) return emptyAddress(country);
  const s = (x: string | null | undefined) => x ?? '';
  return {
    single: !!a.address && !a.street,
    country: a.country ?? country,
    region: s(a.region),
    state: s(a.state),
    settlement_type: s(a.settlement_type),
    settlement: s(a.settlement),
    street_type: s(a.street_type),
    street: s(a.street),
    house: s(a.house),
    flat: s(a.flat),
    index: s(a.index),
    address: s(a.address),
  };
}

function toAddress(v: AddressValues): Address {
  const n = (x: string) => x.trim() || null;
  if (v.single) return { country: v.country, address: n(v.address) };
  return {
    country: v.country,
    region: n(v.region),
    state: n(v.state),
    settlement_type: n(v.settlement_type),
    settlement: n(v.settlement),
    street_type: n(v.street_type),
    street: n(v.street),
    house: n(v.house),
    flat: n(v.flat),
    index: n(v.index),
  };
}

export function addressDefaults(data: StepAddressResponse, isResident: boolean): AddressStepValues {
  const country = isResident ? 'UA' : null;
  return {
    registration_address: toValues(data.registration_address, country),
    registration_is_living: data.registration_is_living,
    living_address: toValues(data.living_address, country),
    is_internal_migrant: data.is_internal_migrant,
    photo_migrant_reference: fromFileRefs(data.photo_migrant_reference),
    photo_register: fromFileRefs(data.photo_register),
  };
}

export function addressRequest(
  v: AddressStepValues,
  isResident: boolean,
  citizenship: string | null,
): StepAddressRequest {
  const migrant = asksMigrant(isResident, citizenship) && v.is_internal_migrant;
  return {
    registration_address: toAddress(v.registration_address),
    registration_is_living: v.registration_is_living,
    living_address: v.registration_is_living ? null : toAddress(v.living_address),
    is_internal_migrant: migrant,
    photo_migrant_reference: migrant ? uploadedIds(v.photo_migrant_reference) : [],
    photo_register: uploadedIds(v.photo_register),
  };
}
