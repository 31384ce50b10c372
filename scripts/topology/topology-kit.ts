/**
 * What the topology test (topology-test.ts) is made of: its checks and their results, child processes,
 * the deploy CLI run the way ops run it (`pnpm remote …`), and the two test releases it deploys.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../lib/env';
import { buildPackage } from '../remote/build';

export const results: Array<{ name: string; ok: boolean; detail: string }> = [];

/** One check: a line `✓ name detail (s)` or `✗ name: why`; never throws (the next check still runs). */
export async function check(name: string, fn: () => Promise<string | void>): Promise<void> {
  const t = performance.now();
  try {
    const detail = (await fn()) ?? '';
    results.push({ name, ok: true, detail });
    console.log(`  ✓ ${name} ${detail} (${((performance.now() - t) / 1000).toFixed(1)} s)`);
  } catch (err) {
    results.push({ name, ok: false, detail: String(err) });
    console.log(`  ✗ ${name}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

export function assert(cond: unknown, message: string): asserts cond {
  if (!cond) throw new Error(message);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `fn` until it answers something truthy (a throw counts as not yet); throws after `ms`. */
export async function until<T>(what: string, fn: () => Promise<T | undefined | false>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn().catch(() => undefined);
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await sleep(20);
  }
}

export const children = new Set<ChildProcess>();

/** A TypeScript entry point as its own process, its output in `<logDir>/<name>.log`. */
export function startNode(logDir: string, name: string, script: string, env: NodeJS.ProcessEnv): ChildProcess {
  const log = openSync(join(logDir, `${name}.log`), 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/**
 * `pnpm remote <args>` exactly as ops type it, with only the environment they set (the stores' two names,
 * the AWS SDK's standard settings, SHELL_URL); resolves with its output, rejects with it on exit ≠ 0.
 * TOPOLOGY_PNPM: the pnpm command as JSON (scripts/test.mjs passes what it installed: pnpm, or npx pnpm@…).
 */
export function remoteCli(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const [cmd, ...pre] = JSON.parse(process.env.TOPOLOGY_PNPM ?? '["pnpm"]') as string[];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd!, [...pre, '--silent', 'remote', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out.trim()) : reject(new Error(`pnpm remote ${args.join(' ')} → exit ${code}:\n${out}`)),
    );
  });
}

const buildInfo = (dir: string) =>
  JSON.parse(readFileSync(join(dir, 'build-info.json'), 'utf8')) as { buildFault?: string; buildLabel?: string };

/**
 * A second release of `remote` besides its `dist/`: `label` (an ordinary build with BUILD_LABEL) or
 * `render` (BUILD_FAULT=render: throws while rendering, e2e/support/test-build.ts). One made after the
 * build under test is reused — its own from an earlier run, or the e2e step's (`npm test` runs it
 * first: .tmp/delivery-builds/label-b2 and fault-render); else it is built now, in other processes.
 * Resolves with the folder holding `<remote>/` (what `pnpm remote deploy --no-build --out` takes).
 */
export async function testRelease(remote: string, kind: 'label' | 'render'): Promise<string> {
  const built = statSync(join(ROOT, remote, 'dist/build-info.json')).mtimeMs;
  const own = `.tmp/topology-builds/${kind}`;
  const e2e = kind === 'label' ? '.tmp/delivery-builds/label-b2' : '.tmp/delivery-builds/fault-render';
  for (const out of [own, e2e]) {
    const dir = join(ROOT, out, remote);
    if (!existsSync(join(dir, 'build-info.json')) || statSync(join(dir, 'build-info.json')).mtimeMs <= built) continue;
    const info = buildInfo(dir);
    if (kind === 'render' ? info.buildFault === 'render' : !info.buildFault && info.buildLabel) return out;
  }
  const t = performance.now();
  if (kind === 'label') await buildPackage(remote, { BUILD_LABEL: 'topology' }, join(own, remote));
  else
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'e2e/support/test-build.ts', remote, join(own, remote), 'render'],
        { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let err = '';
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`fault build failed: ${err}`))));
    });
  console.log(`  (built ${remote} ${kind} in ${((performance.now() - t) / 1000).toFixed(1)} s)`);
  return own;
}
