import { z } from 'zod';
import { deliveryState } from './delivery-state';
import type { Candidate } from './registry';

/** `<version>/integrity.json`, written by `pnpm remote deploy` (scripts/remote/publish.ts). */
const integrityListSchema = z.object({
  algorithm: z.literal('sha384'),
  files: z.record(z.string(), z.string().startsWith('sha384-')),
});

export function versionFolder(manifestUrl: string): string {
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

/**
 * Loads a version's list of sha384 hashes before any of its code is fetched. The list itself is
 * fetched with the hash the registry recorded at publish time, so the browser refuses a tampered
 * list, and the runtime plugin then puts each file's hash on its fetch, script or link. A registry
 * entry without a hash (written before integrity existed) loads without the check.
 */
export async function loadIntegrity(c: Candidate): Promise<void> {
  const folder = versionFolder(c.url);
  if (!c.version.integrity || deliveryState.integrityRequired.has(folder)) return;
  let res: Response;
  try {
    res = await fetch(`${folder}integrity.json`, { integrity: c.version.integrity, mode: 'cors' });
  } catch (err) {
    throw new Error(`integrity list of ${c.version.version} could not be loaded or does not match the registry (${String(err)})`);
  }
  if (!res.ok) throw new Error(`integrity list of ${c.version.version}: HTTP ${res.status}`);
  const list = integrityListSchema.parse(await res.json());
  for (const [path, hash] of Object.entries(list.files)) deliveryState.integrity.set(new URL(path, folder).href, hash);
  deliveryState.integrityRequired.add(folder);
}
