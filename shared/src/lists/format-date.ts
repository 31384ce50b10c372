/**
 * cabinet §9: a date in a list (documents, requests, confirmations, messages) reads DD.MM.YYYY in both
 * languages; no date, or one that cannot be read, shows '-'. A plain day (`2025-03-01`) is that day
 * wherever the browser is (not parsed as UTC midnight); a timestamp is its day in the browser's zone.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '-';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return `${day[3]}.${day[2]}.${day[1]}`;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '-';
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
}

const pad = (n: number) => String(n).padStart(2, '0');
