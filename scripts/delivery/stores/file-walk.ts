/**
 * Every file under a folder, sorted, with its path relative to the folder in URL form (`static/js/a.js`):
 * what a version's files are, wherever they are read — the content hash and the integrity list
 * (publish.ts), the embedded store's listing (local-files.ts) and the upload to S3 (s3-files.ts).
 */
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

export interface WalkedFile {
  /** the file's path on disk */
  full: string;
  /** relative to the folder walked, `/`-separated on every platform */
  rel: string;
}

async function walk(dir: string, out: string[]): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) await walk(full, out);
    else out.push(full);
  }
}

/** The files under `dir` (recursively), sorted by path: the same order on every machine. */
export async function filesUnder(dir: string): Promise<WalkedFile[]> {
  const out: string[] = [];
  await walk(dir, out);
  return out.sort().map((full) => ({ full, rel: relative(dir, full).split(sep).join('/') }));
}
