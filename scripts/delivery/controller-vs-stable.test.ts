// @vitest-environment node
/**
 * The controller compares the canary with what it counted for stable in the same run, not with nothing:
 * stable's 1 % is what makes a canary failing 12 % of visits "worse". With stable taken as 0/0 (a rate of
 * 1/2 after the rule's one failure and one success) that canary would be promoted at M visits, and only a
 * canary failing over ~50 % would ever be aborted.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeliveryReport } from '@broker/shared/contracts';
import { readRegistry, writeRegistryAtomic } from '../remote/registry-file';
import { canaryRegistry } from './test/canary-registry';
import { DeliveryController } from './controller';
import { FileStateStore } from './stores/file-state';

let dir = '';
let n = 0;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'controller-stable-'));
  await writeRegistryAtomic(dir, canaryRegistry(20));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function visit(c: DeliveryController, version: string, fails: boolean): Promise<void> {
  n += 1;
  const ids = { client: `client-${n}aaaa`, visit: `visit-${n}aaaa`, overridden: false };
  await c.receive({ kind: 'visit', remote: 'mfe-signing', version, ...ids });
  const failure: DeliveryReport = { kind: 'remote-error', remote: 'mfe-signing', version, message: 'x', ...ids };
  if (fails) await c.receive(failure);
}

/** Stable: 400 visits, 1 % failing; then up to M = 200 canary visits, one in `canaryFailsEvery` failing. */
async function rollout(canaryFailsEvery: number) {
  const state = new FileStateStore(dir, 1);
  const c = new DeliveryController({ state });
  await c.start();
  for (let i = 0; i < 400; i++) await visit(c, 'S', i % 100 === 0);
  for (let i = 0; i < 200; i++) {
    await visit(c, 'C', i % canaryFailsEvery === 0);
    if (!(await readRegistry(dir)).remotes['mfe-signing']!.canary) break;
  }
  await c.stop();
  await state.close();
  return (await readRegistry(dir)).remotes['mfe-signing']!;
}

describe('the controller compares the canary with stable', () => {
  it("a canary failing 12 % of visits while stable fails 1 % is aborted (stable's counts are used)", async () => {
    // every 8th visit fails: 12.5 %
    const entry = await rollout(8);
    expect(entry.lastDecision, "stable's counts ignored: the canary was not aborted").toMatchObject({
      action: 'abort',
      version: 'C',
      by: 'controller',
    });
    expect(entry.lastDecision?.reason).toMatch(/stable 4\/400/);
    expect(entry.live).toBe('S');
  });

  it('a canary as good as stable (1 %) is promoted after M visits', async () => {
    const entry = await rollout(100);
    expect(entry.lastDecision).toMatchObject({ action: 'promote', version: 'C' });
    expect(entry.lastDecision?.reason).toMatch(/^canary 2\/200 .*stable 4\/400/);
  });
});
