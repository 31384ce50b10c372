import { describe, expect, it } from 'vitest';
import { roundTrips, type NetRequest } from './network-log';

const req = (url: string, start: number, end: number, extra: Partial<NetRequest> = {}): NetRequest => ({
  url,
  type: 'Script',
  start,
  end,
  bytes: 100,
  encoding: 'br',
  status: 200,
  failed: false,
  cached: false,
  ...extra,
});

describe('sequential round trips before the screen', () => {
  it.each([
    ['all in parallel', [req('a', 0, 100), req('b', 0, 120)], 1],
    ['one after the other', [req('a', 0, 100), req('b', 110, 200), req('c', 210, 300)], 3],
    // an immutable file asked for again, or a prefetched one, comes from the browser's cache
    ['a cache hit is no trip', [req('a', 0, 100), req('m', 110, 112, { cached: true }), req('c', 120, 200)], 2],
    ['a request ending after the screen does not count', [req('a', 0, 100), req('late', 110, 900)], 1],
    ['a failed request does not count', [req('a', 0, 100), req('x', 110, 150, { failed: true })], 1],
  ])('%s', (_label, reqs, depth) => {
    expect(roundTrips(reqs, 0, 500).depth).toBe(depth);
  });
});
