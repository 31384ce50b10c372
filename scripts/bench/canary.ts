/**
 * Measures issue 22's canary targets against the real delivery controller (the CDN server on a scratch
 * folder, reports over HTTP with the shell's origin) and the real CLI:
 *   npx tsx scripts/bench/canary.ts [--trials N]        ports: BENCH_CDN_PORT (5231), BENCH_SHELL_PORT (5230)
 * 1. bad canary (throws in a handler for every user) at 20 %, 60 simulated browsers visiting every
 *    1–3 s: time from the first failing visit to the automatic abort; stable users who got the canary;
 * 2. good canary, 1 % random failures on both versions: 300 canary visits over HTTP (outcome), then
 *    N Monte-Carlo trials of the same stream through the rule as the controller applies it (false aborts);
 * 3. `canary … promote` and `abort` wall time (Node + tsx start included), as ops see them.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Registry } from '@broker/shared/contracts';
import { ROOT, settings } from '../lib/env';
import { startCdnServer } from '../servers/cdn-server';
import { readRegistry, writeRegistryAtomic } from '../remote/registry-file';
import { decide, DEFAULT_RULE } from '../delivery/abort-rule';
import { bucketOf } from '../../shell/src/remotes/delivery/bucket';

const { values } = parseArgs({ options: { trials: { type: 'string', default: '2000' } } });
const CDN_DIR = join(ROOT, '.tmp/bench-canary-cdn');
const env = {
  ...process.env,
  CDN_DIR,
  CDN_PORT: process.env.BENCH_CDN_PORT ?? '5231',
  SHELL_PORT: process.env.BENCH_SHELL_PORT ?? '5230',
};
const s = settings(env);
const REMOTE = 'mfe-signing';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const id = (n: number) => n.toString(16).padStart(24, '0');

async function scratchRegistry(percent: number): Promise<void> {
  const v = (version: string, staged = false) => ({
    version,
    manifest: `${REMOTE}/${version}/mf-manifest.json`,
    contractMajor: 1,
    publishedAt: new Date().toISOString(),
    ...(staged ? { staged } : {}),
  });
  const reg: Registry = {
    schema: 1,
    updatedAt: new Date().toISOString(),
    // a fresh startedAt each time: the controller counts each scenario as a new run
    remotes: {
      [REMOTE]: {
        name: 'mfe_signing',
        live: 'S',
        history: [v('C', true), v('S')],
        canary: { version: 'C', percent, startedAt: new Date().toISOString(), stable: 'S' },
      },
    },
  };
  await writeRegistryAtomic(CDN_DIR, reg);
}

let sent = 0;
async function post(body: object): Promise<void> {
  const res = await fetch(`${s.cdnOrigin}/__delivery/reports`, {
    method: 'POST',
    headers: { origin: s.shellOrigin },
    body: JSON.stringify(body),
  });
  sent += 1;
  if (res.status !== 204) throw new Error(`report refused: ${res.status} ${await res.text()}`);
}

/** One page visit of a simulated browser: which version it is given, and a failure report if it fails. */
async function visit(client: string, n: number, version: string, fails: boolean): Promise<void> {
  const common = { client, visit: `${client.slice(-8)}v${n}aaaa`, overridden: false, remote: REMOTE, version };
  await post({ kind: 'visit', ...common });
  if (fails) await post({ kind: 'remote-error', message: 'TypeError: x is undefined', ...common });
}

async function badCanary(): Promise<void> {
  await scratchRegistry(20);
  const browsers = Array.from({ length: 60 }, (_, i) => id(1000 + i));
  const inCanary = (c: string) => bucketOf(c, REMOTE) < 2000;
  let firstFailure = 0;
  let abortedAt = 0;
  let stableServedCanary = 0;
  const started = performance.now();
  const loops = browsers.map(async (client, i) => {
    await sleep(Math.random() * 2000);
    for (let n = 0; !abortedAt && performance.now() - started < 120_000; n++) {
      // the shell reads the registry on every page load: after the abort every browser gets stable
      const reg = await readRegistry(CDN_DIR);
      const canary = reg.remotes[REMOTE]?.canary;
      const version = canary && inCanary(client) ? 'C' : 'S';
      if (version === 'C' && !inCanary(client)) stableServedCanary += 1;
      if (version === 'C' && !firstFailure) firstFailure = performance.now();
      await visit(client, n + i * 1000, version, version === 'C');
      await sleep(1000 + Math.random() * 2000);
    }
  });
  const watch = (async () => {
    while (!abortedAt && performance.now() - started < 120_000) {
      if ((await readRegistry(CDN_DIR)).remotes[REMOTE]?.lastDecision?.action === 'abort')
        abortedAt = performance.now();
      else await sleep(20);
    }
  })();
  await Promise.all([...loops, watch]);
  const d = (await readRegistry(CDN_DIR)).remotes[REMOTE]?.lastDecision;
  const canaryBrowsers = browsers.filter(inCanary).length;
  console.log(`1. bad canary at 20 %, 60 browsers (${canaryBrowsers} in the canary share), visits every 1–3 s:`);
  console.log(
    `   first failing visit → automatic abort: ${abortedAt ? ((abortedAt - firstFailure) / 1000).toFixed(1) : 'NO ABORT'} s`,
  );
  console.log(
    `   stable-bucket browsers served the canary: ${stableServedCanary}; decision: ${d?.action} by ${d?.by}: ${d?.reason}`,
  );
}

async function goodCanaryHttp(): Promise<void> {
  await scratchRegistry(20);
  let canaryVisits = 0;
  let n = 0;
  let outcome = '';
  while (!outcome && canaryVisits < 300) {
    const client = id(5000 + (n % 400));
    const version = bucketOf(client, REMOTE) < 2000 ? 'C' : 'S';
    if (version === 'C') canaryVisits += 1;
    await visit(client, n++, version, Math.random() < 0.01);
    const d = (await readRegistry(CDN_DIR)).remotes[REMOTE];
    if (!d?.canary)
      outcome = `${d?.lastDecision?.action} after ${canaryVisits} canary visits (${d?.lastDecision?.reason})`;
    await sleep(15); // per-client rate limit: 400 browsers take turns
  }
  console.log(
    `2a. good canary, 1 % failures on both, over HTTP: ${outcome || `still running after ${canaryVisits} canary visits, no abort`}`,
  );
}

/** The same stream through the rule, evaluated after every visit as the controller does. */
function goodCanaryMonteCarlo(trials: number): void {
  let falseAborts = 0;
  let promoted = 0;
  for (let t = 0; t < trials; t++) {
    const c = { visits: 0, failed: 0 };
    const st = { visits: 0, failed: 0 };
    while (c.visits < 300) {
      const side = Math.random() < 0.2 ? c : st;
      side.visits += 1;
      if (Math.random() < 0.01) side.failed += 1;
      if (side !== c) continue;
      const v = decide(c, st, DEFAULT_RULE);
      if (v.action === 'abort') falseAborts += 1;
      if (v.action !== 'wait') {
        if (v.action === 'promote') promoted += 1;
        break;
      }
    }
  }
  console.log(
    `2b. good canary, ${trials} simulated rollouts of up to 300 canary visits (20 % share, 1 % failures both): false aborts ${falseAborts}, promoted ${promoted}`,
  );
}

function cli(args: string[]): number {
  const started = performance.now();
  const res = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/remote/cli.ts', ...args, '--shell-build', 'shell/dist'],
    { cwd: ROOT, env, encoding: 'utf8' },
  );
  if (res.status !== 0) throw new Error(`remote ${args.join(' ')} failed:\n${res.stdout}${res.stderr}`);
  process.stdout.write(`   ${res.stdout.trim()}\n`);
  return (performance.now() - started) / 1000;
}

async function commands(): Promise<void> {
  const times: Record<string, number[]> = { promote: [], abort: [] };
  for (let i = 0; i < 3; i++) {
    for (const action of ['promote', 'abort'] as const) {
      await scratchRegistry(20);
      times[action]!.push(cli(['canary', REMOTE, action]));
    }
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!.toFixed(2);
  console.log(
    `3. wall time, median of 3: canary promote ${med(times.promote!)} s, canary abort ${med(times.abort!)} s`,
  );
}

rmSync(CDN_DIR, { recursive: true, force: true });
mkdirSync(CDN_DIR, { recursive: true });
await scratchRegistry(20);
const server: Server = await startCdnServer(s);
try {
  await badCanary();
  await goodCanaryHttp();
  goodCanaryMonteCarlo(Number(values.trials));
  await commands();
  console.log(`(${sent} reports sent)`);
} finally {
  await new Promise<void>((r) => server.close(() => r()));
}
