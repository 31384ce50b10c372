import { getInstance } from '@module-federation/enhanced/runtime';
import { deliveryState } from './delivery-state';
import { fetchAhead, matchesIntegrity, versionFolder } from './integrity';
import { loadIntegrity } from './integrity-list';
import { firstCandidate } from './remote-loader';
import { entryFile, exposeFiles, exposeLaterFiles, type PrefetchManifest } from './prefetch-plan';

/**
 * Moving between cabinet areas without a trip to the CDN (issue 29 item 7). While a cabinet page is
 * idle, the files the menu's other areas need are fetched: for each remote (likeliest first) the
 * version this visit would load — its integrity list (checked against the registry), its manifest
 * (checked against the list, kept in memory for the MF runtime's fetch: fetchAhead) and its entry —
 * then, as far as the byte budget allows, the exposed module's files in the same order (what it needs
 * to start, then the chunks its screens load as they render). Scripts and
 * styles are fetched with their sha384 from the list into the HTTP cache (immutable files), where the
 * MF runtime's `<script integrity>` finds them on the click; nothing runs before the visitor asks for
 * the area (no remote code executes, no visit is reported). A version the registry gives no integrity
 * hash for is left alone: the prefetch never fetches what the shell could not check.
 */

/** Bytes (decoded) fetched ahead per page at most: about 100 KB on the wire with brotli. */
export const PREFETCH_BUDGET_BYTES = 400 * 1024;

/** Files fetched (or under way) in this page visit: each once. */
const fetched = new Map<string, Promise<number>>();

/** A version's file into the HTTP cache, checked by the browser against its published hash; its size. */
function warm(url: string): Promise<number> {
  let p = fetched.get(url);
  if (!p) {
    const integrity = deliveryState.integrity.get(url);
    // no hash in the verified list: not fetched (the MF runtime plugin would refuse it as well)
    p = integrity
      ? fetch(url, { integrity, priority: 'low', credentials: 'same-origin' }).then(async (res) =>
          res.ok ? (await res.arrayBuffer()).byteLength : 0,
        )
      : Promise.resolve(0);
    p.catch(() => fetched.delete(url));
    fetched.set(url, p);
  }
  return p.catch(() => 0);
}

/** The shared modules someone on the page already provides (the shell's build, or a remote that loaded one). */
function providedNow(): (shareKey: string) => boolean {
  const mf = getInstance();
  const scope = mf?.shareScopeMap.default ?? {};
  return (key) =>
    Object.values(scope[key] ?? {}).some((s) => s.from === mf?.options.name || s.loaded === true || Boolean(s.lib));
}

interface Prepared {
  folder: string;
  manifest: PrefetchManifest;
}

/** Integrity list, manifest and entry of the version `key` would load; null when there is none to fetch. */
async function prepare(key: string): Promise<{ prepared: Prepared | null; bytes: number }> {
  const c = firstCandidate(key);
  if (!c?.version.integrity) return { prepared: null, bytes: 0 };
  const folder = versionFolder(c.url);
  const manifestBytes = fetchAhead(c.url, { priority: 'low' });
  await loadIntegrity(c);
  const body = await manifestBytes;
  const hash = deliveryState.integrity.get(c.url);
  if (!hash || !(await matchesIntegrity(body, hash))) return { prepared: null, bytes: 0 };
  const manifest = JSON.parse(new TextDecoder().decode(body)) as PrefetchManifest;
  const entry = await warm(`${folder}${entryFile(manifest)}`);
  return { prepared: { folder, manifest }, bytes: body.byteLength + entry };
}

/**
 * Fetches ahead for `keys` (likeliest first) within `budget` bytes. Resolves with the bytes fetched and
 * the remotes whose start files are all in the cache now (likeliest first: the caller may load them
 * ahead). A failure costs nothing but the prefetch: the click then loads as it would have without it.
 */
export async function prefetchRemotes(
  keys: readonly string[],
  budget = PREFETCH_BUDGET_BYTES,
): Promise<{ bytes: number; ready: string[] }> {
  const results = await Promise.all(
    keys.map((key) =>
      prepare(key).then(
        (r) => ({ key, ...r }),
        () => ({ key, prepared: null, bytes: 0 }),
      ),
    ),
  );
  let spent = results.reduce((n, r) => n + r.bytes, 0);
  const provided = providedNow();
  const ready = results.flatMap((r) => (r.prepared ? [{ key: r.key, ...r.prepared }] : []));
  // what each screen needs to start, likeliest area first; then the chunks its screens load as they render
  const starts = ready.map((p) => ({ key: p.key, urls: exposeFiles(p.manifest, provided).map((f) => p.folder + f) }));
  const later = ready.flatMap((p) => exposeLaterFiles(p.manifest, provided).map((f) => p.folder + f));
  const complete: string[] = [];
  for (const { key, urls } of starts) {
    for (const url of urls) {
      if (spent >= budget) return { bytes: spent, ready: complete };
      spent += await warm(url);
    }
    complete.push(key);
  }
  for (const url of later) {
    if (spent >= budget) break;
    spent += await warm(url);
  }
  return { bytes: spent, ready: complete };
}
