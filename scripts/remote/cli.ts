/**
 * pnpm remote deploy <remote…> | --all [--no-build] [--out <dir>]   build, publish to <cdn>/<remote>/<version>/, make live
 * pnpm remote rollback <remote> [--to <version>]                    point live back (no build)
 * pnpm remote list                                                  live version and history per remote
 *
 * --out <dir>: build into <dir>/<remote> instead of <remote>/dist (a labelled or test build then never
 * replaces the normal build). CDN folder and ports come from the environment (scripts/lib/env.ts).
 * Contract gate: against the LIVE shell's `contract.json` (SHELL_URL, default the shell origin of the
 * environment); `--shell-build <dir>` names a shell build instead, for a first release that goes live
 * together with that shell (npm start, the e2e set-up) — never the default.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { containerName, REMOTE_KEYS, type RemoteKey, type ShellContract } from '@broker/shared/contracts';
import { ROOT, settings } from '../lib/env';
import { buildPackage } from './build';
import { buildInfoRefusal, builtContractMajor, ContractError, liveShellContract } from './contract-gate';
import { publish, readBuildInfo } from './publish';
import { readRegistry, updateRegistry } from './registry-file';
import { planRollback, RollbackError } from './rollback';

class CliError extends Error {}

function assertRemote(key: string | undefined): RemoteKey {
  if (!key || !(REMOTE_KEYS as readonly string[]).includes(key)) {
    throw new CliError(`unknown remote "${key ?? ''}". Known remotes: ${REMOTE_KEYS.join(', ')}`);
  }
  return key as RemoteKey;
}

/** The contract the live shell speaks: a remote for another major, or needing more, would break at runtime. */
async function shellContract(shellBuild: string | undefined): Promise<ShellContract> {
  const source = shellBuild ? { build: resolve(ROOT, shellBuild) } : { url: process.env.SHELL_URL ?? settings().shellOrigin };
  return liveShellContract(source);
}

async function deploy(keys: RemoteKey[], build: boolean, out: string | undefined, shellBuild: string | undefined): Promise<void> {
  const s = settings();
  const contract = await shellContract(shellBuild);
  const shellMajor = contract.contractMajor;
  for (const key of keys) {
    const started = performance.now();
    const outDir = out ? resolve(ROOT, out, key) : undefined;
    const dist = build ? await buildPackage(key, {}, outDir) : (outDir ?? join(ROOT, key, 'dist'));
    const info = await readBuildInfo(dist).catch(() => {
      throw new CliError(`no build of ${key} at ${dist}${build ? '' : ': build it first or drop --no-build'}`);
    });
    // the major compiled into the code the shell will load; build-info.json is only a record of it
    const major = await builtContractMajor(dist, containerName(key));
    if (info.contractMajor !== major) {
      throw new CliError(`${key}: build-info.json says contract major ${info.contractMajor}, the built code says ${major}: refused (the build was altered)`);
    }
    if (major !== shellMajor) {
      throw new CliError(
        `${key} was built against shared contract major ${major}, the live shell speaks ${shellMajor}: refused. ` +
          `Rebuild the remote against shared ${shellMajor}.x (or release a shell for ${major}.x first).`,
      );
    }
    const refusal = buildInfoRefusal(info, contract);
    // the shell's facades and MF runtime come from the workspace and lockfile it was built from
    if (refusal) throw new CliError(`${key} ${refusal}: refused. Release a shell built from this code first.`);
    const { from, to, reused } = await publish(s.cdnDir, key, dist, major);
    const secs = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${key}: ${from ?? '(none)'} → ${to}${reused ? ' (already published, reused)' : ''} in ${secs} s`);
  }
}

async function rollback(key: RemoteKey, to: string | undefined, shellBuild: string | undefined): Promise<void> {
  const s = settings();
  const started = performance.now();
  const contract = await shellContract(shellBuild);
  const shellMajor = contract.contractMajor;
  // the version rolled back to must find what it imports in the live shell's lean libraries too
  const planned = (await readRegistry(s.cdnDir)).remotes[key];
  if (planned) {
    const pick = planRollback(key, planned, to, shellMajor).to;
    const info = await readBuildInfo(join(s.cdnDir, key, pick)).catch(() => undefined);
    const refusal = buildInfoRefusal(info, contract);
    if (refusal) throw new CliError(`${key} ${pick} ${refusal}: refused`);
  }
  let from = '';
  let target = '';
  await updateRegistry(s.cdnDir, (r) => {
    const entry = r.remotes[key];
    if (!entry) throw new CliError(`${key} has never been deployed`);
    ({ from, to: target } = planRollback(key, entry, to, shellMajor));
    return r;
  });
  const secs = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`${key}: ${from} → ${target} (rollback) in ${secs} s`);
}

async function list(): Promise<void> {
  const r = await readRegistry(settings().cdnDir);
  for (const key of REMOTE_KEYS) {
    const entry = r.remotes[key];
    console.log(`${key}: ${entry ? `live ${entry.live}` : 'not deployed'}`);
    for (const v of entry?.history ?? []) {
      const withdrawn = v.withdrawnAt ? `  withdrawn ${v.withdrawnAt}` : '';
      console.log(`  ${v.version === entry?.live ? '*' : ' '} ${v.version}  contract ${v.contractMajor}  ${v.publishedAt}${withdrawn}`);
    }
  }
}

async function main(argv: string[]): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        all: { type: 'boolean' },
        'no-build': { type: 'boolean' },
        to: { type: 'string' },
        out: { type: 'string' },
        'shell-build': { type: 'string' },
      },
    });
  } catch (err) {
    throw new CliError(`${(err as Error).message}\nusage: pnpm remote deploy <remote…> | --all [--no-build] [--out <dir>] [--shell-build <dir>] · rollback <remote> [--to <version>] · list`);
  }
  const [command, ...args] = parsed.positionals;
  const { values } = parsed;
  switch (command) {
    case 'deploy': {
      const keys = values.all ? [...REMOTE_KEYS] : args.map(assertRemote);
      if (!keys.length) throw new CliError('usage: pnpm remote deploy <remote…> | --all [--no-build] [--out <dir>]');
      return deploy(keys, !values['no-build'], values.out, values['shell-build']);
    }
    case 'rollback': {
      if (args.length !== 1) throw new CliError('usage: pnpm remote rollback <remote> [--to <version>]');
      return rollback(assertRemote(args[0]), values.to, values['shell-build']);
    }
    case 'list':
      return list();
    default:
      throw new CliError('usage: pnpm remote deploy|rollback|list … (see docs/delivery.md)');
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(`✖ ${err instanceof CliError || err instanceof RollbackError || err instanceof ContractError ? err.message : err instanceof Error ? err.stack : String(err)}`);
  process.exit(1);
});
