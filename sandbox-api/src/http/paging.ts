import type { FastifyRequest } from 'fastify';
import { originOf } from './context';

type Key<T> = (item: T) => string | number | null;

/** `ordering=field` ascending, `-field` descending (cabinet §4 "Sorting"); unknown fields → default. */
export function order<T>(
  items: T[],
  ordering: string | undefined,
  keys: Record<string, Key<T>>,
  fallback: string,
): T[] {
  const wanted = ordering && keys[ordering.replace(/^-/, '')] ? ordering : fallback;
  const desc = wanted.startsWith('-');
  const key = keys[wanted.replace(/^-/, '')]!;
  return [...items].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * (desc ? -1 : 1);
  });
}

/** DRF limit/offset page; next/previous are absolute URLs carrying the other query params. */
export function page<T>(req: FastifyRequest, items: T[], limit: number, offset: number) {
  const url = new URL(req.url, originOf(req));
  const link = (o: number) => {
    const u = new URL(url);
    u.searchParams.set('limit', String(limit));
    u.searchParams.set('offset', String(o));
    return u.toString();
  };
  return {
    count: items.length,
    next: offset + limit < items.length ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    results: items.slice(offset, offset + limit),
  };
}
