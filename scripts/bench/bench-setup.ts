/**
 * The two builds the bench compares and their servers, on ports of their own (BENCH_*_PORT) so a
 * running `npm start` or e2e run is not disturbed: the federated product exactly as `npm start`
 * builds and serves it (shell server + CDN with the registry), and the monolith (monolith/) served by
 * the same shell server code. Both use one sandbox API.
 */
import type { Server } from 'node:http';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, settings, type Settings } from '../lib/env';
import { buildPackage } from '../remote/build';
import { startShellServer } from '../servers/shell-server';
import { startCdnServer } from '../servers/cdn-server';
import { remoteKeys } from '../lib/remotes.mjs';

export const BENCH_DIR = join(ROOT, '.tmp/bench');
const MONOLITH_DIST = join(BENCH_DIR, 'monolith');

export function benchSettings(): { federated: Settings; monolith: Settings } {
  const env = process.env;
  const common = {
    ...env,
    API_PORT: env.BENCH_API_PORT ?? '5222',
    CDN_PORT: env.BENCH_CDN_PORT ?? '5221',
    CDN_DIR: join(BENCH_DIR, 'cdn'),
  };
  return {
    federated: settings({ ...common, SHELL_PORT: env.BENCH_SHELL_PORT ?? '5220' }),
    monolith: settings({ ...common, SHELL_PORT: env.BENCH_MONOLITH_PORT ?? '5223', SHELL_DIST: MONOLITH_DIST }),
  };
}

/** Production builds of both; returns seconds per build. */
export async function buildBoth(): Promise<{ federatedS: number; monolithS: number }> {
  const { federated } = benchSettings();
  let t = performance.now();
  rmSync(federated.cdnDir, { recursive: true, force: true });
  // the same path as `pnpm build`: shell, then every remote built and published to the bench's CDN folder
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-all.ts'], {
    cwd: ROOT,
    env: { ...process.env, CDN_DIR: federated.cdnDir, TEST_HOOKS: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (res.status !== 0) throw new Error('bench: federated build failed');
  const federatedS = (performance.now() - t) / 1000;
  t = performance.now();
  await buildPackage('scripts/bench/monolith', {}, MONOLITH_DIST);
  return { federatedS, monolithS: (performance.now() - t) / 1000 };
}

/** Where the bench builds each remote once more with its own MF runtime (sizes.ts prints what that costs). */
export const OWN_RUNTIME_DIR = join(BENCH_DIR, 'own-runtime');

/**
 * Every remote built as a deploy builds it for a shell on another MF version (MF_RUNTIME=own, entry-runtime.ts),
 * into OWN_RUNTIME_DIR; not published unless `--own-runtime` names it. Returns seconds.
 */
export async function buildOwnRuntimeEntries(): Promise<number> {
  const t = performance.now();
  rmSync(OWN_RUNTIME_DIR, { recursive: true, force: true });
  for (const key of remoteKeys())
    await buildPackage(key, { MF_RUNTIME: 'own', TEST_HOOKS: '' }, join(OWN_RUNTIME_DIR, key));
  return (performance.now() - t) / 1000;
}

/** `--own-runtime a,b`: those remotes go live in the bench's CDN with their own MF runtime (the pages then measure it). */
export function deployOwnRuntime(keys: readonly string[]): void {
  const { federated } = benchSettings();
  const args = [
    '--import',
    'tsx',
    'scripts/remote/cli.ts',
    'deploy',
    ...keys,
    '--no-build',
    '--out',
    OWN_RUNTIME_DIR,
    '--shell-build',
    'shell/dist',
  ];
  const res = spawnSync(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, CDN_DIR: federated.cdnDir },
    stdio: 'inherit',
  });
  if (res.status !== 0)
    throw new Error(
      `bench: deploying ${keys.join(', ')} with their own MF runtime failed (build them first: drop --no-build)`,
    );
}

export async function startBenchServers(): Promise<() => Promise<void>> {
  const { federated, monolith } = benchSettings();
  const { startSandbox } = (await import(join(ROOT, 'sandbox-api/src/server.ts'))) as {
    startSandbox: (o: {
      port: number;
      log?: (line: string) => void;
      config?: { shellOrigin: string; corsOrigins: string[] };
    }) => Promise<{ close: () => Promise<void> }>;
  };
  // one sandbox for both builds: it answers CORS for both shells' origins (and no other)
  const config = { shellOrigin: federated.shellOrigin, corsOrigins: [monolith.shellOrigin] };
  const sandbox = await startSandbox({ port: federated.apiPort, log: () => {}, config });
  const servers: Server[] = [
    await startCdnServer(federated),
    await startShellServer(federated),
    await startShellServer(monolith),
  ];
  return async () => {
    // keep-alive connections of the closed browser would hold close() open
    for (const s of servers) s.closeAllConnections();
    await Promise.all(servers.map((s) => new Promise<void>((r) => s.close(() => r()))));
    await sandbox.close();
  };
}
