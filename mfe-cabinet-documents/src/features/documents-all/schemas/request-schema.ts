import { z } from 'zod';
import { format, subDays } from 'date-fns';
import type { DocumentRequestRequest, DocumentType } from '@broker/shared/contracts';
import { isIsoDate, ISO_DATE } from '@broker/shared/form';
import { vmsg } from '@broker/shared/validation';

/** cabinet §5, §9: documents can be asked for from 2023-01-01 up to yesterday; years from 2023. */
export const EARLIEST_DATE = '2023-01-01';
export const EARLIEST_YEAR = 2023;

/** Yesterday as yyyy-MM-dd in the user's time zone: the latest day a report may cover. */
export function yesterdayIso(now: Date): string {
  return format(subDays(now, 1), ISO_DATE);
}

/**
 * The form's values. Date fields hold what the kit's date field gives: '' (empty), a complete
 * yyyy-MM-dd, or the half-typed text.
 */
export interface RequestFormValues {
  doctype: number | null;
  date: string;
  date_from: string;
  date_to: string;
  year: number | null;
}

export const EMPTY_REQUEST: RequestFormValues = { doctype: null, date: '', date_from: '', date_to: '', year: null };

/** The message of one date field, or null when it is fine (cabinet §5 "Document request"). */
export function dateRule(value: string, now: Date): string | null {
  if (value === '') return vmsg('required');
  if (!isIsoDate(value)) return vmsg('date');
  if (value < EARLIEST_DATE) return vmsg('date_min', { date: '01.01.2023' });
  if (value > yesterdayIso(now)) return vmsg('not_past_date');
  return null;
}

/** The year picker offers 2023..this year only; the rule says the same for anything else. */
export function yearRule(year: number | null, now: Date): string | null {
  if (year === null) return vmsg('required');
  if (year < EARLIEST_YEAR || year > now.getFullYear())
    return vmsg('year_range', { from: EARLIEST_YEAR, to: now.getFullYear() });
  return null;
}

/** Which fields the chosen type asks for (date_type PERIOD, YEAR, DATE or none). */
export function dateFieldsOf(type: DocumentType | undefined): Array<'date' | 'date_from' | 'date_to' | 'year'> {
  switch (type?.date_type) {
    case 'PERIOD':
      return ['date_from', 'date_to'];
    case 'YEAR':
      return ['year'];
    case 'DATE':
      return ['date'];
    default:
      return [];
  }
}

/** The form's zod schema; `now` is read at validation time (a form left open past midnight stays right). */
export function requestSchema(types: readonly DocumentType[], now: () => Date = () => new Date()) {
  return z.custom<RequestFormValues>().superRefine((v, ctx) => {
    const issue = (path: keyof RequestFormValues, message: string | null) => {
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (v.doctype === null) {
      issue('doctype', vmsg('required'));
      return;
    }
    const type = types.find((t) => t.id === v.doctype);
    const today = now();
    for (const field of dateFieldsOf(type)) {
      issue(field, field === 'year' ? yearRule(v.year, today) : dateRule(v[field], today));
    }
    // the range rule speaks once both ends are valid days
    if (
      type?.date_type === 'PERIOD' &&
      !dateRule(v.date_from, today) &&
      !dateRule(v.date_to, today) &&
      v.date_from > v.date_to
    ) {
      issue('date_to', vmsg('date-range-is-not-correct'));
    }
  });
}

/** Only the filled fields the type asks for are sent (cabinet §3), dates as yyyy-MM-dd. */
export function toRequestBody(v: RequestFormValues, type: DocumentType | undefined): DocumentRequestRequest {
  const body: DocumentRequestRequest = { doctype: v.doctype ?? 0 };
  for (const field of dateFieldsOf(type)) {
    if (field === 'year') {
      if (v.year !== null) body.year = v.year;
    } else if (v[field]) body[field] = v[field];
  }
  return body;
}
