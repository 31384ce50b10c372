// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TransitionError } from '../remote/transitions';
import { DEFAULT_RULE } from './abort-rule';
import { decideRun } from './canary-decision';
import type { Run, VersionStats } from './controller-state';
import { CANARY_STARTED_AT, canaryRegistry } from './test/canary-registry';

const stats = (visits: number, failed: number): VersionStats => ({
  visits,
  failedVisits: Array.from({ length: failed }, (_, i) => `visit-${i}`),
  vitals: { LCP: [], INP: [], CLS: [] },
});
const run = (canary: [number, number], stable: [number, number], startedAt = CANARY_STARTED_AT): Run => ({
  canary: 'C',
  stable: 'S',
  startedAt,
  stats: { C: stats(...canary), S: stats(...stable) },
  ignoredOverridden: 0,
});

describe('decideRun: the verdict on a run and the registry change that carries it out', () => {
  it.each([
    ['too few canary visits', run([19, 19], [20, 0]), 'wait'],
    ['a canary failing on every visit at N visits', run([20, 20], [20, 0]), 'abort'],
    ['a canary clean for M visits', run([200, 0], [200, 2]), 'promote'],
    ['a canary as good as stable, not yet M visits', run([50, 1], [50, 1]), 'wait'],
  ] as const)('%s → %s', (_label, r, action) => {
    expect(decideRun('mfe-signing', r, DEFAULT_RULE).action).toBe(action);
  });

  it('abort: live stays stable, the canary is gone, its version withdrawn, the decision recorded and logged', () => {
    const d = decideRun('mfe-signing', run([20, 20], [20, 0]), DEFAULT_RULE);
    if (d.action === 'wait') throw new Error('expected a decision');
    const reg = canaryRegistry(50);
    const recorded = d.apply(reg);
    const entry = reg.remotes['mfe-signing']!;
    expect([entry.live, entry.canary, entry.history[0]?.withdrawnAt !== undefined]).toEqual(['S', undefined, true]);
    expect(recorded).toMatchObject({ action: 'abort', version: 'C', by: 'controller' });
    expect(d.line).toMatch(/^mfe-signing canary C aborted by the controller: canary 20\/20 failed visits/);
  });

  it('promote: the canary goes live for everyone', () => {
    const d = decideRun('mfe-signing', run([200, 0], [200, 2]), DEFAULT_RULE);
    if (d.action === 'wait') throw new Error('expected a decision');
    const reg = canaryRegistry(20);
    expect(d.apply(reg)).toMatchObject({ action: 'promote', version: 'C' });
    expect([reg.remotes['mfe-signing']!.live, reg.remotes['mfe-signing']!.canary]).toEqual(['C', undefined]);
  });

  it('a canary ended or replaced meanwhile (another start time, or none) is refused, the registry untouched', () => {
    const d = decideRun('mfe-signing', run([20, 20], [20, 0], '2026-11-25T13:00:00.000Z'), DEFAULT_RULE);
    if (d.action === 'wait') throw new Error('expected a decision');
    const reg = canaryRegistry(50);
    expect(() => d.apply(reg)).toThrow(TransitionError);
    expect(reg).toEqual(canaryRegistry(50));
    delete reg.remotes['mfe-signing']!.canary;
    expect(() => d.apply(reg)).toThrow(TransitionError);
  });
});
