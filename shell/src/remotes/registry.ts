import { registrySchema, type Registry, type RegistryVersion } from '@broker/shared/contracts';
import { report } from './reporter';

/** Read no-store: a new live version is picked up on the next full page load. */
export async function fetchRegistry(url: string): Promise<Registry> {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`registry: HTTP ${res.status}`);
  return registrySchema.parse(await res.json());
}

export interface Candidate {
  version: RegistryVersion;
  source: 'live' | 'last-known-good';
  url: string;
}

/**
 * The live version first, then the one published before it (last-known-good). Entries whose manifest
 * is not on the allow-list of origins are refused and reported, never fetched.
 */
export function candidatesFor(registry: Registry, key: string, registryUrl: string, allowedOrigins: readonly string[]): Candidate[] {
  const entry = registry.remotes[key];
  if (!entry) return [];
  const liveIndex = entry.history.findIndex((v) => v.version === entry.live);
  const picks: Array<[RegistryVersion | undefined, Candidate['source']]> = [
    [entry.history[liveIndex], 'live'],
    [liveIndex >= 0 ? entry.history[liveIndex + 1] : entry.history[0], 'last-known-good'],
  ];
  const out: Candidate[] = [];
  for (const [version, source] of picks) {
    if (!version) continue;
    const url = new URL(version.manifest, registryUrl);
    if (!allowedOrigins.includes(url.origin)) {
      report({ kind: 'foreign-origin', remote: key, version: version.version, message: `refused ${url.origin}` });
      continue;
    }
    out.push({ version, source, url: url.href });
  }
  return out;
}
