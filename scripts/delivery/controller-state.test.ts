// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DeliveryReport } from '@broker/shared/contracts';
import { p75, record, summarize, type Run } from './controller-state';

const run = (): Run => ({ canary: 'C', stable: 'S', startedAt: 't', stats: {}, ignoredOverridden: 0 });
const base = { client: 'client-0001', overridden: false, remote: 'mfe-signing' };

describe('counting reports into a canary run', () => {
  it('a visit with several failures of one version counts once; other versions are ignored', () => {
    const r = run();
    const fail = (
      visit: string,
      version = 'C',
      kind: 'remote-error' | 'remote-render' = 'remote-error',
    ): DeliveryReport => ({ kind, message: 'x', visit, version, ...base });
    expect(record(r, 'mfe-signing', { kind: 'visit', visit: 'visit-0001', version: 'C', ...base })).toBe(true);
    expect(record(r, 'mfe-signing', fail('visit-0001'))).toBe(true);
    expect(record(r, 'mfe-signing', fail('visit-0001', 'C', 'remote-render'))).toBe(false); // same visit
    expect(record(r, 'mfe-signing', fail('visit-0002', 'OLD'))).toBe(false); // neither canary nor stable
    expect(record(r, 'mfe-signing', { ...fail('visit-0003'), overridden: true })).toBe(false);
    expect(summarize(r)[0]).toMatchObject({ role: 'canary', visits: 1, failed: 1, failureRate: 1 });
    expect(r.ignoredOverridden).toBe(1);
  });

  it('web vitals are kept per version on screen and summarised as p75, never a reason to decide', () => {
    const r = run();
    for (const value of [100, 200, 300, 400]) {
      expect(
        record(r, 'mfe-signing', {
          kind: 'vital',
          name: 'LCP',
          value,
          versions: { 'mfe-signing': 'S' },
          visit: 'visit-0001',
          ...base,
        }),
      ).toBe(false);
    }
    expect(summarize(r)[1]?.p75).toEqual({ LCP: 300, INP: null, CLS: null });
  });

  it.each([
    [[], null],
    [[5], 5],
    [[1, 2, 3, 4], 3],
    [[10, 1, 7, 3, 9, 2, 8, 4], 8],
  ])('p75 of %j is %s', (samples, expected) => {
    expect(p75(samples)).toBe(expected);
  });
});
