import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { SHELL_CONTRACT_FILE, shellContractSchema, type ShellContract } from '@broker/shared/contracts';

export class ContractError extends Error {}

/**
 * `meta` as the build compiles it into the exposed module (shared/src/mf/define-config.ts), minified
 * (`meta:{name:"mfe_x",contractMajor:1,…}`) or not. This is what the shell checks at runtime, so the
 * deploy tool reads the same thing — never the build's own `build-info.json`, which a script can edit.
 */
const META = /\bmeta\s*[:=]\s*\{\s*name\s*:\s*"([A-Za-z0-9_]+)"\s*,\s*contractMajor\s*:\s*(\d+)/g;

interface ManifestExpose {
  path?: string;
  name?: string;
  assets?: { js?: { sync?: string[] } };
}

/** The contract major compiled into a built remote's `./app` expose; throws when it cannot be read. */
export async function builtContractMajor(dist: string, container: string): Promise<number> {
  let manifest: { exposes?: ManifestExpose[] };
  try {
    manifest = JSON.parse(await readFile(join(dist, 'mf-manifest.json'), 'utf8')) as typeof manifest;
  } catch {
    throw new ContractError(`no readable mf-manifest.json in ${dist}`);
  }
  const expose = manifest.exposes?.find((e) => e.path === './app' || e.name === 'app');
  const files = expose?.assets?.js?.sync ?? [];
  if (!files.length) throw new ContractError(`the manifest in ${dist} lists no code for ./app`);
  const majors = new Set<number>();
  for (const file of files) {
    const path = resolve(dist, file);
    if (!path.startsWith(resolve(dist))) throw new ContractError(`the manifest in ${dist} points outside the build: ${file}`);
    const code = await readFile(path, 'utf8');
    for (const m of code.matchAll(META)) if (m[1] === container) majors.add(Number(m[2]));
  }
  if (majors.size !== 1) {
    throw new ContractError(
      majors.size ? `the build in ${dist} carries several contract majors (${[...majors].join(', ')})` : `cannot read the contract major compiled into ${dist} (no meta of ${container} in ./app)`,
    );
  }
  return [...majors][0]!;
}

/** Where the deploy tool learns the live shell's contract: the shell's URL, or (first release) a shell build. */
export type ShellContractSource = { url: string } | { build: string };

/** The contract of the shell that is live: `<shell>/contract.json` (served no-cache beside its build). */
export async function liveShellContract(source: ShellContractSource): Promise<ShellContract & { from: string }> {
  if ('build' in source) {
    const file = join(source.build, SHELL_CONTRACT_FILE);
    const raw = await readFile(file, 'utf8').catch(() => {
      throw new ContractError(`no ${SHELL_CONTRACT_FILE} in the shell build ${source.build}: build the shell first`);
    });
    return { ...parse(raw, file), from: file };
  }
  const url = new URL(SHELL_CONTRACT_FILE, source.url.endsWith('/') ? source.url : `${source.url}/`).href;
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(5000), headers: { accept: 'application/json' }, cache: 'no-store' });
  } catch {
    throw new ContractError(
      `the live shell does not answer at ${url}: its contract cannot be checked. Start it (or set SHELL_URL), ` +
        'or, for a first release that goes live together with a shell build, pass --shell-build <dir>',
    );
  }
  if (!res.ok) throw new ContractError(`the live shell answered ${res.status} for ${url}: it publishes no contract (a shell older than the gate?)`);
  return { ...parse(await res.text(), url), from: url };
}

function parse(raw: string, from: string): ShellContract {
  try {
    return shellContractSchema.parse(JSON.parse(raw));
  } catch {
    throw new ContractError(`${from} is not a shell contract ({schema: 1, contractMajor, sharedVersion})`);
  }
}

/**
 * Why a remote entry could not start in the live shell, or null: a production entry takes the MF bundler
 * runtime from the shell (remote-bundler-runtime.ts) and refuses another version, or a shell providing none.
 */
export function mfPartsRefusal(needs: string | undefined, contract: Pick<ShellContract, 'mfParts'>): string | null {
  if (!needs || needs === contract.mfParts) return null;
  return contract.mfParts
    ? `its entry needs the MF bundler runtime ${needs} from the shell, the live shell provides ${contract.mfParts}`
    : `its entry needs the MF bundler runtime ${needs} from the shell, the live shell provides none (older than that)`;
}

/**
 * The exports a remote needs from the shell's lean shared libraries (its build-info's `leanImports`)
 * that the live shell's facades do not provide (`leanExports` of its contract.json): with any, the
 * remote would call `undefined` at runtime. A shell without facades (a dev build) shares whole libraries.
 */
export function missingLeanExports(needs: Record<string, string[]> | undefined, provided: ShellContract['leanExports']): string[] {
  if (!needs || !provided) return [];
  return Object.entries(needs).flatMap(([lib, names]) => {
    const has = new Set(provided[lib] ?? []);
    return names.filter((n) => !has.has(n)).map((n) => `${lib}: ${n}`);
  });
}

/**
 * Why a built remote (its build-info) cannot run in the shell speaking `contract`, or null: lean exports
 * it needs that the shell lacks, or another MF bundler runtime. `deploy` and `rollback` both ask it.
 */
export function buildInfoRefusal(info: { leanImports?: Record<string, string[]>; mfParts?: string } | undefined, contract: ShellContract): string | null {
  const missing = missingLeanExports(info?.leanImports, contract.leanExports);
  if (missing.length) return `needs exports the live shell's shared libraries do not provide (${missing.join(', ')})`;
  return mfPartsRefusal(info?.mfParts, contract);
}
