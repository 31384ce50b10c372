import { describe, expect, it } from 'vitest';
import type { FileItem } from '@broker/shared/form';
import {
  addressRequest,
  addressStepSchema,
  emptyAddress,
  type AddressStepValues,
  type AddressValues,
} from './address-schema';

const file: FileItem = {
  key: 'f',
  id: 3,
  name: 'a.png',
  newAdded: true,
  isUploading: false,
  uploadPercent: 100,
  hasError: false,
  error: [],
};
const uaAddress: AddressValues = {
  ...emptyAddress('UA'),
  region: 'Київська',
  settlement_type: 'м.',
  settlement: 'Київ',
  street_type: 'вул.',
  street: 'Хрещатик',
  house: '22/1',
  flat: '5А',
  index: '01001',
};
const plAddress: AddressValues = {
  ...emptyAddress('PL'),
  state: 'Mazowieckie',
  settlement: 'Warsaw',
  street: "St. John's 5/7",
  house: '12-B',
  index: '00-950',
};
const step = (a: AddressValues, over: Partial<AddressStepValues> = {}): AddressStepValues => ({
  registration_address: a,
  registration_is_living: true,
  living_address: emptyAddress(a.country),
  is_internal_migrant: false,
  photo_migrant_reference: [],
  photo_register: [],
  ...over,
});
const errors = (isResident: boolean, citizenship: string, v: AddressStepValues) => {
  const r = addressStepSchema(isResident, citizenship).safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('step 3 rules, residents', () => {
  it.each([
    ['valid', uaAddress, {}, {}],
    ['region required', { ...uaAddress, region: '' }, {}, { 'registration_address.region': 'validations.required' }],
    ['street special characters', { ...uaAddress, street: 'Шевченка №5, корп. 2/3' }, {}, {}],
    [
      'street refuses @',
      { ...uaAddress, street: 'вул@' },
      {},
      { 'registration_address.street': 'validations.address_chars' },
    ],
    [
      'house letters, digits, / and -',
      { ...uaAddress, house: '12#' },
      {},
      { 'registration_address.house': 'validations.address_chars' },
    ],
    ['flat optional', { ...uaAddress, flat: '' }, {}, {}],
    [
      'index 5 digits',
      { ...uaAddress, index: '0100' },
      {},
      { 'registration_address.index': 'validations.doc_number_length|{"length":5}' },
    ],
    [
      'single line instead of parts',
      { ...emptyAddress('UA'), single: true, address: 'м. Київ, вул. Хрещатик, 22' },
      {},
      {},
    ],
    [
      'single line required',
      { ...emptyAddress('UA'), single: true },
      {},
      { 'registration_address.address': 'validations.required' },
    ],
    [
      'country required',
      { ...uaAddress, country: null },
      {},
      { 'registration_address.country': 'validations.required' },
    ],
    [
      'living address required when different',
      uaAddress,
      { registration_is_living: false },
      {
        'living_address.region': 'validations.required',
        'living_address.settlement': 'validations.required',
        'living_address.street': 'validations.required',
        'living_address.house': 'validations.required',
        'living_address.index': 'validations.required',
      },
    ],
    ['living address given', uaAddress, { registration_is_living: false, living_address: uaAddress }, {}],
    [
      'migrant certificate required',
      uaAddress,
      { is_internal_migrant: true },
      { photo_migrant_reference: 'validations.required_files' },
    ],
    ['migrant certificate given', uaAddress, { is_internal_migrant: true, photo_migrant_reference: [file] }, {}],
  ] as const)('%s', (_n, a, over, expected) =>
    expect(errors(true, 'UA', step(a as AddressValues, over as Partial<AddressStepValues>))).toEqual(expected),
  );

  it('the migrant box is for citizens only', () => {
    expect(errors(true, 'PL', step(uaAddress, { is_internal_migrant: true }))).toEqual({});
    expect(
      addressRequest(step(uaAddress, { is_internal_migrant: true, photo_migrant_reference: [file] }), true, 'PL'),
    ).toMatchObject({ is_internal_migrant: false, photo_migrant_reference: [] });
    expect(
      addressRequest(step(uaAddress, { is_internal_migrant: true, photo_migrant_reference: [file] }), true, 'UA'),
    ).toMatchObject({ is_internal_migrant: true, photo_migrant_reference: [3] });
  });
});

describe('step 3 rules, non-residents', () => {
  it.each([
    ['valid with state', plAddress, {}],
    ['region optional', { ...plAddress, region: '' }, {}],
    [
      'Cyrillic refused',
      { ...plAddress, settlement: 'Варшава' },
      { 'registration_address.settlement': 'validations.address_chars' },
    ],
    ['postal code letters and dash', { ...plAddress, index: 'SW1A 1AA' }, {}],
    [
      'postal code symbols',
      { ...plAddress, index: '00#950' },
      { 'registration_address.index': 'validations.address_chars' },
    ],
    [
      'state special characters',
      { ...plAddress, state: 'Île' },
      { 'registration_address.state': 'validations.address_chars' },
    ],
  ] as const)('%s', (_n, a, expected) => expect(errors(false, 'PL', step(a as AddressValues))).toEqual(expected));

  it('sends the living address only when it differs, and one line when chosen', () => {
    expect(addressRequest(step(plAddress), false, 'PL').living_address).toBeNull();
    expect(
      addressRequest(step({ ...emptyAddress('PL'), single: true, address: 'Main st 1' }), false, 'PL')
        .registration_address,
    ).toEqual({ country: 'PL', address: 'Main st 1' });
  });
});
