import { describe, expect, it } from 'vitest';
import type { DocumentType } from '@broker/shared/contracts';
import {
  dateRule,
  EMPTY_REQUEST,
  requestSchema,
  toRequestBody,
  yearRule,
  yesterdayIso,
  type RequestFormValues,
} from './request-schema';

// a fixed clock: "today" is 15 March 2025 (local time), so yesterday is 2025-03-14
const NOW = new Date(2025, 2, 15, 10, 30);
const now = () => NOW;

const TYPES: DocumentType[] = [
  { id: 1, title: { uk: 'Виписка', en: 'Statement' }, is_active: true, user_request_allow: true, date_type: 'PERIOD' },
  { id: 2, title: { uk: 'Звіт', en: 'Report' }, is_active: true, user_request_allow: true, date_type: 'YEAR' },
  { id: 3, title: { uk: 'Довідка', en: 'Certificate' }, is_active: true, user_request_allow: true, date_type: 'DATE' },
  { id: 4, title: { uk: 'Договір', en: 'Agreement' }, is_active: true, user_request_allow: true, date_type: null },
];

/** The first message per field, as the form would show it. */
function errorsOf(values: Partial<RequestFormValues>): Record<string, string> {
  const result = requestSchema(TYPES, now).safeParse({ ...EMPTY_REQUEST, ...values });
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('yesterday (fixed clock)', () => {
  it('is the day before today in local time', () => expect(yesterdayIso(NOW)).toBe('2025-03-14'));
  it('crosses a year boundary', () => expect(yesterdayIso(new Date(2025, 0, 1, 0, 5))).toBe('2024-12-31'));
});

describe('a single date (cabinet §5: required, 2023-01-01 .. yesterday)', () => {
  it.each([
    ['', 'validations.required'],
    ['14.03.20', 'validations.date'], // half-typed
    ['2025-02-30', 'validations.date'], // not a real day
    ['2022-12-31', 'validations.date_min|{"date":"01.01.2023"}'],
    ['2023-01-01', null], // the earliest day
    ['2025-03-14', null], // yesterday
    ['2025-03-15', 'validations.not_past_date'], // today
    ['2026-01-01', 'validations.not_past_date'], // the future
  ])('%j → %s', (value, message) => {
    expect(dateRule(value, NOW)).toBe(message);
    expect(errorsOf({ doctype: 3, date: value }).date).toBe(message ?? undefined);
  });
});

describe('a period (start not after end)', () => {
  it.each([
    ['2024-01-01', '2024-01-31', {}],
    ['2024-01-31', '2024-01-31', {}], // one day
    ['2024-02-01', '2024-01-31', { date_to: 'validations.date-range-is-not-correct' }],
    ['', '', { date_from: 'validations.required', date_to: 'validations.required' }],
    ['2024-01-01', '2025-03-15', { date_to: 'validations.not_past_date' }],
    ['2022-06-01', '2024-01-31', { date_from: 'validations.date_min|{"date":"01.01.2023"}' }],
    // an invalid end says what is wrong with it, not that the range is reversed
    ['2025-03-10', '2025-03-20', { date_to: 'validations.not_past_date' }],
  ])('%s .. %s → %j', (from, to, expected) => {
    expect(errorsOf({ doctype: 1, date_from: from, date_to: to })).toEqual(expected);
  });
});

describe('a year (2023 .. this year)', () => {
  it.each([
    [null, 'validations.required'],
    [2022, 'validations.year_range|{"from":2023,"to":2025}'],
    [2023, null],
    [2025, null],
    [2026, 'validations.year_range|{"from":2023,"to":2025}'],
  ])('%s → %s', (year, message) => {
    expect(yearRule(year, NOW)).toBe(message);
    expect(errorsOf({ doctype: 2, year }).year).toBe(message ?? undefined);
  });
});

describe('type', () => {
  it('is required', () => expect(errorsOf({})).toEqual({ doctype: 'validations.required' }));
  it('a type without dates needs nothing else', () => expect(errorsOf({ doctype: 4 })).toEqual({}));
  it('fields of other date types are not checked', () =>
    expect(errorsOf({ doctype: 2, year: 2024, date: 'junk' })).toEqual({}));
});

describe('only filled fields of the type are sent, dates as yyyy-MM-dd', () => {
  const base = { ...EMPTY_REQUEST, date: '2024-05-05', date_from: '2024-01-01', date_to: '2024-01-31', year: 2024 };
  it.each([
    [1, { doctype: 1, date_from: '2024-01-01', date_to: '2024-01-31' }],
    [2, { doctype: 2, year: 2024 }],
    [3, { doctype: 3, date: '2024-05-05' }],
    [4, { doctype: 4 }],
  ])('type %i → %j', (doctype, body) => {
    expect(
      toRequestBody(
        { ...base, doctype },
        TYPES.find((t) => t.id === doctype),
      ),
    ).toEqual(body);
  });
});
