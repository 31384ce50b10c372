/**
 * pnpm remote deploy <remote…> | --all [--no-build] [--out <dir>]   build, publish to <cdn>/<remote>/<version>/, make live
 * pnpm remote deploy <remote> --stage | --canary <percent>          … publish only (staged) / live for a share of browsers
 * pnpm remote promote <remote> <version> [--canary <percent>]       a published version live (for everyone / a share)
 * pnpm remote canary <remote> status|promote|abort|set <percent>    the running canary
 * pnpm remote rollback <remote> [--to <version>]                    point live back (no build)
 * pnpm remote list                                                  live, canary, staged, last decision and history per remote
 * pnpm remote check-shell --shell-build <dir>                      before a shell goes live: which live remotes it would break
 * pnpm remote add-area <remote> <prefix> [--cabinet] [--menu-uk <title> --menu-en <title>]   publish a remote's area
 * pnpm remote new <name> --area <prefix> [--public] [--port <n>]    scaffold a remote (scaffold.ts)
 *
 * Parsing, `--help` and usage errors: program.ts (`pnpm remote <command> --help` lists options and examples).
 * --out <dir>: build into <dir>/<remote> instead of <remote>/dist (a labelled or test build then never
 * replaces the normal build). CDN folder and ports come from the environment (scripts/lib/env.ts).
 * Contract gate: against the LIVE shell's `contract.json` (SHELL_URL, default the shell origin of the
 * environment); `--shell-build <dir>` names a shell build instead, for a first release that goes live
 * together with that shell (npm start, the e2e set-up) — never the default.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { ShellContract } from '@broker/shared/contracts';
import type { AreaDeclaration } from '@broker/shared/routes';
import { ROOT, settings } from '../lib/env';
import { remoteKeys } from '../lib/remotes.mjs';
import { areaRefusal } from './area-gate';
import { buildPackage } from './build';
import { checkShell } from './check-shell';
import { ContractError, gateBuild, liveShellContract } from './contract-gate';
import { publish, readBuildInfo } from './publish';
import { planRollback, RollbackError } from './rollback';
import { scaffoldRemote, ScaffoldError } from './scaffold';
import { canary, describeRun, promote, publishedFiles, startCanaryOf } from './canary-commands';
import { publishArea, rollbackVersion } from './registry-ops';
import { TransitionError } from './transitions';
import { envStores } from '../delivery/stores/select';
import { StoreError } from '../delivery/stores/types';
import { CliError, remoteProgram, runProgram, type RemoteCommands } from './program';

type RemoteKey = string;

/** A remote of the workspace (its folder `mfe-*`: scripts/lib/remotes.mjs), or one the registry knows. */
async function assertRemote(key: string | undefined): Promise<RemoteKey> {
  const known = remoteKeys();
  if (key && known.includes(key)) return key;
  if (key && (await (await envStores()).state.readRegistry()).registry.remotes[key]) return key;
  throw new CliError(`unknown remote "${key ?? ''}". Known remotes: ${known.join(', ')}`);
}

/** The contract the live shell speaks: a remote for another major, or needing more, would break at runtime. */
async function shellContract(shellBuild: string | undefined): Promise<ShellContract> {
  const source = shellBuild
    ? { build: resolve(ROOT, shellBuild) }
    : { url: process.env.SHELL_URL ?? settings().shellOrigin };
  return liveShellContract(source);
}

type DeployMode = { stage?: boolean; canary?: number };

async function deploy(
  keys: RemoteKey[],
  build: boolean,
  out: string | undefined,
  shellBuild: string | undefined,
  mode: DeployMode = {},
): Promise<void> {
  const stores = await envStores();
  const contract = await shellContract(shellBuild);
  for (const key of keys) {
    const started = performance.now();
    const outDir = out ? resolve(ROOT, out, key) : undefined;
    // the live shell's MF version: a workspace on another one builds an entry with its own runtime (entry-runtime.ts)
    const dist = build
      ? await buildPackage(key, { MF_SHELL_RUNTIME: contract.mfParts ?? 'none' }, outDir)
      : (outDir ?? join(ROOT, key, 'dist'));
    const info = await readBuildInfo(dist).catch(() => {
      throw new CliError(`no build of ${key} at ${dist}${build ? '' : ': build it first or drop --no-build'}`);
    });
    // the major compiled into the code the shell will load; build-info.json is only a record of it
    const gate = await gateBuild(dist, key, contract, { stores });
    if (gate.refusal) throw new CliError(`${key} ${gate.refusal}: refused. ${gate.hint}`.trimEnd());
    if (gate.note) console.log(`${key}: ${gate.note}`);
    // the remote's own area (package.json broker.area → build-info.json): never another's area or spec route
    // checked before the upload, and again in the transition that publishes it (registry-ops.ts)
    const areaWhy = areaRefusal(key, info.area, (await stores.state.readRegistry()).registry);
    if (areaWhy) throw new CliError(`${key} ${areaWhy}: refused`);
    const staged = mode.stage || mode.canary !== undefined;
    const { from, to, reused } = await publish(stores, key, dist, gate.major, info.area, { stage: staged });
    const secs = ((performance.now() - started) / 1000).toFixed(1);
    const again = reused ? ' (already published, reused)' : '';
    if (!staged) {
      console.log(`${key}: ${from ?? '(none)'} → ${to}${again} in ${secs} s`);
      continue;
    }
    console.log(`${key}: ${to} staged${again} in ${secs} s (live stays ${from})`);
    if (mode.canary !== undefined) await startCanaryOf(key, to, mode.canary);
  }
}

async function rollback(key: RemoteKey, to: string | undefined, shellBuild: string | undefined): Promise<void> {
  const stores = await envStores();
  const started = performance.now();
  const contract = await shellContract(shellBuild);
  const shellMajor = contract.contractMajor;
  // the version rolled back to must pass the same gate as a deploy (its published build)
  const planned = (await stores.state.readRegistry()).registry.remotes[key];
  if (planned) {
    const pick = planRollback(key, planned, to, shellMajor).to;
    const dir = await publishedFiles(stores, key, pick);
    // a version published before build-info.json existed has only the registry's major to go by
    if (
      await readBuildInfo(dir).then(
        () => true,
        () => false,
      )
    ) {
      const gate = await gateBuild(dir, key, contract);
      if (gate.refusal) throw new CliError(`${key} ${pick} ${gate.refusal}: refused`);
    }
  }
  const { from, to: target } = await rollbackVersion(stores.state, key, to, shellMajor);
  const secs = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`${key}: ${from} → ${target} (rollback) in ${secs} s`);
}

/**
 * Publishes (or moves) a remote's area in the registry, in one transition: the shell picks it up
 * on the next page load. Refused like a deploy claiming it (area-gate.ts).
 */
async function addArea(key: RemoteKey, area: AreaDeclaration): Promise<void> {
  await publishArea((await envStores()).state, key, area);
  console.log(`${key}: area /{lang}/${area.prefix}/*${area.cabinet ? ' (cabinet)' : ''} published`);
}

async function list(): Promise<void> {
  const { state: store } = await envStores();
  const [{ registry: r }, runs] = await Promise.all([store.readRegistry(), store.readRuns()]);
  for (const key of [...new Set([...remoteKeys(), ...Object.keys(r.remotes)])]) {
    const entry = r.remotes[key];
    const area = entry?.area ? `  area ${entry.area.prefix}${entry.area.cabinet ? ' (cabinet)' : ''}` : '';
    console.log(`${key}: ${entry ? `live ${entry.live}` : 'not deployed'}${area}`);
    if (!entry) continue;
    if (entry.canary)
      console.log(`  canary ${entry.canary.version} at ${entry.canary.percent} % since ${entry.canary.startedAt}`);
    const run = runs[key];
    if (entry.canary && run?.canary === entry.canary.version)
      for (const line of describeRun(run)) console.log(`    ${line}`);
    const d = entry.lastDecision;
    if (d) console.log(`  last decision: ${d.action} ${d.version} by ${d.by} at ${d.at}: ${d.reason}`);
    for (const v of entry.history) {
      const mark = v.version === entry.live ? '*' : v.version === entry.canary?.version ? '~' : ' ';
      const tags = [
        v.staged && v.version !== entry.canary?.version ? 'staged' : '',
        v.withdrawnAt ? `withdrawn ${v.withdrawnAt}` : '',
      ]
        .filter(Boolean)
        .join('  ');
      console.log(`  ${mark} ${v.version}  contract ${v.contractMajor}  ${v.publishedAt}${tags ? `  ${tags}` : ''}`);
    }
  }
}

/** Each command of program.ts (the parsing layer) → what it does. */
const commands: RemoteCommands = {
  async deploy(remotes, o) {
    const keys = remotes === 'all' ? remoteKeys() : await Promise.all(remotes.map(assertRemote));
    return deploy(keys, o.build, o.out, o.shellBuild, { stage: o.stage, canary: o.canary });
  },
  async promote(remote, version, o) {
    const key = await assertRemote(remote);
    const contract = await shellContract(o.shellBuild);
    return o.canary === undefined ? promote(key, version, contract) : startCanaryOf(key, version, o.canary, contract);
  },
  canary: async (remote, action, percent) => canary(await assertRemote(remote), action, percent),
  rollback: async (remote, o) => rollback(await assertRemote(remote), o.to, o.shellBuild),
  list,
  async checkShell(shellBuild) {
    const { lines, brokenLive } = await checkShell(await envStores(), await shellContract(shellBuild));
    for (const line of lines) console.log(line);
    if (brokenLive)
      throw new CliError(
        `${brokenLive} live remote version(s) would not run in that shell: redeploy them first (an MF upgrade: with MF_RUNTIME=own, while this shell is live)`,
      );
  },
  addArea: async (remote, prefix, o) => addArea(await assertRemote(remote), { prefix, ...o }),
  async newRemote(name, o) {
    const key = await scaffoldRemote({
      name,
      prefix: o.area,
      cabinet: o.cabinet,
      port: o.port,
      ...(o.menu ? { menu: o.menu } : {}),
    });
    // the repository's formatter over what was written (npm test checks it), so the templates need not
    // be kept in its style by hand
    spawnSync(join(ROOT, 'node_modules/.bin/prettier'), ['--write', '--log-level=warn', key, 'tsconfig.json'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    // link the new package's dependencies (all already in the store: same versions as the workspace's)
    if (o.install) {
      const res = spawnSync('pnpm', ['install', '--prefer-offline'], { cwd: ROOT, stdio: 'inherit' });
      if (res.status !== 0) throw new CliError(`${key}: scaffolded, but pnpm install failed: run it yourself`);
    }
    console.log(
      `${key}: scaffolded. Run it alone: pnpm --filter @broker/${key} dev · deploy: pnpm remote deploy ${key}`,
    );
  },
};

/** A refusal (ours, a gate's, a transition's) is one line; anything else is a bug: its stack. */
const explain = (err: unknown) =>
  err instanceof CliError ||
  err instanceof RollbackError ||
  err instanceof ContractError ||
  err instanceof ScaffoldError ||
  err instanceof TransitionError ||
  err instanceof StoreError
    ? err.message
    : err instanceof Error
      ? (err.stack ?? err.message)
      : String(err);

void runProgram(remoteProgram(commands), process.argv.slice(2), explain).then((code) => {
  if (code) process.exit(code);
});
