import { describe, expect, it } from 'vitest';
import {
  citizenshipDefaults,
  citizenshipRequest,
  citizenshipSchema,
  NO_CITIZENSHIP,
  ukraineFirst,
  type CitizenshipValues,
} from './citizenship-schema';

const base: CitizenshipValues = { citizenship: 'UA', residency: 'UA', employment_type: 1, income_level: 2 };
const errorsOf = (isResident: boolean, v: Partial<CitizenshipValues>) => {
  const r = citizenshipSchema({ isResident, blacklist: ['RU', 'BY'] }).safeParse({ ...base, ...v });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('step 0 rules', () => {
  it.each([
    ['resident, all set', true, {}, {}],
    ['citizenship required', true, { citizenship: null }, { citizenship: 'validations.required' }],
    [
      'no citizenship: registration unavailable',
      true,
      { citizenship: NO_CITIZENSHIP },
      { citizenship: 'validations.registration_unavailable' },
    ],
    ['resident foreign citizen', true, { citizenship: 'PL' }, {}],
    ['resident residency must be UA', true, { residency: 'PL' }, { residency: 'validations.registration_unavailable' }],
    [
      'employment required for residents of UA',
      true,
      { employment_type: null },
      { employment_type: 'validations.required' },
    ],
    ['income required for residents of UA', true, { income_level: null }, { income_level: 'validations.required' }],
    [
      'non-resident picks a country',
      false,
      { citizenship: 'PL', residency: 'PL', employment_type: null, income_level: null },
      {},
    ],
    [
      'non-resident cannot pick UA',
      false,
      { residency: 'UA', employment_type: null, income_level: null },
      { residency: 'validations.registration_unavailable' },
    ],
    [
      'non-resident blacklisted residency',
      false,
      { residency: 'RU' },
      { residency: 'validations.registration_unavailable' },
    ],
    ['non-resident residency required', false, { residency: null }, { residency: 'validations.required' }],
  ])('%s', (_name, isResident, values, expected) => expect(errorsOf(isResident, values)).toEqual(expected));

  it('preselects the first employment and income options when empty; residents get UA', () => {
    const data = { citizenship: null, residency: null, employment: null, is_resident: true };
    expect(citizenshipDefaults(data, true, { employment: 1, income: 3 })).toEqual({
      citizenship: null,
      residency: 'UA',
      employment_type: 1,
      income_level: 3,
    });
    expect(
      citizenshipDefaults({ ...data, residency: 'UA', is_resident: false }, false, { employment: null, income: null })
        .residency,
    ).toBeNull();
  });

  it('sends employment only for residents of UA', () => {
    expect(citizenshipRequest(base, true)).toEqual({
      citizenship: 'UA',
      residency: 'UA',
      employment: { type: 1, income_level: 2 },
    });
    expect(citizenshipRequest({ ...base, residency: 'PL' }, false).employment).toBeNull();
  });

  it('puts Ukraine first', () => {
    expect(ukraineFirst([{ id: 'PL' }, { id: 'UA' }, { id: 'DE' }]).map((c) => c.id)).toEqual(['UA', 'PL', 'DE']);
  });
});
