import { createHash } from 'node:crypto';
import type { DeliveryReport } from '@broker/shared/contracts';

/** JSON with every object's keys sorted: the same report gives the same text whatever the key order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

/**
 * A report's idempotency id: a hash of what it says. A browser resending the same report (a keepalive
 * retried, a proxy replaying it) and two controller instances receiving it count it once; two
 * different reports of one visit (its visit and its failure) have different ids.
 */
export function reportId(r: DeliveryReport): string {
  return createHash('sha256').update(canonical(r)).digest('base64url').slice(0, 32);
}
