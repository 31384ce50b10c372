import { randomBytes } from 'node:crypto';
import { cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { filesUnder } from './file-walk';
import type { FilesStore, VersionSource } from './types';

const isDir = (p: string) =>
  stat(p).then(
    (s) => s.isDirectory(),
    () => false,
  );

/**
 * The embedded files store: `<CDN_DIR>/<remote>/<version>/`, served by the CDN server
 * (scripts/servers/cdn-server.ts) with the headers `fileMeta()` describes. A version folder is
 * written once: the build is copied to a temp folder next to it that is renamed into place whole.
 */
export class LocalFilesStore implements FilesStore {
  readonly where: string;

  constructor(readonly cdnDir: string) {
    this.where = `folder ${cdnDir}`;
  }

  private dir(key: string, version: string): string {
    return join(this.cdnDir, key, version);
  }

  async putVersion(key: string, version: string, source: VersionSource): Promise<{ reused: boolean }> {
    const target = this.dir(key, version);
    if (await isDir(target)) return { reused: true };
    await mkdir(join(this.cdnDir, key), { recursive: true });
    const tmp = join(this.cdnDir, key, `.tmp-${process.pid}-${randomBytes(6).toString('hex')}`);
    try {
      await cp(source.dir, tmp, { recursive: true });
      for (const [path, bytes] of Object.entries(source.extra ?? {})) {
        await mkdir(dirname(join(tmp, path)), { recursive: true });
        await writeFile(join(tmp, path), bytes);
      }
      await rename(tmp, target); // the version folder appears whole or not at all
      return { reused: false };
    } catch (err) {
      await rm(tmp, { recursive: true, force: true });
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOTEMPTY' || code === 'EEXIST') return { reused: true }; // a concurrent publish of it won
      throw err;
    }
  }

  async exists(key: string, version: string): Promise<boolean> {
    return isDir(this.dir(key, version));
  }

  async get(key: string, version: string, path: string): Promise<Buffer | null> {
    const root = resolve(this.dir(key, version));
    const file = resolve(root, path);
    if (!file.startsWith(root + sep)) return null;
    return readFile(file).catch(() => null);
  }

  async list(key: string, version: string): Promise<string[]> {
    const root = this.dir(key, version);
    if (!(await isDir(root))) return [];
    return (await filesUnder(root)).map((f) => f.rel);
  }

  async localDir(key: string, version: string): Promise<string | null> {
    const dir = this.dir(key, version);
    return (await isDir(dir)) ? dir : null;
  }
}
