import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { containerName, SHELL_CONTRACT_FILE, shellContractSchema, type ShellContract } from '@broker/shared/contracts';
import { readBuildInfo, type BuildInfo } from './publish';
import type { Stores } from '../delivery/stores/types';

export class ContractError extends Error {}

/**
 * `meta` as the build compiles it into the exposed module (tooling/src/build/define-config.ts), minified
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
    if (!path.startsWith(resolve(dist)))
      throw new ContractError(`the manifest in ${dist} points outside the build: ${file}`);
    const code = await readFile(path, 'utf8');
    for (const m of code.matchAll(META)) if (m[1] === container) majors.add(Number(m[2]));
  }
  if (majors.size !== 1) {
    throw new ContractError(
      majors.size
        ? `the build in ${dist} carries several contract majors (${[...majors].join(', ')})`
        : `cannot read the contract major compiled into ${dist} (no meta of ${container} in ./app)`,
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
    res = await fetch(url, {
      signal: AbortSignal.timeout(5000),
      headers: { accept: 'application/json' },
      cache: 'no-store',
    });
  } catch {
    throw new ContractError(
      `the live shell does not answer at ${url}: its contract cannot be checked. Start it (or set SHELL_URL), ` +
        'or, for a first release that goes live together with a shell build, pass --shell-build <dir>',
    );
  }
  if (!res.ok)
    throw new ContractError(
      `the live shell answered ${res.status} for ${url}: it publishes no contract (a shell older than the gate?)`,
    );
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
 * Why a remote entry could not start in the live shell, or null. A lean production entry takes the MF
 * bundler runtime from the shell (remote-bundler-runtime.ts) and runs on exactly the version it was built
 * with. An entry carrying its own MF runtime (build-info `mfRuntime: 'own'`, no `mfParts`) needs nothing
 * from the shell's MF runtime and is never refused here: `pnpm remote deploy` builds that kind when the
 * live shell provides another version (tooling/src/build/entry-runtime.ts).
 */
export function mfPartsRefusal(needs: string | undefined, contract: Pick<ShellContract, 'mfParts'>): string | null {
  if (!needs || needs === contract.mfParts) return null;
  const provides = contract.mfParts
    ? `the live shell provides ${contract.mfParts}`
    : 'the live shell provides none (older than that)';
  return `its lean entry takes the MF bundler runtime ${needs} from the shell, ${provides} (rebuild it: a deploy that builds gives it its own runtime)`;
}
/**
 * The names a remote imports from `@broker/shared` entries (its build-info's `sharedImports`) that the
 * live shell's copy does not export (`sharedExports` of its contract.json): the remote gets the shell's
 * copy at runtime, whatever `shared` it was built against (the share range compares only the major). A
 * shell publishing no list is older than this gate: nothing to compare with.
 */
export function missingSharedExports(
  needs: Record<string, string[]> | undefined,
  provided: ShellContract['sharedExports'],
): string[] {
  return missingLeanExports(needs, provided).map((n) => `@broker/shared/${n}`);
}

/**
 * The exports a remote needs from the shell's lean shared libraries (its build-info's `leanImports`)
 * that the live shell's facades do not provide (`leanExports` of its contract.json): with any, the
 * remote would call `undefined` at runtime. A shell without facades (a dev build) shares whole libraries.
 */
export function missingLeanExports(
  needs: Record<string, string[]> | undefined,
  provided: ShellContract['leanExports'],
): string[] {
  if (!needs || !provided) return [];
  return Object.entries(needs).flatMap(([lib, names]) => {
    const has = new Set(provided[lib] ?? []);
    return names.filter((n) => !has.has(n)).map((n) => `${lib}: ${n}`);
  });
}

/** What the gate reads from a build's build-info.json (scripts/remote/publish.ts BuildInfo). */
export interface GatedBuildInfo {
  leanImports?: Record<string, string[]>;
  /** per `@broker/shared` entry, the names its code imports */
  sharedImports?: Record<string, string[]>;
  /** a lean entry: the MF bundler runtime version it takes from the shell */
  mfParts?: string;
  /** 'own': the entry carries its own MF runtime, of version `mfVersion` */
  mfRuntime?: string;
  mfVersion?: string;
}

/**
 * Why a built remote (its build-info) cannot run in the shell speaking `contract`, or null: lean exports
 * or `@broker/shared` names it needs that the shell lacks, or a lean entry for another MF bundler runtime.
 * `gateBuild` asks it after the contract major.
 */
export function buildInfoRefusal(info: GatedBuildInfo | undefined, contract: ShellContract): string | null {
  const missing = missingLeanExports(info?.leanImports, contract.leanExports);
  if (missing.length) return `needs exports the live shell's shared libraries do not provide (${missing.join(', ')})`;
  const missingShared = missingSharedExports(info?.sharedImports, contract.sharedExports);
  if (missingShared.length)
    return `imports what the live shell's @broker/shared does not export (${missingShared.join(', ')})`;
  return mfPartsRefusal(info?.mfParts, contract);
}

/** The remote entry a build's manifest names, brotli-compressed (its `.br` sibling when the build wrote one). */
export async function entryBrotliBytes(dir: string): Promise<number | null> {
  try {
    const manifest = JSON.parse(await readFile(join(dir, 'mf-manifest.json'), 'utf8')) as {
      metaData?: { remoteEntry?: { name?: string; path?: string } };
    };
    const entry = manifest.metaData?.remoteEntry;
    if (!entry?.name) return null;
    const file = resolve(dir, entry.path ?? '', entry.name);
    if (!file.startsWith(resolve(dir))) return null;
    const br = await readFile(`${file}.br`).catch(() => null);
    return (br ?? brotliCompressSync(await readFile(file))).length;
  } catch {
    return null;
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/**
 * What deploy prints for an entry carrying its own MF runtime: it is accepted whatever MF version the
 * live shell runs, and its cost is the bytes over a lean entry of the same remote (`lean`: the newest
 * lean version published, if any). Null for a lean entry.
 */
export function ownRuntimeNote(
  info: GatedBuildInfo | undefined,
  contract: Pick<ShellContract, 'mfParts'>,
  bytes: { entry: number | null; lean?: { version: string; entry: number } },
): string | null {
  if (info?.mfRuntime !== 'own') return null;
  const versions = `MF runtime ${info.mfVersion ?? '?'} (the live shell's: ${contract.mfParts ?? 'none provided'})`;
  if (bytes.entry === null) return `its entry carries its own ${versions}`;
  const cost = bytes.lean
    ? `, +${kb(bytes.entry - bytes.lean.entry)} br over its lean entry (${kb(bytes.lean.entry)} br, ${bytes.lean.version})`
    : ' (no lean version to compare with)';
  return `its entry carries its own ${versions}: entry ${kb(bytes.entry)} br${cost}`;
}

export interface GateResult {
  /** the contract major compiled into the build's code */
  major: number;
  info: BuildInfo;
  /** why the live shell cannot run it, or null; reads after the remote's name: `mfe-x <refusal>: refused.` */
  refusal: string | null;
  /** what to do about a refusal (one sentence), or '' */
  hint: string;
  /** for an entry carrying its own MF runtime: which versions and what it costs in bytes (deploy prints it) */
  note: string | null;
}

/**
 * The whole gate for one build of a remote, wherever it lies: a fresh build (deploy), or a version folder
 * on the CDN (rollback, promote, canary). The contract major is read from its code (its build-info must
 * agree: a script can edit that file), then `buildInfoRefusal`. `stores`: where to find a lean version of
 * the remote for the own-runtime entry's cost.
 */
export async function gateBuild(
  dir: string,
  key: string,
  contract: ShellContract,
  opts: { stores?: Stores } = {},
): Promise<GateResult> {
  const info = await readBuildInfo(dir).catch(() => {
    throw new ContractError(`no build of ${key} at ${dir} (no build-info.json)`);
  });
  const major = await builtContractMajor(dir, containerName(key));
  const base = { major, info, note: null };
  if (info.contractMajor !== major) {
    return {
      ...base,
      refusal: `build-info.json says contract major ${info.contractMajor}, the built code says ${major}`,
      hint: 'The build was altered.',
    };
  }
  if (major !== contract.contractMajor) {
    const hint = `Rebuild the remote against shared ${contract.contractMajor}.x (or release a shell for ${major}.x first).`;
    return {
      ...base,
      refusal: `was built against shared contract major ${major}, the live shell speaks ${contract.contractMajor}`,
      hint,
    };
  }
  const refusal = buildInfoRefusal(info, contract);
  // the shell's facades, shared exports and MF runtime come from the workspace and lockfile it was built from
  if (refusal) return { ...base, refusal, hint: 'Release a shell built from this code first.' };
  if (info.mfRuntime !== 'own') return { ...base, refusal: null, hint: '' };
  const lean = opts.stores ? await newestLeanEntry(opts.stores, key) : undefined;
  return {
    ...base,
    refusal: null,
    hint: '',
    note: ownRuntimeNote(info, contract, { entry: await entryBrotliBytes(dir), ...(lean ? { lean } : {}) }),
  };
}

/** The newest published version of a remote with a lean entry, and that entry's brotli bytes. */
async function newestLeanEntry(
  { files, state }: Stores,
  key: string,
): Promise<{ version: string; entry: number } | undefined> {
  const history = (await state.readRegistry()).registry.remotes[key]?.history ?? [];
  for (const { version } of history) {
    const dir = await files.localDir(key, version);
    if (!dir) continue;
    const info = await readBuildInfo(dir).catch(() => undefined);
    const entry = info?.mfParts ? await entryBrotliBytes(dir) : null;
    if (entry !== null) return { version, entry };
  }
  return undefined;
}
