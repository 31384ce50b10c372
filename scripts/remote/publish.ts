import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { containerName, type Registry } from '@broker/shared/contracts';
import { updateRegistry } from './registry-file';

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(full)));
    else out.push(full);
  }
  return out.sort();
}

/** Same sources → same bytes → same version; a different build is a different immutable folder. */
export async function contentHash(dist: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(dist)) {
    const rel = relative(dist, file);
    if (rel === 'mf-stats.json' || rel === 'build-info.json') continue; // carry build times, not content
    hash.update(rel).update('\0').update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 10);
}

export interface BuildInfo {
  name: string;
  packageVersion: string;
  contractMajor: number;
  buildLabel: string;
}

export async function readBuildInfo(dist: string): Promise<BuildInfo> {
  return JSON.parse(await readFile(join(dist, 'build-info.json'), 'utf8')) as BuildInfo;
}

const exists = (p: string) => stat(p).then(() => true, () => false);

/**
 * Copies a built remote to `<cdn>/<remote>/<version>/` (never overwriting an existing version: like a
 * registry answering 409, an identical build simply reuses its folder) and makes it live.
 */
export async function publish(cdnDir: string, key: string, dist: string): Promise<{ from: string | null; to: string; reused: boolean }> {
  const info = await readBuildInfo(dist);
  const version = `${info.packageVersion}-${await contentHash(dist)}`;
  const target = join(cdnDir, key, version);
  const reused = await exists(target);
  if (!reused) {
    await mkdir(join(cdnDir, key), { recursive: true });
    const tmp = join(cdnDir, key, `.tmp-${process.pid}-${Date.now()}`);
    await cp(dist, tmp, { recursive: true });
    await rename(tmp, target); // the version folder appears whole or not at all
  }
  let from: string | null = null;
  await updateRegistry(cdnDir, (r: Registry) => {
    const entry = r.remotes[key] ?? { name: containerName(key), live: version, history: [] };
    from = r.remotes[key]?.live ?? null;
    if (!entry.history.some((v) => v.version === version)) {
      entry.history.unshift({
        version,
        manifest: `${key}/${version}/mf-manifest.json`,
        contractMajor: info.contractMajor,
        publishedAt: new Date().toISOString(),
      });
    }
    entry.live = version;
    r.remotes[key] = entry;
    return r;
  });
  return { from, to: version, reused };
}

export async function removeDir(p: string): Promise<void> {
  await rm(p, { recursive: true, force: true });
}
