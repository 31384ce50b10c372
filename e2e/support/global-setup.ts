import { spawn, spawnSync } from 'node:child_process';
import { createConnection } from 'node:net';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { e2eServerEnv, e2eSettings } from './env';

const ROOT = resolve(import.meta.dirname, '../..');

async function waitFor(url: string, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`e2e: ${url} did not come up; see .tmp/e2e-servers-<port>.log`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** True when something already listens there (another e2e run, or a forgotten server). */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Runs the deploy CLI with the e2e environment (tests use it to deploy and roll back). */
export function remoteCli(args: string[], extraEnv: NodeJS.ProcessEnv = {}) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/remote/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...e2eServerEnv(), ...extraEnv },
    encoding: 'utf8',
  });
}

/** The specs drive the app through `window.__broker`, which only a TEST_HOOKS=1 build has (e2e/README.md). */
function assertTestBuild(): void {
  const file = join(ROOT, 'shell/dist/build-info.json');
  const info = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { testHooks?: boolean }) : null;
  if (!info?.testHooks) {
    throw new Error(
      'e2e: shell/dist is not a test build. Build with `TEST_HOOKS=1 pnpm build` (npm test does), then run Playwright.',
    );
  }
}

/**
 * Publishes the already-built remotes into a fresh e2e CDN folder through the real deploy path, then
 * starts shell + CDN + sandbox on the e2e ports. The builds themselves come from `npm test`.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const s = e2eSettings();
  // never reuse or disturb servers that belong to someone else's run: their state is not ours
  for (const port of [s.shellPort, s.apiPort, s.cdnPort]) {
    if (await portTaken(port)) {
      throw new Error(
        `e2e: port ${port} on 127.0.0.1 is busy (another e2e run?). Stop it, or choose free ports with E2E_SHELL_PORT, E2E_API_PORT, E2E_CDN_PORT.`,
      );
    }
  }
  assertTestBuild();
  rmSync(join(ROOT, s.cdnDir), { recursive: true, force: true });
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  // the shell is not served yet: it goes live with these remotes, so the gate reads its build
  const published = remoteCli(['deploy', '--all', '--no-build', '--shell-build', 'shell/dist']);
  if (published.status !== 0)
    throw new Error(`e2e: publishing remotes failed:\n${published.stdout}\n${published.stderr}`);
  const log = openSync(join(ROOT, `.tmp/e2e-servers-${s.shellPort}.log`), 'w');
  // stdio to a file: a server holding an inherited pipe would keep the runner from exiting
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: ROOT,
    env: e2eServerEnv(),
    stdio: ['ignore', log, log],
    detached: true,
  });
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  try {
    await waitFor(`${s.cdnOrigin}/registry.json`);
    await waitFor(`${s.shellOrigin}/config.json`);
  } catch (err) {
    await stop();
    throw err;
  }
  return stop;
}
