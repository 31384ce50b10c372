/**
 * Pure normalisers behind the masked inputs (onboarding §5): what a value looks like after the user
 * typed or pasted it. Exported for the table tests and for forms that mask on their own.
 */

/** Tax id of a resident: digits only, at most 10 (the mask). */
export function normalizeTaxId(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 10);
}

/** Card number: letters or digits only (spaces and dashes of a pasted number dropped), at most 19. */
export function normalizeCardNumber(raw: string): string {
  return raw
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 19)
    .toUpperCase();
}

/** Card number shown in groups of four. */
export function formatCardNumber(value: string): string {
  return value.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * `MM/YY` expiry: digits are kept (at most 4), the slash is put after the month; a lone slash (the user
 * erased the digits) is cleared (onboarding §5).
 */
export function normalizeExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 0) return '';
  if (digits.length < 2) return digits;
  // "12/" typed by hand stays; the slash is added by itself when the third digit comes
  if (digits.length === 2) return raw.trim().endsWith('/') ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
