import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { registrySchema, type Registry } from '@broker/shared/contracts';

export function registryPath(cdnDir: string): string {
  return join(cdnDir, 'registry.json');
}

export async function readRegistry(cdnDir: string): Promise<Registry> {
  try {
    return registrySchema.parse(JSON.parse(await readFile(registryPath(cdnDir), 'utf8')));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { schema: 1, updatedAt: new Date(0).toISOString(), remotes: {} };
    throw err;
  }
}

/** Write a temp file and rename it over: a reader sees the old or the new registry, never half of one. */
async function writeRegistryAtomic(cdnDir: string, registry: Registry): Promise<void> {
  const tmp = join(cdnDir, `.registry.${process.pid}.${Date.now()}.tmp`);
  await writeFile(tmp, JSON.stringify(registrySchema.parse(registry), null, 2) + '\n');
  await rename(tmp, registryPath(cdnDir));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Read-modify-write under an exclusive lock file, so two deploys at once both land (the second waits).
 * A lock older than 30 s is a crashed deploy's and is taken over.
 */
export async function updateRegistry(cdnDir: string, change: (r: Registry) => Registry | Promise<Registry>): Promise<Registry> {
  await mkdir(cdnDir, { recursive: true });
  const lock = join(cdnDir, '.registry.lock');
  const started = Date.now();
  for (;;) {
    try {
      const handle = await open(lock, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      if (Date.now() - started > 30_000) await rm(lock, { force: true });
      await sleep(50);
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
