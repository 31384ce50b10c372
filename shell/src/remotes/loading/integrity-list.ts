import { z } from 'zod';
import { deliveryState } from './delivery-state';
import { fetchVerifiedJson, versionFolder } from './integrity';
import type { Candidate } from './registry';

/** `<version>/integrity.json`, written by `pnpm remote deploy` (scripts/remote/publish.ts); built on first use (runtime-config.ts: why). */
const buildSchema = () =>
  z.object({
    algorithm: z.literal('sha384'),
    files: z.record(z.string(), z.string().startsWith('sha384-')),
  });
let schema: ReturnType<typeof buildSchema> | null = null;

/**
 * Loads a version's list of sha384 hashes before any of its code is fetched. The list must match the
 * hash the registry recorded at publish time; the runtime plugin then checks the manifest against it
 * and puts each file's hash on the entry script and preloaded assets (browser SRI). A registry entry
 * without a hash (written before integrity existed) loads without the check.
 */
export async function loadIntegrity(c: Candidate): Promise<void> {
  const folder = versionFolder(c.url);
  if (!c.version.integrity || deliveryState.integrityRequired.has(folder)) return;
  const list = (schema ??= buildSchema()).parse(
    JSON.parse(await fetchVerifiedJson(`${folder}integrity.json`, c.version.integrity)),
  );
  for (const [path, hash] of Object.entries(list.files)) deliveryState.integrity.set(new URL(path, folder).href, hash);
  deliveryState.integrityRequired.add(folder);
}
