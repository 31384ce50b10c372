import type { Address } from '@broker/shared/contracts';

/** One readable line of an address: the single-line form when given, else its non-empty parts in order. */
export function addressLine(a: Address | null | undefined): string {
  if (!a) return '';
  if (a.address) return a.address;
  const join = (...parts: Array<string | null | undefined>) => parts.filter((p) => p && p.trim()).join(' ');
  return [
    a.index,
    a.country,
    a.state,
    a.region,
    join(a.settlement_type, a.settlement),
    join(a.street_type, a.street),
    a.house,
    a.flat,
  ]
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .join(', ');
}
