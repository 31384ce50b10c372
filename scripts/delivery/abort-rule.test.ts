// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { binomialTail, decide } from './abort-rule';

describe('abort rule', () => {
  it.each([
    // canary visits, failed, stable visits, failed → decision
    [0, 0, 0, 0, 'wait'],
    [19, 19, 80, 0, 'wait'], // every visit failed, but fewer than N = 20: no decision yet
    [20, 20, 80, 0, 'abort'], // a canary throwing for everyone: at N
    [20, 6, 80, 1, 'abort'], // 30 % vs ~1 %
    [20, 5, 80, 1, 'wait'], // 25 % on 20 visits: just short of the evidence (p ≈ 0.0015)
    [20, 2, 80, 1, 'wait'], // 10 % on 20 visits is not yet evidence
    [20, 1, 80, 1, 'wait'], // 1 % vs 1 %: nothing
    [100, 12, 400, 4, 'abort'], // fails for some users only (12 %) vs 1 %
    [100, 3, 400, 4, 'wait'],
    [200, 2, 800, 8, 'promote'], // M = 200 clean enough visits
    [200, 6, 800, 8, 'promote'], // 3 % vs 1 %: inside the margin
    [200, 10, 800, 8, 'wait'], // 5 % vs 1 %: worse than the margin, not yet proven: keep watching
    [199, 0, 800, 8, 'wait'],
    [40, 8, 160, 40, 'wait'], // stable itself fails 25 %: the canary is not worse
    [40, 25, 160, 40, 'abort'],
  ])('canary %i/%i failed, stable %i/%i → %s', (cv, cf, sv, sf, expected) => {
    expect(decide({ visits: cv, failed: cf }, { visits: sv, failed: sf }).action).toBe(expected);
  });

  it('says why, with the counts', () => {
    expect(decide({ visits: 20, failed: 20 }, { visits: 80, failed: 0 }).reason).toMatch(
      /^canary 20\/20 failed visits \(100\.0 %\), stable 0\/80: worse than stable/,
    );
  });

  it('binomial tail matches known values', () => {
    expect(binomialTail(20, 0, 0.3)).toBe(1);
    expect(binomialTail(20, 20, 0.5)).toBeCloseTo(0.5 ** 20, 12);
    expect(binomialTail(10, 1, 0.1)).toBeCloseTo(1 - 0.9 ** 10, 10);
    expect(binomialTail(5, 6, 0.5)).toBe(0);
  });
});
