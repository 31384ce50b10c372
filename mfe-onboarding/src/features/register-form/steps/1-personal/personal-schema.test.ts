import { describe, expect, it } from 'vitest';
import { addYearsIso, todayIso, type FileItem } from '@broker/shared/form';
import {
  hasInnDefault,
  isOver45,
  personalDefaults,
  personalRequest,
  personalSchema,
  type PersonalValues,
} from './personal-schema';

const file: FileItem = {
  key: 'f',
  id: 5,
  name: 'a.png',
  newAdded: true,
  isUploading: false,
  uploadPercent: 100,
  hasError: false,
  error: [],
};
const yearsAgo = (n: number, days = 0) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - n);
  d.setDate(d.getDate() + days);
  return todayIso(d);
};
const resident: PersonalValues = {
  last_name: 'Шевченко',
  first_name: 'Тарас',
  middle_name: '',
  birth_date: '1990-05-12',
  birth_country: 'UA',
  birth_city: 'Київ',
  has_inn: true,
  inn: '1234567890',
  photo_inn: [file],
  photo_no_inn: [],
};
const nonresident: PersonalValues = {
  ...resident,
  last_name: "O'Brien",
  first_name: 'Anne-Marie',
  birth_city: 'St. Louis, MO',
  inn: 'AB-12.34 5',
};

const errors = (isResident: boolean, citizenship: string | null, v: PersonalValues) => {
  const r = personalSchema(isResident, citizenship).safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('step 1 rules, residents', () => {
  it.each([
    ['valid', {}, {}],
    ['last name required', { last_name: '' }, { last_name: 'validations.required' }],
    ['Latin letters in a resident name', { last_name: 'Smith' }, { last_name: 'validations.name_uk' }],
    ['apostrophes and dashes pass', { last_name: "Д'Артаньян-Кос–Кін" }, {}],
    ['too short', { first_name: 'Т' }, { first_name: 'validations.min|{"length":2}' }],
    ['too long', { first_name: 'а'.repeat(257) }, { first_name: 'validations.max|{"length":256}' }],
    ['middle name optional', { middle_name: '' }, {}],
    ['middle name letters', { middle_name: 'Ivan' }, { middle_name: 'validations.name_uk' }],
    ['under 18', { birth_date: yearsAgo(18, 1) }, { birth_date: 'validations.adult' }],
    ['exactly 18', { birth_date: yearsAgo(18) }, {}],
    ['half-typed birth date', { birth_date: '12.05' }, { birth_date: 'validations.date' }],
    ['country of birth required', { birth_country: null }, { birth_country: 'validations.required' }],
    ['birth place min 3', { birth_city: 'Ки' }, { birth_city: 'validations.min|{"length":3}' }],
    ['birth place letters', { birth_city: 'Kyiv' }, { birth_city: 'validations.birth_city' }],
    ['birth place punctuation', { birth_city: 'м. Біла Церква, Київська обл.' }, {}],
    ['tax id required with has_inn', { inn: '' }, { inn: 'validations.required' }],
    ['tax id 10 digits', { inn: '123456789' }, { inn: 'validations.identify_code' }],
    ['tax id photo required', { photo_inn: [] }, { photo_inn: 'validations.required_files' }],
    ['no tax id: no number needed', { has_inn: false, inn: '', photo_inn: [], photo_no_inn: [file] }, {}],
    [
      'citizen without tax id needs the page scan',
      { has_inn: false, inn: '', photo_inn: [] },
      { photo_no_inn: 'validations.required_files' },
    ],
  ])('%s', (_n, over, expected) => expect(errors(true, 'UA', { ...resident, ...over })).toEqual(expected));

  it('a foreign citizen resident without a tax id needs no scan', () => {
    expect(errors(true, 'PL', { ...resident, has_inn: false, inn: '', photo_inn: [] })).toEqual({});
  });
});

describe('step 1 rules, non-residents (neres_)', () => {
  it.each([
    ['valid', {}, {}],
    ['Cyrillic name', { first_name: 'Тарас' }, { first_name: 'validations.neres_name' }],
    ['digits in a name', { last_name: 'Smith2' }, { last_name: 'validations.neres_name' }],
    ['country of birth required', { birth_country: null }, { birth_country: 'validations.required' }],
    ['Cyrillic birth place', { birth_city: 'Київ' }, { birth_city: 'validations.neres_birth_city' }],
    ['tax id letters, digits, space, dash, dot', { inn: 'X_1' }, { inn: 'validations.neres_identify_code' }],
    ['no scan for non-residents', { has_inn: false, inn: '', photo_inn: [] }, {}],
  ])('%s', (_n, over, expected) => expect(errors(false, 'PL', { ...nonresident, ...over })).toEqual(expected));
});

describe('step 1 behaviour', () => {
  it('flags 45 and over', () => {
    expect(isOver45(yearsAgo(45))).toBe(true);
    expect(isOver45(yearsAgo(45, 1))).toBe(false);
    expect(isOver45(null)).toBe(false);
  });
  it('sends no number and no photos without a tax id; files by id', () => {
    expect(personalRequest({ ...resident, has_inn: false, photo_no_inn: [file] }, true, 'UA')).toMatchObject({
      inn: null,
      photo_inn: [],
      photo_no_inn: [5],
    });
    expect(personalRequest(resident, true, 'UA')).toMatchObject({
      inn: '1234567890',
      photo_inn: [5],
      middle_name: null,
    });
    expect(personalRequest(nonresident, false, 'PL')).not.toHaveProperty('photo_no_inn');
    expect(addYearsIso('2000-01-01', 1)).toBe('2001-01-01');
  });
});

// issue 24 item 3: the front end's own rule, whatever has_inn the server sends
describe('has_inn defaults to the citizen flag (onboarding §2)', () => {
  it.each([
    ['never saved, citizen, server says false', { citizenship: 'UA', birth_date: null, has_inn: false }, true],
    ['never saved, citizen, server sends nothing', { citizenship: 'UA', birth_date: null, has_inn: undefined }, true],
    ['never saved, foreigner, server says true', { citizenship: 'PL', birth_date: null, has_inn: true }, false],
    ['never saved, stateless, server says true', { citizenship: null, birth_date: null, has_inn: true }, false],
    ['saved: the citizen answered no', { citizenship: 'UA', birth_date: '1990-05-12', has_inn: false }, false],
    ['saved: the foreigner answered yes', { citizenship: 'PL', birth_date: '1990-05-12', has_inn: true }, true],
    ['saved but no answer (null)', { citizenship: 'UA', birth_date: '1990-05-12', has_inn: null }, true],
  ] as const)('%s → %s', (_label, data, expected) => {
    expect(hasInnDefault(data)).toBe(expected);
  });

  it('is what the form starts with', () => {
    const data = {
      phone: '+380501234567',
      email: 'a@b.test',
      citizenship: 'UA',
      last_name: null,
      first_name: null,
      middle_name: null,
      birth_date: null,
      birth_country: null,
      birth_city: null,
      has_inn: false,
      inn: null,
      photo_inn: [],
      photo_no_inn: [],
    };
    expect(personalDefaults(data).has_inn).toBe(true);
  });
});
