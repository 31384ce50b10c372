import { addYears, differenceInYears, format, isValid, parse, parseISO } from 'date-fns';

/** onboarding §9: dates are shown DD.MM.YYYY and stored yyyy-MM-dd. */
export const DISPLAY_DATE = 'dd.MM.yyyy';
export const ISO_DATE = 'yyyy-MM-dd';
const ISO_RE = /^\d{4}-\d{2}-\d{2}$/;
const DISPLAY_RE = /^\d{2}\.\d{2}\.\d{4}$/;

/** `yyyy-MM-dd` of a real calendar day (2023-02-30 is not one). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_RE.test(value)) return false;
  const d = parseISO(value);
  return isValid(d) && format(d, ISO_DATE) === value;
}

/** What the user typed (`31.12.1990`) → stored `1990-12-31`; null when incomplete or not a real day. */
export function displayToIso(text: string): string | null {
  if (!DISPLAY_RE.test(text)) return null;
  const d = parse(text, DISPLAY_DATE, new Date(2000, 0, 1));
  return isValid(d) && format(d, DISPLAY_DATE) === text ? format(d, ISO_DATE) : null;
}

/** Stored `1990-12-31` → shown `31.12.1990`; anything else is shown as it is (a half-typed date). */
export function isoToDisplay(value: string | null | undefined): string {
  if (!value) return '';
  return isIsoDate(value) ? format(parseISO(value), DISPLAY_DATE) : value;
}

/** Today as `yyyy-MM-dd` in the user's time zone (what "not in the future" compares with). */
export function todayIso(now: Date = new Date()): string {
  return format(now, ISO_DATE);
}

/** Full years from `iso` to `now` (age on a birth date). */
export function yearsSince(iso: string, now: Date = new Date()): number {
  return differenceInYears(now, parseISO(iso));
}

/** `iso` plus whole years (onboarding §4: valid_until defaults to the issue date plus 10 years). */
export function addYearsIso(iso: string, years: number): string {
  return format(addYears(parseISO(iso), years), ISO_DATE);
}
