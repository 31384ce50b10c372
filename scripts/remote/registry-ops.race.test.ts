// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../lib/env';
import { startPostgres, type PostgresCluster } from '../lib/test-services';
import { openStateStore, storeConfig } from '../delivery/stores/select';
import { registryInvalidity } from './registry-invariants';
import { recordPublished } from './registry-ops';

interface Line {
  who: string;
  op: string;
  applied: boolean;
  message?: string;
  error?: string;
  invalid: string | null;
  version: string;
  fatal?: string;
}

function deployer(env: NodeJS.ProcessEnv, who: string, ops: number, seed: number): Promise<Line[]> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'scripts/remote/race-deployer.ts'), who, String(ops), String(seed)],
      { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', fail);
    child.on('exit', () =>
      done(
        out
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as Line),
      ),
    );
  });
}

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgres();
}, 120_000);
afterAll(async () => {
  await cluster?.stop();
});

/**
 * Two deployers in separate processes run 50 interleaved operations against one state store: after
 * each the registry is valid, every operation is applied or refused with the rule's message, and the
 * deploy log has exactly one row per applied operation — none lost, none logged without its change.
 */
describe.each([
  ['PostgreSQL', async () => ({ DELIVERY_DATABASE_URL: await cluster.createDatabase(), CDN_DIR: '/nonexistent' })],
  ['the embedded files (lock file)', async () => ({ CDN_DIR: mkdtempSync(join(tmpdir(), 'race-')) })],
])('two deployers at once on %s', (_name, makeEnv) => {
  it('50 interleaved operations: each applied or refused with a message, log rows == applied', async () => {
    const env = await makeEnv();
    const state = await openStateStore(storeConfig(env).state);
    await recordPublished(state, {
      key: 'mfe-signing',
      version: '1.0.0-base',
      contractMajor: 1,
      integrity: 'sha384-x',
    });
    const seed = Date.now() % 100_000;
    const lines = (await Promise.all([deployer(env, 'a', 25, seed), deployer(env, 'b', 25, seed + 1)])).flat();

    expect(lines.filter((l) => l.fatal)).toEqual([]);
    expect(lines, `seed ${seed}`).toHaveLength(50);
    expect(lines.filter((l) => l.error).map((l) => `${l.op}: ${l.error}`)).toEqual([]);
    expect(lines.filter((l) => l.invalid).map((l) => `${l.op}: ${l.invalid}`)).toEqual([]);
    for (const l of lines) if (!l.applied) expect(l.message, `${l.op} refused`).toMatch(/\w{5,}/);
    const applied = lines.filter((l) => l.applied).length;
    expect(applied).toBeGreaterThan(5);
    expect(lines.filter((l) => !l.applied).length).toBeGreaterThan(0); // the rules were exercised too

    const log = await state.readLog(10_000);
    expect(log.length - 1).toBe(applied); // the first row is the seed deploy
    const { registry } = await state.readRegistry();
    expect(registryInvalidity(registry, 'mfe-signing')).toBeNull();
    // a version once published never leaves the history: an applied deploy missing from it was lost
    const history = registry.remotes['mfe-signing']!.history.map((v) => v.version);
    for (const l of lines.filter((x) => x.applied && (x.op === 'deploy' || x.op === 'stage')))
      expect(history).toContain(l.version);
    // each applied transition made its own revision (two writers on one revision: one change lost)
    const revisions = log.map((r) => r.revision).filter(Boolean);
    expect(new Set(revisions).size).toBe(revisions.length);
    await state.close();
  }, 120_000);
});
