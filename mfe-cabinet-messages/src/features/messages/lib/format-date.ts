import { format } from 'date-fns';

/** cabinet §9: dates in the Ukrainian format DD.MM.YYYY in both languages; no date shows '-'. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '-' : format(d, 'dd.MM.yyyy');
}
