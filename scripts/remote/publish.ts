import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AreaDeclaration } from '@broker/shared/routes';
import { isCompressedSibling } from '@broker/tooling/compress';
import { asStores } from '../delivery/stores/embedded';
import { filesUnder } from '../delivery/stores/file-walk';
import { StoreError, type Stores } from '../delivery/stores/types';
import { recordPublished } from './registry-ops';

const INTEGRITY_FILE = 'integrity.json';
/** Files that describe a build rather than being part of it: they carry build times, not content. */
const NOT_CONTENT = new Set(['mf-stats.json', 'build-info.json', INTEGRITY_FILE]);

/** Same sources → same bytes → same version; a different build is a different immutable folder. */
export async function contentHash(dist: string): Promise<string> {
  const hash = createHash('sha256');
  for (const { full, rel } of await filesUnder(dist)) {
    if (NOT_CONTENT.has(rel)) continue;
    hash
      .update(rel)
      .update('\0')
      .update(await readFile(full));
  }
  return hash.digest('hex').slice(0, 10);
}

const sri = (bytes: Buffer | string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** `integrity.json`: the sha384 of every file of a version (MF 2.9 has no built-in SRI for remotes). */
export async function integrityList(dir: string): Promise<string> {
  const files: Record<string, string> = {};
  for (const { full, rel } of await filesUnder(dir)) {
    // a .br/.gz sibling is the same file on the wire: the browser checks the decoded bytes
    if (rel !== INTEGRITY_FILE && !isCompressedSibling(rel)) files[rel] = sri(await readFile(full));
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
  /** production builds: the exports of each lean shared library its code needs (shared/src/mf/lean-shared.ts) */
  leanImports?: Record<string, string[]>;
  /** production builds: per `@broker/shared` entry, the names its code imports (shared/src/mf/shared-exports.ts) */
  sharedImports?: Record<string, string[]>;
  /** a lean entry: the MF bundler runtime version it takes from the shell (shared/src/mf/remote-bundler-runtime.ts) */
  mfParts?: string;
  /** 'own': the entry carries its own MF runtime (shared/src/mf/entry-runtime.ts), of version `mfVersion` */
  mfRuntime?: string;
  mfVersion?: string;
  /** the remote's own area (its package.json `broker.area`), recorded in the registry by deploy */
  area?: AreaDeclaration;
  /** the paths of its area pages, read from its module (tooling/src/build/area-pages.ts), recorded on the version */
  areaPages?: string[];
  /** per spec route, the GETs its screen makes first (tooling/src/build/area-pages.ts), recorded on the version */
  earlyGets?: Record<string, string[]>;
}

/** What a build needs from the shell's shared modules, keyed as the registry records it (`needs`). */
export function needsOf(info: BuildInfo): Record<string, string[]> | undefined {
  const shared = Object.entries(info.sharedImports ?? {}).map(([entry, names]) => [`@broker/shared/${entry}`, names]);
  const needs = { ...info.leanImports, ...Object.fromEntries(shared) } as Record<string, string[]>;
  return Object.keys(needs).length ? needs : undefined;
}

export async function readBuildInfo(dist: string): Promise<BuildInfo> {
  return JSON.parse(await readFile(join(dist, 'build-info.json'), 'utf8')) as BuildInfo;
}

export async function versionOf(dist: string): Promise<string> {
  return `${(await readBuildInfo(dist)).packageVersion}-${await contentHash(dist)}`;
}

/** integrity.json and its compressed variants, made in memory (the same settings as compressFile). */
function integrityFiles(text: string): Record<string, Buffer> {
  const bytes = Buffer.from(text);
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  // read on the way to every first load of this version: worth its compressed variants
  return {
    [INTEGRITY_FILE]: bytes,
    [`${INTEGRITY_FILE}.br`]: br,
    [`${INTEGRITY_FILE}.gz`]: gzipSync(bytes, { level: 9 }),
  };
}

/**
 * Stores a built remote as `<remote>/<version>/` in the files store, then makes it live (`stage`: only
 * publishes it, marked staged, for an override or a later promote / canary). Every file is stored
 * before the registry transition that references the version; a version is never written twice (like
 * a registry answering 409): an existing one (same content, or a concurrent publish of it) is reused
 * as is, and its stored integrity.json is what the registry pins. `where`: the stores, or a CDN folder
 * (its embedded stores).
 */
export async function publish(
  where: Stores | string,
  key: string,
  dist: string,
  /** the major read from the built code (contract-gate.ts); the build's own record only as a fallback */
  contractMajor?: number,
  /** the remote's area declaration (checked by the caller: area-gate.ts), recorded with the version in one write */
  area?: AreaDeclaration,
  { stage = false }: { stage?: boolean } = {},
): Promise<{ from: string | null; to: string; reused: boolean }> {
  const { files, state } = asStores(where);
  const info = await readBuildInfo(dist);
  const version = await versionOf(dist);
  let reused = await files.exists(key, version);
  if (!reused)
    ({ reused } = await files.putVersion(key, version, {
      dir: dist,
      extra: integrityFiles(await integrityList(dist)),
    }));
  const stored = await files.get(key, version, INTEGRITY_FILE);
  if (!stored) throw new StoreError(`${key} ${version}: no integrity.json in ${files.where} after storing it`);
  const { from } = await recordPublished(state, {
    key,
    version,
    contractMajor: contractMajor ?? info.contractMajor,
    integrity: sri(stored),
    ...(info.mfParts ? { mfParts: info.mfParts } : {}),
    ...(needsOf(info) ? { needs: needsOf(info) } : {}),
    ...(area ? { area } : {}),
    ...(Array.isArray(info.areaPages) ? { areaPages: info.areaPages } : {}),
    ...(info.earlyGets && typeof info.earlyGets === 'object' ? { earlyGets: info.earlyGets } : {}),
    stage,
  });
  return { from, to: version, reused };
}
