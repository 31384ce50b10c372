import { formatDate } from '@broker/shared/lists';
import type { Lang } from '@broker/shared/routes';

/** cabinet §9: dates are shown DD.MM.YYYY in both languages; an empty date shows '-'. */
export const EMPTY = '-';

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO timestamp → DD.MM.YYYY HH:mm in the browser's time zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return EMPTY;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return EMPTY;
  return `${formatDate(value)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The period a document covers: from–to, a year, a single date, or '-'. */
export function formatPeriod(doc: {
  date_from: string | null;
  date_to: string | null;
  year: number | null;
  date: string | null;
}): string {
  if (doc.date_from || doc.date_to) return `${formatDate(doc.date_from)} – ${formatDate(doc.date_to)}`;
  if (doc.year) return String(doc.year);
  return formatDate(doc.date);
}

const LOCALES: Record<Lang, string> = { uk: 'uk-UA', en: 'en-GB' };

/**
 * A decimal string of the API ("120345.67") in the interface language's number format, then the
 * currency code ("120 345,67 UAH" / "120,345.67 UAH"). The code, not a symbol: ICU versions differ
 * on symbols (₴ or грн, € or EUR), the code reads the same everywhere.
 */
export function formatMoney(amount: string, currency: 'uah' | 'usd' | 'eur', lang: Lang): string {
  const number = new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Number(amount),
  );
  return `${number} ${currency.toUpperCase()}`;
}
