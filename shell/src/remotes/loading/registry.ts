import { registrySchema, type Registry, type RegistryVersion } from '@broker/shared/contracts';

/** A registry handed over inline (boot data), or null when absent or not a valid registry. */
export function parseRegistry(value: unknown): Registry | null {
  const parsed = registrySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Read no-store: a new live version is picked up on the next full page load (or the next retry). */
export async function fetchRegistry(url: string): Promise<Registry> {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`registry: HTTP ${res.status}`);
  return registrySchema.parse(await res.json());
}

export interface Candidate {
  version: RegistryVersion;
  /** override: this browser's QA choice; canary: this browser is in the canary's share */
  source: 'override' | 'canary' | 'live' | 'last-known-good';
  /** absolute manifest URL */
  url: string;
}

export interface Refusal {
  version: string;
  reason: string;
}

/** What this browser asks for beyond the live version: its override, and whether it is in a canary's share. */
export interface Choice {
  override?: string;
  inCanary?: (percent: number) => boolean;
}

/**
 * This browser's override (a registry version, not withdrawn) or, in the canary's share, the canary;
 * then the live version, then last-known-good: the newest version published before the live one that
 * was not withdrawn by a rollback (history is newest first). Entries whose manifest is not on the allow-list of origins are refused (never
 * fetched): `refused` lists them for the caller to report and show in the diagnostics view.
 */
export function candidatesFor(
  registry: Registry,
  key: string,
  registryUrl: string,
  allowedOrigins: readonly string[],
  choice: Choice = {},
): { candidates: Candidate[]; refused: Refusal[] } {
  const entry = registry.remotes[key];
  if (!entry) return { candidates: [], refused: [] };
  const overridden = usableOther(entry, choice.override);
  const { live, canary, lastKnownGood } = loadableVersions(entry);
  const picks: Array<[RegistryVersion | undefined, Candidate['source']]> = [
    [overridden, 'override'],
    [canary && entry.canary && !overridden && choice.inCanary?.(entry.canary.percent) ? canary : undefined, 'canary'],
    [live, 'live'],
    [lastKnownGood, 'last-known-good'],
  ];
  const candidates: Candidate[] = [];
  const refused: Refusal[] = [];
  for (const [version, source] of picks) {
    if (!version) continue;
    let url: URL;
    try {
      url = new URL(version.manifest, registryUrl);
    } catch {
      refused.push({ version: version.version, reason: 'bad manifest URL' });
      continue;
    }
    if (!allowedOrigins.includes(url.origin)) {
      refused.push({ version: version.version, reason: `refused ${url.origin}: not an allowed remote origin` });
      continue;
    }
    candidates.push({ version, source, url: url.href });
  }
  return { candidates, refused };
}

/** The shape of a registry entry these rules read (the server passes its JSON as read, unparsed). */
export interface EntryLike<V extends VersionLike> {
  live: string;
  canary?: { version: string };
  history: V[];
}
export interface VersionLike {
  version: string;
  withdrawnAt?: string;
  staged?: boolean;
}

/** A version of the history other than the live one that a rollback did not withdraw (override, canary). */
function usableOther<V extends VersionLike>(entry: EntryLike<V>, version: string | undefined): V | undefined {
  return entry.history.find((v) => v.version === version && v.version !== entry.live && !v.withdrawnAt);
}

/**
 * The versions a browser without an override may load: live, the canary (for the browsers in its
 * share), last-known-good — the newest version published before the live one that a rollback did not
 * withdraw and that was live once (a staged version is not known to be good).
 */
export function loadableVersions<V extends VersionLike>(
  entry: EntryLike<V>,
): { live?: V; canary?: V; lastKnownGood?: V } {
  const liveIndex = entry.history.findIndex((v) => v.version === entry.live);
  return {
    live: entry.history[liveIndex],
    canary: entry.canary ? usableOther(entry, entry.canary.version) : undefined,
    // a live pointer missing from the history is a broken registry: the newest entry is the best guess
    lastKnownGood: entry.history.slice(liveIndex + 1).find((v) => !v.withdrawnAt && !v.staged),
  };
}

/**
 * What the page's boot data carries of the registry (scripts/server-render/request/boot-hints.ts): per remote only
 * the versions `candidatesFor` can pick without an override, in the history's order — never the
 * history, which grows with every deploy. Everything else of an entry (area, canary, last decision)
 * is kept. An override may name any version: the shell then reads the whole registry
 * (remote-loader.ts), as it does for the `__status` page.
 */
export function loadableRegistry<R extends { remotes: Record<string, EntryLike<VersionLike>> }>(registry: R): R {
  const remotes = Object.fromEntries(
    Object.entries(registry.remotes).map(([key, entry]) => {
      const keep = new Set(Object.values(loadableVersions(entry)));
      return [key, { ...entry, history: entry.history.filter((v) => keep.has(v)) }];
    }),
  );
  return { ...registry, remotes };
}
