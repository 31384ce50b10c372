// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { planRollback } from './rollback';
import type { Registry, RegistryVersion } from '@broker/shared/contracts';

type Entry = Registry['remotes'][string];
const v = (version: string, contractMajor = 1): RegistryVersion => ({
  version,
  manifest: `m/${version}`,
  contractMajor,
  publishedAt: 't',
});
const entry = (live: string, ...history: RegistryVersion[]): Entry => ({ name: 'mfe_signing', live, history });
const NOW = new Date('2026-11-22T00:00:00.000Z');

describe('planRollback', () => {
  it('goes to the version before the live one and withdraws the one it leaves', () => {
    const e = entry('3', v('3'), v('2'), v('1'));
    expect(planRollback('mfe-signing', e, undefined, 1, NOW)).toEqual({ from: '3', to: '2' });
    expect(e.live).toBe('2');
    expect(e.history[0]!.withdrawnAt).toBe(NOW.toISOString());
  });

  it('after deploy → rollback → deploy, a second rollback skips the withdrawn version', () => {
    // 1 live, 2 deployed and rolled back (withdrawn), 3 deployed: rolling back 3 must land on 1, not 2
    const e = entry('3', v('3'), { ...v('2'), withdrawnAt: 'earlier' }, v('1'));
    expect(planRollback('mfe-signing', e, undefined, 1, NOW)).toEqual({ from: '3', to: '1' });
  });

  it('--to names any version; rolling forward withdraws nothing and clears the target’s mark', () => {
    const e = entry('1', v('3'), { ...v('2'), withdrawnAt: 'earlier' }, v('1'));
    expect(planRollback('mfe-signing', e, '2', 1, NOW)).toEqual({ from: '1', to: '2' });
    expect(e.history.map((x) => x.withdrawnAt)).toEqual([undefined, undefined, undefined]);
  });

  it("the registry's area follows the live version: a rollback brings back the area of the version rolled to", () => {
    const funds = { prefix: 'funds', cabinet: true };
    const moved = { prefix: 'funds-new', cabinet: true };
    const e: Entry = { ...entry('2', { ...v('2'), area: moved }, { ...v('1'), area: funds }), area: moved };
    planRollback('mfe-signing', e, undefined, 1, NOW);
    expect(e.area).toEqual(funds);
    // and forward again with --to: the area of 2
    planRollback('mfe-signing', e, '2', 1, NOW);
    expect(e.area).toEqual(moved);
  });

  it('a version with no area recorded keeps the area in force; the version left keeps the one it ran with', () => {
    const added = { prefix: 'funds', cabinet: true }; // add-area while 2 was live, before versions recorded it
    const e: Entry = { ...entry('2', v('2'), v('1')), area: added };
    planRollback('mfe-signing', e, undefined, 1, NOW);
    expect([e.area, e.history[0]!.area, e.history[1]!.area]).toEqual([added, added, added]);
  });

  it('clear errors: nothing older, unknown version, already live, other contract', () => {
    expect(() => planRollback('mfe-signing', entry('1', v('2'), v('1')), undefined, 1)).toThrow(
      'mfe-signing has no good version before 1',
    );
    expect(() => planRollback('mfe-signing', entry('2', v('2'), v('1')), 'x', 1)).toThrow(
      'mfe-signing has no version "x". Known: 2, 1',
    );
    expect(() => planRollback('mfe-signing', entry('2', v('2'), v('1')), '2', 1)).toThrow('already live');
    expect(() => planRollback('mfe-signing', entry('2', v('2'), v('1', 2)), undefined, 1)).toThrow(
      'speaks contract 2, the shell 1: refused',
    );
  });
});
