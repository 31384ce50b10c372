/**
 * The delivery controller's rule for a running canary, as a pure function (docs/delivery.md explains
 * the numbers and the false-alarm reasoning). A failed visit is a page visit that reported at least one
 * failure of that version (load, render, uncaught error or rejection from its code).
 */
export interface Counts {
  visits: number;
  failed: number;
}

export interface RuleOptions {
  /** N: no decision before the canary has this many visits */
  minVisits: number;
  /** M: promote after this many canary visits that are not worse than stable */
  promoteAfter: number;
  /** how much worse than stable (absolute failure rate) the canary may be before it counts as bad */
  margin: number;
  /** abort when the canary's failures would be this unlikely if its true rate were stable + margin */
  alpha: number;
}

export const DEFAULT_RULE: RuleOptions = { minVisits: 20, promoteAfter: 200, margin: 0.02, alpha: 0.001 };

export type Verdict = { action: 'abort' | 'promote' | 'wait'; reason: string };

/** ln C(n, k) through a sum of logs (n is at most a few thousand visits here). */
function logChoose(n: number, k: number): number {
  let s = 0;
  for (let i = 1; i <= k; i++) s += Math.log(n - k + i) - Math.log(i);
  return s;
}

/** P(X ≥ k) for X ~ Binomial(n, p): how likely `k` or more failures in `n` visits are at rate `p`. */
export function binomialTail(n: number, k: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  let sum = 0;
  for (let i = k; i <= n; i++) sum += Math.exp(logChoose(n, i) + i * Math.log(p) + (n - i) * Math.log(1 - p));
  return Math.min(1, sum);
}

/** Stable's rate with one failure and one success added: never 0 on little data, so never over-strict. */
export const stableRate = (s: Counts) => (s.failed + 1) / (s.visits + 2);

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

export function decide(canary: Counts, stable: Counts, o: RuleOptions = DEFAULT_RULE): Verdict {
  const seen = `canary ${canary.failed}/${canary.visits} failed visits (${pct(canary.failed / Math.max(1, canary.visits))}), stable ${stable.failed}/${stable.visits}`;
  if (canary.visits < o.minVisits)
    return { action: 'wait', reason: `${seen}: fewer than ${o.minVisits} canary visits` };
  const p0 = Math.min(0.99, stableRate(stable) + o.margin);
  const tail = binomialTail(canary.visits, canary.failed, p0);
  if (tail < o.alpha) {
    return {
      action: 'abort',
      reason: `${seen}: worse than stable + ${pct(o.margin)} (p = ${tail.toExponential(1)} < ${o.alpha})`,
    };
  }
  if (canary.visits >= o.promoteAfter && canary.failed / canary.visits <= p0) {
    return { action: 'promote', reason: `${seen}: ${canary.visits} visits not worse than stable + ${pct(o.margin)}` };
  }
  return { action: 'wait', reason: `${seen}: no evidence yet` };
}
