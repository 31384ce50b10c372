// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Registry, RegistryVersion } from '@broker/shared/contracts';
import { planRollback, RollbackError } from './rollback';
import { readRegistry, updateRegistry, writeRegistryAtomic } from './registry-file';
import {
  abortCanary,
  markStaged,
  promoteCanary,
  promoteVersion,
  setCanaryPercent,
  startCanary,
  TransitionError,
} from './transitions';

type Entry = Registry['remotes'][string];
const v = (version: string, extra: Partial<RegistryVersion> = {}): RegistryVersion => ({
  version,
  manifest: `m/${version}`,
  contractMajor: 1,
  publishedAt: 't',
  ...extra,
});
const entry = (live: string, ...history: RegistryVersion[]): Entry => ({ name: 'mfe_signing', live, history });
const NOW = new Date('2026-11-25T12:00:00.000Z');
const order = (e: Entry) =>
  e.history.map((x) => `${x.version}${x.staged ? 's' : ''}${x.withdrawnAt ? 'w' : ''}`).join(' ');

describe('registry transitions', () => {
  it('stage → promote: the staged version goes live and first; the old live becomes last-known-good', () => {
    const e = entry('1', v('2', { staged: true }), v('1'));
    expect(promoteVersion('mfe-signing', e, '2')).toEqual({ from: '1', to: '2' });
    expect([e.live, order(e)]).toEqual(['2', '2 1']);
  });

  it('promote (plain or canary) brings the area the version was published with; a rollback the old one back', () => {
    const funds = { prefix: 'funds', cabinet: true };
    const moved = { prefix: 'funds-new', cabinet: true };
    const e: Entry = { ...entry('1', v('2', { staged: true, area: moved }), v('1', { area: funds })), area: funds };
    startCanary('mfe-signing', e, '2', 10, NOW);
    expect(e.area).toEqual(funds); // a canary changes no route
    promoteCanary('mfe-signing', e, { by: 'human', reason: 'ok' });
    expect(e.area).toEqual(moved);
    planRollback('mfe-signing', e, undefined, 1, NOW);
    expect(e.area).toEqual(funds);
    promoteVersion('mfe-signing', e, '2');
    expect(e.area).toEqual(moved);
  });

  it('a staged version is never what a plain rollback lands on', () => {
    // 2 was staged while 3 was live, then 3 was deployed over it: rolling back 3 must go to 1
    const e = entry('3', v('3'), v('2', { staged: true }), v('1'));
    expect(planRollback('mfe-signing', e, undefined, 1, NOW).to).toBe('1');
  });

  it('staging the live version is refused; staging a withdrawn one makes it pickable again', () => {
    expect(() => markStaged('mfe-signing', entry('1', v('1')), '1')).toThrow(/already live/);
    const e = entry('1', v('2', { withdrawnAt: 'x' }), v('1'));
    markStaged('mfe-signing', e, '2');
    expect(order(e)).toBe('2s 1');
  });

  it('canary → promote: live moves, the canary ends, the decision is recorded', () => {
    const e = entry('1', v('2', { staged: true }), v('1'));
    startCanary('mfe-signing', e, '2', 10, NOW);
    expect(e.canary).toEqual({ version: '2', percent: 10, startedAt: NOW.toISOString(), stable: '1' });
    setCanaryPercent('mfe-signing', e, 50);
    expect(e.canary?.percent).toBe(50);
    promoteCanary('mfe-signing', e, { by: 'human', reason: 'looks good', now: NOW });
    expect([e.live, order(e), e.canary]).toEqual(['2', '2 1', undefined]);
    expect(e.lastDecision).toEqual({
      action: 'promote',
      version: '2',
      by: 'human',
      at: NOW.toISOString(),
      reason: 'looks good',
    });
  });

  it('canary → abort: live never moved, the canary version is withdrawn', () => {
    const e = entry('1', v('2'), v('1'));
    startCanary('mfe-signing', e, '2', 20, NOW);
    abortCanary('mfe-signing', e, { by: 'controller', reason: '12/20 visits failed', version: '2', now: NOW });
    expect([e.live, order(e), e.canary, e.lastDecision?.by]).toEqual(['1', '2sw 1', undefined, 'controller']);
  });

  it.each([
    [
      'a second canary on the same remote',
      (e: Entry) => startCanary('mfe-signing', e, '3', 10),
      /already has a canary/,
    ],
    ['a plain promote while a canary runs', (e: Entry) => promoteVersion('mfe-signing', e, '3'), /canary of 2 running/],
    [
      'a rollback while a canary runs',
      (e: Entry) => planRollback('mfe-signing', e, undefined, 1),
      /canary of 2 running/,
    ],
    [
      'a decision about a canary that was replaced',
      (e: Entry) => abortCanary('mfe-signing', e, { by: 'controller', reason: 'r', version: '3' }),
      /now 2, not 3/,
    ],
    ['percent 100 (a promote) or 0', (e: Entry) => setCanaryPercent('mfe-signing', e, 100), /1 to 99/],
  ])('refused: %s', (_name, act, message) => {
    const e = entry('1', v('3'), v('2'), v('1'));
    startCanary('mfe-signing', e, '2', 10, NOW);
    const before = JSON.stringify(e);
    expect(() => act(e)).toThrow(message);
    expect(JSON.stringify(e)).toBe(before); // nothing half-done
  });

  it.each([
    ['abort', (e: Entry) => abortCanary('mfe-signing', e, { by: 'human', reason: 'r' })],
    ['promote', (e: Entry) => promoteCanary('mfe-signing', e, { by: 'human', reason: 'r' })],
    ['set', (e: Entry) => setCanaryPercent('mfe-signing', e, 5)],
  ])('%s without a canary is refused', (_name, act) => {
    expect(() => act(entry('1', v('1')))).toThrow(TransitionError);
  });

  it('rollback errors stay RollbackError', () => {
    expect(() => planRollback('mfe-signing', entry('1', v('1')), undefined, 1)).toThrow(RollbackError);
  });
});

describe('controller and a person racing on one remote', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('abort and promote at once: exactly one applies, the registry is whole and consistent', async () => {
    dir = await mkdtemp(join(tmpdir(), 'transitions-'));
    const e = entry('1', v('2'), v('1'));
    startCanary('mfe-signing', e, '2', 20, NOW);
    await writeRegistryAtomic(dir, { schema: 1, updatedAt: 't', remotes: { 'mfe-signing': e } });
    const results = await Promise.allSettled([
      updateRegistry(
        dir,
        (r) => (
          abortCanary('mfe-signing', r.remotes['mfe-signing']!, { by: 'controller', reason: 'bad', version: '2' }),
          r
        ),
      ),
      updateRegistry(
        dir,
        (r) => (
          promoteCanary('mfe-signing', r.remotes['mfe-signing']!, { by: 'human', reason: 'ok', version: '2' }),
          r
        ),
      ),
    ]);
    expect(results.map((x) => x.status).sort()).toEqual(['fulfilled', 'rejected']);
    const after = (await readRegistry(dir)).remotes['mfe-signing']!;
    expect(after.canary).toBeUndefined();
    // either outcome is whole: aborted (1 live, 2 withdrawn) or promoted (2 live, not withdrawn)
    const aborted = after.lastDecision?.action === 'abort';
    expect([after.live, order(after)]).toEqual(aborted ? ['1', '2sw 1'] : ['2', '2 1']);
  });
});
