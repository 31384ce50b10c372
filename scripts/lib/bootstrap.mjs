// Plain Node (no dependencies): runs before anything is installed, on a machine with only Node 20 + npm.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const PNPM_VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).packageManager.split('@')[1];

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
  return res.status ?? 1;
}

function quiet(cmd, args) {
  const res = spawnSync(cmd, args, { cwd: ROOT, encoding: 'utf8' });
  return res.status === 0 ? res.stdout.trim() : null;
}

/**
 * pnpm at exactly the pinned version. corepack is broken on these machines, so install it with npm;
 * if the global install is not allowed, fall back to running it through npx.
 */
export function ensurePnpm() {
  if (quiet('pnpm', ['--version']) === PNPM_VERSION) return ['pnpm'];
  console.log(`• installing pnpm ${PNPM_VERSION} (npm i -g)`);
  if (
    run('npm', ['i', '-g', `pnpm@${PNPM_VERSION}`, '--no-fund', '--no-audit']) === 0 &&
    quiet('pnpm', ['--version']) === PNPM_VERSION
  ) {
    return ['pnpm'];
  }
  console.log('• global install not possible, using npx');
  return ['npx', '-y', `pnpm@${PNPM_VERSION}`];
}

/** Installs exactly the lockfile (fast no-op when node_modules is already in sync). */
export function ensureInstall(pnpm) {
  const [cmd, ...pre] = pnpm;
  // CI=true: without a TTY pnpm may otherwise stop at a "purge modules?" prompt
  const code = run(cmd, [...pre, 'install', '--frozen-lockfile'], { env: { CI: 'true' } });
  if (code !== 0) {
    console.error('✖ pnpm install failed');
    process.exit(code);
  }
}

/** apt-get update + install of Debian packages (sudo when not root); true when both succeeded. */
function aptInstall(packages) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  // no TTY in CI: never stop at a debconf question
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) =>
    sudo.length ? run('sudo', ['-E', 'apt-get', ...args], { env }) : run('apt-get', args, { env });
  return apt(['update', '-qq']) === 0 && apt(['install', '-y', '-qq', ...packages]) === 0;
}

/** Debian's Chromium for the browser tests (Playwright cannot download its own browsers here). */
export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  console.log('• installing Debian chromium (apt-get)');
  if (!aptInstall(['chromium']) || !existsSync(path)) {
    console.error(`✖ could not install chromium at ${path}; install it or set CHROMIUM_PATH`);
    process.exit(1);
  }
  return path;
}

/** Debian's nginx with its brotli modules, for the topology test (deploy/nginx/, scripts/topology/). */
export function ensureNginx() {
  const modules = ['filter', 'static'].map((m) => `/usr/lib/nginx/modules/ngx_http_brotli_${m}_module.so`);
  const ready = () => existsSync('/usr/sbin/nginx') && modules.every((m) => existsSync(m));
  if (ready()) return;
  console.log('• installing Debian nginx with its brotli modules (apt-get)');
  if (!aptInstall(['nginx', 'libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static']) || !ready()) {
    console.error(
      '✖ could not install nginx with its brotli modules (apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static)',
    );
    process.exit(1);
  }
}

/** Debian's hunspell with the uk_UA and en_US dictionaries, for the spelling test (scripts/spelling.test.ts). */
export function ensureHunspell() {
  const dicts = ['uk_UA', 'en_US'].map((d) => `/usr/share/hunspell/${d}.dic`);
  const ready = () => quiet('hunspell', ['--version']) !== null && dicts.every((d) => existsSync(d));
  if (ready()) return;
  console.log('• installing Debian hunspell, hunspell-uk, hunspell-en-us (apt-get)');
  if (!aptInstall(['hunspell', 'hunspell-uk', 'hunspell-en-us']) || !ready()) {
    console.error(
      '✖ could not install hunspell with its uk_UA and en_US dictionaries; install them (apt-get install hunspell hunspell-uk hunspell-en-us)',
    );
    process.exit(1);
  }
}

export function tsx(args, opts = {}) {
  return run(process.execPath, ['--import', 'tsx', ...args], opts);
}
