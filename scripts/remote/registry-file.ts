import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { registrySchema, type Registry } from '@broker/shared/contracts';

export function registryPath(cdnDir: string): string {
  return join(cdnDir, 'registry.json');
}

export async function readRegistry(cdnDir: string): Promise<Registry> {
  let text: string;
  try {
    text = await readFile(registryPath(cdnDir), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT')
      return { schema: 1, updatedAt: new Date(0).toISOString(), remotes: {} };
    throw err;
  }
  return registrySchema.parse(JSON.parse(text));
}

/**
 * Write a temp file in the same folder, flush it, and rename it over the registry: rename is atomic on
 * one file system, so a reader (the CDN serving the shell) sees the old or the new registry, never half.
 */
export async function writeRegistryAtomic(cdnDir: string, registry: Registry): Promise<void> {
  const checked = registrySchema.parse(registry);
  const tmp = join(cdnDir, `.registry.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  const handle = await open(tmp, 'w');
  try {
    await handle.writeFile(JSON.stringify(checked, null, 2) + '\n');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, registryPath(cdnDir));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A lock whose holder is gone (crashed deploy) or that is older than `staleMs` may be taken over. */
async function isStale(lock: string, staleMs: number): Promise<boolean> {
  try {
    const [info, pid] = await Promise.all([stat(lock), readFile(lock, 'utf8')]);
    if (Date.now() - info.mtimeMs > staleMs) return true;
    const holder = Number(pid);
    if (!holder) return false; // being written right now
    try {
      process.kill(holder, 0);
      return false;
    } catch (err) {
      return (err as NodeJS.ErrnoException).code === 'ESRCH';
    }
  } catch {
    return false; // vanished meanwhile: the next open() decides
  }
}

export interface LockOptions {
  staleMs?: number;
  pollMs?: number;
}

/**
 * Read-modify-write under an exclusive lock file (`open(…, 'wx')` fails if it exists), so two deploys
 * at once both land: the second waits, then reads the registry the first one wrote.
 */
export async function updateRegistry(
  cdnDir: string,
  change: (r: Registry) => Registry | Promise<Registry>,
  { staleMs = 30_000, pollMs = 25 }: LockOptions = {},
): Promise<Registry> {
  await mkdir(cdnDir, { recursive: true });
  const lock = join(cdnDir, '.registry.lock');
  for (;;) {
    try {
      const handle = await open(lock, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      if (await isStale(lock, staleMs)) await rm(lock, { force: true });
      else await sleep(pollMs);
    }
  }
  try {
    const next = await change(await readRegistry(cdnDir));
    next.updatedAt = new Date().toISOString();
    await writeRegistryAtomic(cdnDir, next);
    return next;
  } finally {
    await rm(lock, { force: true });
  }
}
