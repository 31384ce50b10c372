/**
 * What to fetch ahead of a click on the cabinet's menu, decided without I/O (prefetch-areas.ts does it):
 * whether this connection allows it, which areas first, and which files of a version its screen needs.
 */

/** The Network Information API, where the browser has it (Chromium); absent elsewhere: no limit known. */
interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Never on a visitor's "save data" setting or on a 2G connection: there the bytes cost more than the wait. */
export function mayPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  return connection.saveData !== true && connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

export interface MenuEntry {
  /** the remote that owns the entry's page ('shell' or null: nothing to fetch) */
  owner: string | null;
  /** the signed-in user has something unread there (the menu's marker) */
  unread: boolean;
}

/**
 * The menu's remotes, likeliest next first, each with the entry that put it there: those with an unread
 * marker (the client was told something waits there), then the entries below the current page in menu
 * order, then those above it; the current page's remote and shell pages left out, each remote once.
 */
export function rankMenuEntries<E extends MenuEntry>(
  menu: readonly E[],
  currentIndex: number,
  currentOwner: string | null,
): Array<E & { owner: string }> {
  const at = currentIndex < 0 ? 0 : currentIndex + 1;
  const rotated = [...menu.slice(at), ...menu.slice(0, at)];
  const order = [...rotated.filter((e) => e.unread), ...rotated.filter((e) => !e.unread)];
  const out: Array<E & { owner: string }> = [];
  for (const e of order) {
    const { owner } = e;
    if (owner && owner !== 'shell' && owner !== currentOwner && !out.some((o) => o.owner === owner))
      out.push({ ...e, owner });
  }
  return out;
}

interface Assets {
  js: { sync: string[]; async?: string[] };
  css: { sync: string[]; async?: string[] };
}
/** The parts of a version's `mf-manifest.json` the prefetch reads. */
export interface PrefetchManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ path: string; assets: Assets }>;
  shared?: Array<{ name: string; assets: Assets }>;
  /** expose → the shared modules its sync chunks consume (written into the manifest by the build tooling, @broker/tooling) */
  brokerExposeShared?: Record<string, string[]>;
}

export function entryFile(m: PrefetchManifest): string {
  return `${m.metaData.remoteEntry.path}${m.metaData.remoteEntry.name}`;
}

/**
 * The files `./app` needs before it runs, relative to the version folder: its own sync chunks (CSS
 * first: it blocks nothing but is small) and the remote's copies of the shared modules those chunks
 * consume that no one on the page provides yet (`provided`) — the same list the shell's server
 * announces for the page's own remote (scripts/server-render/request/boot-hints.ts).
 */
export function exposeFiles(m: PrefetchManifest, provided: (shareKey: string) => boolean): string[] {
  const app = m.exposes.find((e) => e.path === './app');
  const files = [...(app?.assets.css.sync ?? []), ...(app?.assets.js.sync ?? [])];
  for (const key of m.brokerExposeShared?.['./app'] ?? []) {
    if (provided(key)) continue;
    const own = m.shared?.find((s) => s.name === key);
    for (const f of [...(own?.assets.css.sync ?? []), ...(own?.assets.js.sync ?? [])])
      if (!files.includes(f)) files.push(f);
  }
  return files;
}

/**
 * What `./app` loads once it renders: its screens' lazy chunks, then the remote's copies of the other
 * shared modules it has that no one provides yet (a list's sentinel consumes react-intersection-observer
 * only when it renders) — fetched after every area's start files.
 */
export function exposeLaterFiles(m: PrefetchManifest, provided: (shareKey: string) => boolean): string[] {
  const app = m.exposes.find((e) => e.path === './app');
  const first = new Set(exposeFiles(m, provided));
  const files = [...(app?.assets.css.async ?? []), ...(app?.assets.js.async ?? [])];
  for (const s of m.shared ?? []) if (!provided(s.name)) files.push(...s.assets.css.sync, ...s.assets.js.sync);
  return [...new Set(files)].filter((f) => !first.has(f));
}
