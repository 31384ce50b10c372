import { PERSON_DATA_FIELDS, type PersonDataResponse, type PersonFile } from '@broker/shared/contracts';

export type PersonField = keyof PersonDataResponse;

/** Cabinet §9: the personal data list shows this many rows until "show all". */
export const COLLAPSED_ROWS = 8;

export type PersonRow =
  | { field: PersonField; kind: 'text'; value: string | null }
  | { field: PersonField; kind: 'files'; files: PersonFile[] };

/**
 * The rows of cabinet §3 in their order, as shown to this client: `photo_selfie` is hidden for
 * residents (cabinet §3, §6). Photo fields are file lists; every other field is a text (or empty).
 */
export function personRows(data: PersonDataResponse, isResident: boolean): PersonRow[] {
  return PERSON_DATA_FIELDS.flatMap((field): PersonRow[] => {
    if (field === 'photo_selfie' && isResident) return [];
    const value = data[field];
    if (Array.isArray(value)) return [{ field, kind: 'files', files: value }];
    if (field === 'photo_selfie') return [{ field, kind: 'files', files: [] }]; // a non-resident without a selfie: "-"
    return [{ field, kind: 'text', value: typeof value === 'string' ? value : null }];
  });
}

/** Translates an enum value of a group (`backofficeStatus`, `passportType`), null when unknown. */
export type EnumLabel = (group: 'backofficeStatus' | 'passportType', code: string) => string | null;

const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const COUNTRY_FIELDS: ReadonlySet<PersonField> = new Set(['residency', 'citizenship']);

/** Cabinet §9: dates are shown DD.MM.YYYY, also inside composed texts (the passport's issue date). */
export function displayDates(text: string): string {
  return text.replace(ISO_DATE, '$3.$2.$1');
}

function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code; // not a region code after all
  }
}

/**
 * A personal-data text as shown: empty → "-" (cabinet §9), dates DD.MM.YYYY, country codes by name in
 * the interface language, known enum values translated (anything unknown is shown as it came).
 */
export function formatPersonText(field: PersonField, value: string | null, lang: string, enumLabel: EnumLabel): string {
  const text = value?.trim() ?? '';
  if (text === '') return '-';
  if (COUNTRY_FIELDS.has(field) && /^[A-Z]{2}$/.test(text)) return countryName(text, lang);
  if (field === 'backoffice_status') return enumLabel('backofficeStatus', text) ?? text;
  if (field === 'passport') {
    const [type, ...rest] = text.split(' ');
    const label = type ? enumLabel('passportType', type) : null;
    return displayDates(label && rest.length ? `${label} ${rest.join(' ')}` : (label ?? text));
  }
  return displayDates(text);
}
