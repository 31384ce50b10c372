// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_REPORT_BYTES, parseReport } from './report-schema';
import { RateLimiter } from './rate-limit';

const base = { client: 'client-0001', visit: 'visit-0001', overridden: false };
const body = (o: object) => JSON.stringify({ ...base, ...o });

describe('report validation', () => {
  it.each([
    ['a visit', body({ kind: 'visit', remote: 'mfe-signing', version: '1.0.0-abc', shownVersion: '1.0.0-abc' }), 'ok'],
    [
      'a load failure',
      body({ kind: 'remote-load', remote: 'mfe-signing', version: '1.0.0-abc', message: 'boom' }),
      'ok',
    ],
    [
      'an uncaught error',
      body({ kind: 'remote-error', remote: 'mfe-signing', version: '1.0.0-abc', message: 'TypeError' }),
      'ok',
    ],
    ['a vital', body({ kind: 'vital', name: 'LCP', value: 1234.5, versions: { 'mfe-signing': '1.0.0-abc' } }), 'ok'],
    ['not JSON', '{nope', 400],
    ['an unknown kind', body({ kind: 'hello', remote: 'mfe-signing', version: '1' }), 400],
    [
      'no client id',
      JSON.stringify({ kind: 'visit', remote: 'mfe-signing', version: '1', visit: 'visit-0001', overridden: false }),
      400,
    ],
    [
      'a client id with odd characters',
      body({ kind: 'visit', remote: 'mfe-signing', version: '1', client: '<script>alert(1)' }),
      400,
    ],
    [
      'a version that is a URL',
      body({ kind: 'visit', remote: 'mfe-signing', version: 'https://evil.example/x.js' }),
      400,
    ],
    ['a remote that is not a remote name', body({ kind: 'visit', remote: '../registry', version: '1' }), 400],
    ['a negative vital', body({ kind: 'vital', name: 'CLS', value: -1, versions: {} }), 400],
    ['an unknown vital', body({ kind: 'vital', name: 'FID', value: 1, versions: {} }), 400],
    [
      'a message over 1000 characters',
      body({ kind: 'remote-load', remote: 'mfe-signing', version: '1', message: 'x'.repeat(1001) }),
      400,
    ],
    [
      'a body over the size bound',
      body({ kind: 'visit', remote: 'mfe-signing', version: '1', pad: 'x'.repeat(MAX_REPORT_BYTES) }),
      413,
    ],
  ])('%s → %s', (_name, text, expected) => {
    const r = parseReport(text);
    expect(r.ok ? 'ok' : r.status).toBe(expected);
  });
});

describe('rate limit per client', () => {
  it('allows a burst, then the refill rate; other clients are not affected', () => {
    const rl = new RateLimiter(3, 1);
    const t = 1_000_000;
    expect([1, 2, 3, 4].map(() => rl.allow('a', t))).toEqual([true, true, true, false]);
    expect(rl.allow('b', t)).toBe(true);
    expect(rl.allow('a', t + 500)).toBe(false);
    expect(rl.allow('a', t + 1000)).toBe(true);
  });
});
