import { describe, expect, it } from 'vitest';
import { PASSPORT_TYPES, type PassportType } from '@broker/shared/contracts';
import { todayIso, type FileItem } from '@broker/shared/form';
import {
  autoValidUntil,
  documentRequest,
  documentSchema,
  templateValues,
  type DocumentContext,
  type DocumentValues,
} from './document-schema';
import { defaultPassportType, PASSPORT_TEMPLATES } from './passport-types';

const file = (id: number): FileItem => ({
  key: `f${id}`,
  id,
  name: 'a.png',
  newAdded: true,
  isUploading: false,
  uploadPercent: 100,
  hasError: false,
  error: [],
});
const RES: DocumentContext = { isResident: true, citizenship: 'UA', over45: false };
const NONRES: DocumentContext = { isResident: false, citizenship: 'PL', over45: false };

const valid: Record<PassportType, Partial<DocumentValues>> = {
  OldPassport: { seria: 'КН', number: '123456', issued: 'Київським РВ', photo: [file(1)] },
  CardId: {
    number: '123456789',
    reestr_number: '20000101-12345',
    valid_until: '2030-01-01',
    issued_code: '8031',
    photo: [file(1)],
    photo_register: [file(2)],
  },
  InternationalPassport: {
    seria: 'FA',
    number: '123456',
    valid_until: '2030-01-01',
    issued_code: '8031',
    photo: [file(1)],
    photo_register: [file(2)],
  },
  TemporaryResidence: { number: '1234567', valid_until: '2025-01-01', issued_code: '1234', photo: [file(1)] },
  PermanentResidence: { number: '1234567', valid_until: '2025-01-01', issued_code: '1234', photo: [file(1)] },
  TemporaryPermit: { number: 'AB-12.3', valid_until: '2025-01-01', issued_code: 'ДМС', photo: [file(1)] },
  TemporaryCertificate: { number: 'AB 123', valid_until: '2025-01-01', issued_code: 'X1', photo: [file(1)] },
  AdditionalProtectionCard: { number: '12', valid_until: '2025-01-01', issued_code: 'X1', photo: [file(1)] },
  ForeignTemporaryResidence: {
    country: 'PL',
    number: '123',
    valid_until: '2025-01-01',
    issued_code: '1234',
    photo: [file(1)],
  },
  ForeignPermanentResidence: {
    country: 'PL',
    number: '123',
    valid_until: '2025-01-01',
    issued_code: '1234',
    photo: [file(1)],
  },
  ForeignCardId: { country: 'PL', number: 'ABC123', valid_until: '2025-01-01', photo: [file(1)] },
  ForeignInternationalPassport: { country: 'PL', number: 'EK1234567', photo: [file(1)] },
  ForeignPassport: { country: 'PL', number: 'EK1234567', photo: [file(1)] },
};
const values = (type: PassportType, over: Partial<DocumentValues> = {}, ctx = RES): DocumentValues => ({
  ...templateValues(type, ctx.citizenship),
  date_issued: '2020-01-01',
  photo_selfie: ctx.isResident ? [] : [file(9)],
  ...valid[type],
  ...over,
});
const errors = (v: DocumentValues, ctx = RES) => {
  const r = documentSchema(ctx).safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('step 2: every passport type has a passing template', () => {
  it.each(PASSPORT_TYPES)('%s', (type) => {
    expect(errors(values(type))).toEqual({});
    expect(errors(values(type, {}, NONRES), NONRES)).toEqual({});
  });
});

describe('step 2 rules', () => {
  it.each([
    ['number required', 'OldPassport', { number: '' }, { number: 'validations.required' }],
    [
      'old passport number 6 digits',
      'OldPassport',
      { number: '12345' },
      { number: 'validations.doc_number_length|{"length":6}' },
    ],
    [
      'ID card number 9 digits',
      'CardId',
      { number: '12345678' },
      { number: 'validations.doc_number_length|{"length":9}' },
    ],
    [
      'residence number digits only',
      'TemporaryResidence',
      { number: '12A' },
      { number: 'validations.doc_number_digits' },
    ],
    ['other numbers: no symbols', 'TemporaryPermit', { number: 'A#1' }, { number: 'validations.doc_number' }],
    ['old passport series required', 'OldPassport', { seria: '' }, { seria: 'validations.required' }],
    ['old passport series max 2', 'OldPassport', { seria: 'КНА' }, { seria: 'validations.series_old' }],
    ['old passport Latin series', 'OldPassport', { seria: 'KH' }, {}],
    [
      'international series 2 Latin',
      'InternationalPassport',
      { seria: 'ФА' },
      { seria: 'validations.series_international' },
    ],
    ['others: Latin series optional', 'TemporaryPermit', { seria: 'АБ' }, { seria: 'validations.series_latin' }],
    ['register number required on ID card', 'CardId', { reestr_number: '' }, { reestr_number: 'validations.required' }],
    [
      'register number format',
      'CardId',
      { reestr_number: '2000010112345' },
      { reestr_number: 'validations.reestr_number' },
    ],
    [
      'biometric international passport needs it',
      'InternationalPassport',
      { is_biometric: true },
      { reestr_number: 'validations.required' },
    ],
    ['biometric with it', 'InternationalPassport', { is_biometric: true, reestr_number: '20000101-00001' }, {}],
    [
      'issue date not in the future',
      'OldPassport',
      { date_issued: '2999-01-01' },
      { date_issued: 'validations.date_future' },
    ],
    ['issue date required', 'OldPassport', { date_issued: '' }, { date_issued: 'validations.required' }],
    ['valid until required on ID card', 'CardId', { valid_until: '' }, { valid_until: 'validations.required' }],
    [
      'valid until after issue',
      'TemporaryPermit',
      { valid_until: '2019-12-31' },
      { valid_until: 'validations.valid_until_after_issue' },
    ],
    [
      'ID card at least 10 years',
      'CardId',
      { valid_until: '2029-12-31' },
      { valid_until: 'validations.valid_until_id_card' },
    ],
    ['foreign passport: valid until optional', 'ForeignPassport', { valid_until: '' }, {}],
    ['authority required on old passport', 'OldPassport', { issued: '' }, { issued: 'validations.required' }],
    ['authority min 2', 'OldPassport', { issued: 'К' }, { issued: 'validations.min|{"length":2}' }],
    ['authority max 256', 'ForeignPassport', { issued: 'a'.repeat(257) }, { issued: 'validations.max|{"length":256}' }],
    ['ID card code 4 digits', 'CardId', { issued_code: '803' }, { issued_code: 'validations.authority_code' }],
    [
      'residence card code numeric',
      'PermanentResidence',
      { issued_code: '12A4' },
      { issued_code: 'validations.authority_code_numeric' },
    ],
    ['permit needs a code', 'TemporaryPermit', { issued_code: '' }, { issued_code: 'validations.required' }],
    ['foreign types need a country', 'ForeignCardId', { country: null }, { country: 'validations.required' }],
    ['photos required', 'OldPassport', { photo: [] }, { photo: 'validations.required_files' }],
    [
      'international passport: 1 photo',
      'InternationalPassport',
      { photo: [file(1), file(2)] },
      { photo: 'validations.files_max|{"count":1}' },
    ],
    [
      'ID card: 2 photos',
      'CardId',
      { photo: [file(1), file(2), file(3)] },
      { photo: 'validations.files_max|{"count":2}' },
    ],
    ['old passport: 6 photos', 'OldPassport', { photo: [1, 2, 3, 4, 5, 6].map(file) }, {}],
    [
      'residence certificate on ID card',
      'CardId',
      { photo_register: [] },
      { photo_register: 'validations.required_files' },
    ],
  ] as const)('%s', (_n, type, over, expected) =>
    expect(errors(values(type, over as Partial<DocumentValues>))).toEqual(expected),
  );

  it('asks the extra photo at 45+ and the selfie of non-residents', () => {
    expect(errors(values('OldPassport'), { ...RES, over45: true })).toEqual({ photo_45: 'validations.required_files' });
    expect(errors(values('OldPassport', { photo_45: [file(3)] }), { ...RES, over45: true })).toEqual({});
    expect(errors(values('ForeignPassport', { photo_selfie: [] }, NONRES), NONRES)).toEqual({
      photo_selfie: 'validations.required_files',
    });
    expect(errors(values('ForeignPassport', { photo_selfie: [file(1), file(2)] }, NONRES), NONRES)).toEqual({
      photo_selfie: 'validations.files_max|{"count":1}',
    });
  });
});

describe('step 2 behaviour', () => {
  it('picking a type resets to its template: country = citizenship, null for foreign types', () => {
    expect(templateValues('OldPassport', 'UA')).toMatchObject({
      passport_type: 'OldPassport',
      country: 'UA',
      number: '',
      photo: [],
    });
    expect(templateValues('ForeignPassport', 'PL').country).toBeNull();
  });
  it.each([
    [true, 'UA', 'OldPassport'],
    [true, 'PL', 'TemporaryResidence'],
    [false, 'UA', 'ForeignPassport'],
    [false, 'PL', 'ForeignTemporaryResidence'],
  ] as const)('default type (resident %s, citizen of %s) → %s', (res, cit, type) =>
    expect(defaultPassportType(res, cit)).toBe(type),
  );
  it('valid until = issue + 10 years where the field exists', () => {
    expect(autoValidUntil('CardId', '2020-03-01')).toBe('2030-03-01');
    expect(autoValidUntil('OldPassport', '2020-03-01')).toBeNull();
    expect(autoValidUntil('CardId', '12.03')).toBeNull();
    expect(autoValidUntil('CardId', '2999-01-01')).toBeNull();
    expect(todayIso() > '2020-01-01').toBe(true);
  });
  it('sends only the fields of the type', () => {
    const body = documentRequest(values('OldPassport', { valid_until: '2030-01-01', reestr_number: 'x' }), RES);
    expect(body).toMatchObject({
      passport_type: 'OldPassport',
      valid_until: null,
      reestr_number: null,
      photo: [1],
      photo_register: [],
    });
    expect(body).not.toHaveProperty('photo_selfie');
    expect(documentRequest(values('ForeignPassport', {}, NONRES), NONRES).photo_selfie).toEqual([9]);
    expect(Object.keys(PASSPORT_TEMPLATES)).toHaveLength(13);
  });
});
