/**
 * Fewer round trips before the first remote screen: the shell's server puts into index.html what the
 * shell would otherwise fetch one after the other — the runtime config and the registry (inline JSON
 * data, not script: the CSP is unchanged) — and `<link rel="preload">`s for the remote that owns the
 * requested route: its integrity list, manifest, entry and exposed module's files (with their sha384),
 * so the browser fetches them in parallel with the shell's own code. The client still verifies
 * everything (the preloads are hints); when the CDN cannot be read quickly, the page is served
 * without them and the shell fetches as before.
 */
import { createHash } from 'node:crypto';
import { ownerOfPath, resolveAreas } from '@broker/shared/routes';
import { loadableRegistry } from '../../../shell/src/remotes/loading/registry';
import { remoteToLoad } from '../../../shell/src/remotes/loading/area-page';
import { missingExports, type ShellProvides } from '../../../shell/src/remotes/loading/shell-provides';
import type { RegistryVersion } from '@broker/shared/contracts';
import { liveVersionOf, type ServerRegistry, type ServerRegistryVersion } from './live-version';

export type Registry = ServerRegistry;
interface Assets {
  js: { sync: string[] };
  css: { sync: string[] };
}
export interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ path: string; assets: Assets }>;
  shared?: Array<{ name: string; assets: Assets }>;
  /** expose → the shared modules its sync chunks consume (tooling/src/build/expose-shared.ts) */
  brokerExposeShared?: Record<string, string[]>;
}
interface IntegrityList {
  files: Record<string, string>;
}

/** How long a page waits for the CDN before it is served without hints. */
const CDN_WAIT_MS = 400;
/** Versioned files never change (served immutable): read once per server. */
const immutable = new Map<string, Promise<unknown>>();

async function getJson<T>(url: string, timeoutMs = CDN_WAIT_MS): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** Resolves with `p`, or rejects after `ms` (p goes on and fills the cache for the next page). */
function withDeadline<T>(p: Promise<T>, ms: number): Promise<T> {
  return Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('CDN slow')), ms).unref())]);
}

/**
 * A versioned text file (a remote's stylesheet to inline), read once per server, checked against its
 * sha384 from the version's integrity list when there is one; within the CDN wait.
 */
export function fetchImmutableText(url: string, integrity?: string): Promise<string> {
  let p = immutable.get(`text:${url}`) as Promise<string> | undefined;
  if (!p) {
    p = fetch(url, { signal: AbortSignal.timeout(10_000) }).then(async (res) => {
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      const bytes = Buffer.from(await res.arrayBuffer());
      if (integrity && `sha384-${createHash('sha384').update(bytes).digest('base64')}` !== integrity)
        throw new Error(`${url} does not match its integrity hash`);
      return bytes.toString('utf8');
    });
    p.catch(() => immutable.delete(`text:${url}`));
    immutable.set(`text:${url}`, p);
  }
  return withDeadline(p, CDN_WAIT_MS);
}

function getImmutable<T>(url: string): Promise<T> {
  let p = immutable.get(url);
  if (!p) {
    p = getJson<T>(url, 10_000);
    p.catch(() => immutable.delete(url)); // a failure is not remembered
    immutable.set(url, p);
  }
  return p as Promise<T>;
}

export const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON inside `<script type="application/json">`: nothing in it may close the element. */
export const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A file of the route's remote the page announces: fetched ahead (preload/prefetch) or a stylesheet. */
export interface Hint {
  rel: 'preload' | 'prefetch' | 'stylesheet';
  as?: 'fetch' | 'script' | 'style';
  href: string;
  integrity?: string;
}

/** The hint as a tag. */
export function hintTag({ rel, as, href, integrity }: Hint): string {
  return `<link rel="${rel}" href="${attr(href)}"${as ? ` as="${as}"` : ''} crossorigin="anonymous"${integrity ? ` integrity="${attr(integrity)}"` : ''}>`;
}

/**
 * What the page announces of the live version of the remote owning `pathname`: its integrity list,
 * manifest, entry and exposed module's files with their sha384 (none for shell routes; throws when the
 * CDN is slow). The shared modules' files are prefetched, not preloaded: they are loaded by the
 * remote's own chunk loader, and Chromium hands a failed `<link rel=preload>` to the first matching
 * script without asking the network again; MF then keeps that failed shared load for the page's life,
 * so a remote whose CDN was briefly unreachable could never load again
 * (e2e/delivery/cabinet-isolation.spec.ts). A prefetch only fills the HTTP cache (immutable files), so
 * the later script takes it from there or, after a failure, from the network.
 */
export async function remoteHints(pathname: string, registry: Registry, shell: BootShell): Promise<Hint[]> {
  // a spec route's owner, else the owner of the area (the registry's, over the built-in table) it falls in
  const areas = resolveAreas(
    Object.fromEntries(Object.entries(registry.remotes).map(([key, e]) => [key, e.area])),
  ).areas;
  // none for the shell's pages or a path no loadable version has (the browser shows the shell's
  // not-found page): nothing to announce
  const owner = remoteToLoad(ownerOfPath(pathname, areas), registry);
  if (!owner) return [];
  // a version the shell will refuse (another contract, a foreign origin) is not worth a byte
  const found = liveVersionOf(registry, owner, {
    registryUrl: shell.config.registryUrl,
    allowed: shell.config.allowedRemoteOrigins,
    contractMajor: shell.contractMajor,
  });
  if (!found.ok) return [];
  const { version: live, manifestUrl, folder } = found;
  const [manifest, list] = await withDeadline(
    Promise.all([
      getImmutable<Manifest>(manifestUrl.href),
      live.integrity
        ? getImmutable<IntegrityList>(`${folder}integrity.json`)
        : Promise.resolve<IntegrityList>({ files: {} }),
    ]),
    CDN_WAIT_MS,
  );
  const file = (f: string, rel: Hint['rel'], as?: Hint['as']): Hint => ({
    rel,
    ...(as ? { as } : {}),
    href: `${folder}${f}`,
    ...(list.files[f] ? { integrity: list.files[f] } : {}),
  });
  const hints: Hint[] = live.integrity ? [{ rel: 'preload', as: 'fetch', href: `${folder}integrity.json` }] : [];
  hints.push({ rel: 'preload', as: 'fetch', href: manifestUrl.href });
  hints.push(file(`${manifest.metaData.remoteEntry.path}${manifest.metaData.remoteEntry.name}`, 'preload', 'script'));
  const { css, js, shared } = exposeFiles(manifest, shell.provided);
  for (const f of css) hints.push(file(f, 'preload', 'style'));
  for (const f of js) hints.push(file(f, 'preload', 'script'));
  // a prefetch carries no integrity: the script that uses the file later checks it
  for (const f of shared) hints.push({ rel: 'prefetch', href: `${folder}${f}` });
  return hints;
}

/**
 * The files `./app` needs before it runs: its own sync chunks (preloaded), and the remote's copies of
 * the shared modules those chunks consume that the shell does not provide (`shared`: the MF runtime
 * asks for them only once the expose's chunks run, one more round trip). What the shell provides is
 * taken from the shell (its own build preloads it); a manifest without the table (an older build)
 * gets its own files only.
 */
export function exposeFiles(
  manifest: Manifest,
  shellProvides: ReadonlySet<string>,
): { css: string[]; js: string[]; shared: string[] } {
  const app = manifest.exposes.find((e) => e.path === './app');
  const css = app?.assets.css.sync ?? [];
  const js = app?.assets.js.sync ?? [];
  const shared = new Set<string>();
  for (const key of manifest.brokerExposeShared?.['./app'] ?? []) {
    if (shellProvides.has(key)) continue;
    const own = manifest.shared?.find((s) => s.name === key);
    for (const f of [...(own?.assets.css.sync ?? []), ...(own?.assets.js.sync ?? [])])
      if (!css.includes(f) && !js.includes(f)) shared.add(f);
  }
  return { css, js, shared: [...shared] };
}

/**
 * What goes before `</head>` for a page: the boot data (config + registry when readable) and the
 * preloads of the route's remote.
 */
export interface BootShell {
  config: { registryUrl: string; allowedRemoteOrigins: string[] };
  /** the contract major of the shell build being served (its build-info.json) */
  contractMajor: number;
  /** the shared modules the shell's build provides (its mf-manifest.json) */
  provided: ReadonlySet<string>;
  /** the exports the shell's build gives remotes (its contract.json); absent or null: unknown */
  exports?: ShellProvides | null;
}

/** The registry as the page's server sees it (quick: served without boot data when the CDN is slow). */
export async function readRegistry(shell: BootShell): Promise<Registry | undefined> {
  // a build without remotes (no contract: the bench's monolith) needs no registry
  if (!Number.isFinite(shell.contractMajor)) return undefined;
  try {
    return await getJson<Registry>(shell.config.registryUrl);
  } catch {
    return undefined; // CDN slow or down: the shell reads the registry itself and reports what fails
  }
}

/**
 * `extra.registry`: the registry already read for this page (readRegistry), else it is read here;
 * `extra.boot`: more boot values (the server-rendered page's `ssr`, server-render.ts);
 * `extra.onHintsFailed`: told when the preloads were left out because the CDN did not answer in time.
 */
export async function bootHead(
  pathname: string,
  shell: BootShell,
  extra: { registry?: Registry; boot?: object; onHintsFailed?: () => void } = {},
): Promise<string> {
  const registry = 'registry' in extra ? extra.registry : await readRegistry(shell);
  let hints: Hint[] = [];
  try {
    if (registry) hints = await remoteHints(pathname, registry, shell);
  } catch {
    // CDN slow or down: the shell fetches the remote's files itself
    extra.onHintsFailed?.();
  }
  return [bootData(shell, registry, extra.boot), ...hints.map((h) => hintTag(h))].join('');
}

/**
 * The boot data: config, the registry's loadable part — never the history (registry.ts, loadableRegistry).
 * A version's `needs` (the shared exports its code calls) is checked here against the very shell build this
 * page starts (its contract.json) and dropped when the shell has them all: the browser then has nothing to
 * check and never fetches the shell's contract before its first remote. A version needing a name this shell
 * lacks keeps its `needs`, so the loader skips it before fetching it (shell-provides.ts).
 */
export function bootData(
  shell: Pick<BootShell, 'config' | 'exports'>,
  registry: Registry | undefined,
  more?: object,
): string {
  const loadable = registry && checkedNeeds(loadableRegistry(registry), shell.exports ?? null);
  return `<script type="application/json" id="broker-boot">${inlineJson({ config: shell.config, registry: loadable, ...more })}</script>`;
}

function checkedNeeds(registry: Registry, exports: ShellProvides | null): Registry {
  if (!exports) return registry; // unknown shell: the browser reads its own contract and checks
  const remotes = Object.fromEntries(
    Object.entries(registry.remotes).map(([key, entry]) => {
      const history = entry.history.map((v: ServerRegistryVersion & Pick<RegistryVersion, 'needs'>) => {
        if (!v.needs || missingExports(v, exports).length) return v;
        const { needs: _checked, ...rest } = v;
        return rest;
      });
      return [key, { ...entry, history }];
    }),
  );
  return { ...registry, remotes };
}
