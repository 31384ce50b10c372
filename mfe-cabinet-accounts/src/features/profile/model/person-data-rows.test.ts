import { describe, expect, it } from 'vitest';
import { PERSON_DATA_FIELDS, type PersonDataResponse } from '@broker/shared/contracts';
import { COLLAPSED_ROWS, displayDates, personRows } from './person-data-rows';

const file = { name: 'selfie.jpg', link: 'http://api.test/f/1' };
const data = (patch: Partial<Record<string, unknown>> = {}) =>
  Object.fromEntries(
    PERSON_DATA_FIELDS.map((f) => [f, f in patch ? patch[f] : `v-${f}`]),
  ) as unknown as PersonDataResponse;

describe('personal data rows (cabinet §3, §6, §9)', () => {
  it.each([
    ['a resident: no selfie row', true, false],
    ['a non-resident: the selfie row', false, true],
  ])('%s', (_name, isResident, selfieShown) => {
    const rows = personRows(data({ photo_selfie: [file] }), isResident);
    expect(rows.some((r) => r.field === 'photo_selfie')).toBe(selfieShown);
    // every other field, in the spec's order
    expect(rows.map((r) => r.field)).toEqual(PERSON_DATA_FIELDS.filter((f) => selfieShown || f !== 'photo_selfie'));
  });

  it.each<[string, unknown, unknown]>([
    ['a text', 'Kyiv', { kind: 'text', value: 'Kyiv' }],
    ['an empty value', null, { kind: 'text', value: null }],
    ['a number is not a text: empty', 42, { kind: 'text', value: null }],
  ])('%s → %j', (_name, value, row) => {
    const field = PERSON_DATA_FIELDS.find((f) => f !== 'photo_selfie' && !f.startsWith('photo'))!;
    expect(personRows(data({ [field]: value }), true).find((r) => r.field === field)).toEqual({
      field,
      ...(row as object),
    });
  });

  it.each<[string, unknown, unknown]>([
    ["a non-resident's selfie files", [file], { kind: 'files', files: [file] }],
    ['a non-resident without a selfie: an empty file list ("-")', null, { kind: 'files', files: [] }],
  ])('%s', (_name, value, row) => {
    expect(personRows(data({ photo_selfie: value }), false).find((r) => r.field === 'photo_selfie')).toEqual({
      field: 'photo_selfie',
      ...(row as object),
    });
  });

  it.each([
    ['2024-03-05', '05.03.2024'],
    ['ID card 123 issued 2019-12-31 by 8000', 'ID card 123 issued 31.12.2019 by 8000'],
    ['from 2020-01-02 to 2030-01-01', 'from 02.01.2020 to 01.01.2030'],
    ['12024-03-05x', '12024-03-05x'],
    ['no date', 'no date'],
  ])('dates DD.MM.YYYY: %j → %j', (text, shown) => {
    expect(displayDates(text)).toBe(shown);
  });

  it('shows 8 rows until "show all" (cabinet §9)', () => {
    expect(COLLAPSED_ROWS).toBe(8);
  });
});
