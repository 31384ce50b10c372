import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { containerName } from '@broker/shared/contracts';
import type { AreaDeclaration } from '@broker/shared/routes';
import { compressFile, isCompressedSibling } from '@broker/tooling/compress';
import { updateRegistry } from './registry-file';
import { areaFollowsLive, markStaged, TransitionError } from './transitions';

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(full)));
    else out.push(full);
  }
  return out.sort();
}

const toUrlPath = (p: string) => p.split(sep).join('/');

const INTEGRITY_FILE = 'integrity.json';
/** Files that describe a build rather than being part of it: they carry build times, not content. */
const NOT_CONTENT = new Set(['mf-stats.json', 'build-info.json', INTEGRITY_FILE]);

/** Same sources → same bytes → same version; a different build is a different immutable folder. */
export async function contentHash(dist: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(dist)) {
    const rel = toUrlPath(relative(dist, file));
    if (NOT_CONTENT.has(rel)) continue;
    hash
      .update(rel)
      .update('\0')
      .update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 10);
}

const sri = (bytes: Buffer | string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** `integrity.json`: the sha384 of every file of a version (MF 2.9 has no built-in SRI for remotes). */
export async function integrityList(dir: string): Promise<string> {
  const files: Record<string, string> = {};
  for (const file of await listFiles(dir)) {
    const rel = toUrlPath(relative(dir, file));
    // a .br/.gz sibling is the same file on the wire: the browser checks the decoded bytes
    if (rel !== INTEGRITY_FILE && !isCompressedSibling(rel)) files[rel] = sri(await readFile(file));
  }
  return JSON.stringify({ algorithm: 'sha384', files }, null, 2) + '\n';
}

export interface BuildInfo {
  name: string;
  packageVersion: string;
  contractMajor: number;
  buildLabel: string;
  /** built with TEST_HOOKS=1 (the browser-test build); never true for a release */
  testHooks?: boolean;
  /** a deliberately broken test release (e2e/support/test-build.ts) */
  buildFault?: string;
  /** production builds: the exports of each lean shared library its code needs (tooling/src/build/lean-shared.ts) */
  leanImports?: Record<string, string[]>;
  /** production builds: per `@broker/shared` entry, the names its code imports (tooling/src/build/shared-exports.ts) */
  sharedImports?: Record<string, string[]>;
  /** a lean entry: the MF bundler runtime version it takes from the shell (shell/src/remotes/mf-internals/remote-bundler-runtime.ts) */
  mfParts?: string;
  /** 'own': the entry carries its own MF runtime (tooling/src/build/entry-runtime.ts), of version `mfVersion` */
  mfRuntime?: string;
  mfVersion?: string;
  /** the remote's own area (its package.json `broker.area`), recorded in the registry by deploy */
  area?: AreaDeclaration;
}

export async function readBuildInfo(dist: string): Promise<BuildInfo> {
  return JSON.parse(await readFile(join(dist, 'build-info.json'), 'utf8')) as BuildInfo;
}

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

export async function versionOf(dist: string): Promise<string> {
  return `${(await readBuildInfo(dist)).packageVersion}-${await contentHash(dist)}`;
}

/**
 * Copies a built remote to `<cdn>/<remote>/<version>/` and makes it live (`stage`: only publishes it,
 * marked staged, for an override or a later promote / canary). A version folder is never
 * written twice (like a registry answering 409): the copy goes to a temp folder that is renamed into
 * place whole, and an existing version (same content, or a concurrent publish of it) is reused as is.
 */
export async function publish(
  cdnDir: string,
  key: string,
  dist: string,
  /** the major read from the built code (contract-gate.ts); the build's own record only as a fallback */
  contractMajor?: number,
  /** the remote's area declaration (checked by the caller: area-gate.ts), recorded with the version in one write */
  area?: AreaDeclaration,
  { stage = false }: { stage?: boolean } = {},
): Promise<{ from: string | null; to: string; reused: boolean }> {
  const info = await readBuildInfo(dist);
  const version = await versionOf(dist);
  const target = join(cdnDir, key, version);
  let reused = await exists(target);
  if (!reused) {
    await mkdir(join(cdnDir, key), { recursive: true });
    const tmp = join(cdnDir, key, `.tmp-${process.pid}-${randomBytes(6).toString('hex')}`);
    await cp(dist, tmp, { recursive: true });
    await writeFile(join(tmp, INTEGRITY_FILE), await integrityList(tmp));
    await compressFile(join(tmp, INTEGRITY_FILE)); // read on the way to every first load of this version
    try {
      await rename(tmp, target); // the version folder appears whole or not at all
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      await rm(tmp, { recursive: true, force: true });
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw err;
      reused = true; // another deploy published the same version first
    }
  }
  const integrity = sri(await readFile(join(target, INTEGRITY_FILE)));
  let from: string | null = null;
  await updateRegistry(cdnDir, (r) => {
    const existing = r.remotes[key];
    if (stage && !existing)
      throw new TransitionError(`${key} has never been deployed: a first version goes live with a plain deploy`);
    if (!stage && existing?.canary) {
      throw new TransitionError(
        `${key} has a canary of ${existing.canary.version} running: \`pnpm remote canary ${key} promote\` or \`abort\` it first`,
      );
    }
    const entry = existing ?? { name: containerName(key), live: version, history: [] };
    from = r.remotes[key]?.live ?? null;
    if (!entry.history.some((v) => v.version === version)) {
      entry.history.unshift({
        version,
        manifest: `${key}/${version}/mf-manifest.json`,
        contractMajor: contractMajor ?? info.contractMajor,
        publishedAt: new Date().toISOString(),
        integrity,
        // the shell skips a lean entry for another MF version than its own (next-step.ts)
        ...(info.mfParts ? { mfParts: info.mfParts } : {}),
      });
    }
    // the area it runs with (checked by the caller; a rebuild of the same code may declare another):
    // it comes back whenever the version goes live again (areaFollowsLive)
    if (area) entry.history.find((v) => v.version === version)!.area = area;
    if (stage) {
      markStaged(key, entry, version);
    } else {
      delete entry.history.find((v) => v.version === version)!.withdrawnAt; // deployed again: good again
      delete entry.history.find((v) => v.version === version)!.staged;
      // a build without its own declaration keeps what add-area published (or the built-in default);
      // a staged version changes no route until it goes live
      areaFollowsLive(entry, version);
      entry.live = version;
    }
    r.remotes[key] = entry;
    return r;
  });
  return { from, to: version, reused };
}
