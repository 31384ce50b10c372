/**
 * The first HTML of a public page carries the page (docs/server-render.md). The live version of the
 * route's remote publishes its public pages as HTML files (scripts/server-render/build/prerender-remote.tsx), listed
 * in its integrity list; the shell's build publishes its chrome (dist/ssr/shell.json). Per request this
 * module takes the registry the page is served with, fetches the live version's page file (each version
 * once: they are immutable), checks its sha384 against the version's integrity list as the browser
 * checks scripts, and puts it into the chrome's remote slot. It executes nothing it fetched.
 *
 * Missing, unreadable, tampered or slower than the budget → no server HTML: the page is served empty,
 * rendered by the browser exactly as before, and the failure is reported naming remote and version.
 */
import { createHash } from 'node:crypto';
import { isLang, matchRoute, ROUTE_OWNER, type Lang } from '@broker/shared/routes';
import type { ShellPages } from '../../../shell/src/server/render-shell-page';
import { liveVersionOf, type ServerRegistry } from './live-version';
import { pageFile, pickPage, PAGES_INDEX, PUBLIC_PAGES, type PagesIndex } from '../public-pages';

/** How long a page waits for the remote's server part before it is served client-rendered. */
export const SERVER_RENDER_BUDGET_MS = 150;

export type RegistryLike = ServerRegistry;

export interface ServerRenderInput {
  pathname: string;
  search: string;
  registry: RegistryLike | undefined;
  registryUrl: string;
  allowedRemoteOrigins: readonly string[];
  contractMajor: number;
  shellPages: ShellPages | null;
  budgetMs?: number;
}

export interface ServerPage {
  /** what goes inside `<div id="root">` */
  html: string;
  lang: Lang;
  title: string;
  description: string;
  /** for the browser (boot data): whose HTML it hydrates */
  ssr: { remote: string; version: string; route: string };
}

export interface ServerRenderFailure {
  kind: 'server-render';
  remote: string;
  version: string;
  message: string;
}

export type ServerRenderResult = { page: ServerPage } | { failure: ServerRenderFailure } | { skipped: string };

const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Files of immutable versions: fetched once per server (a failed fetch is not kept). */
const fetched = new Map<string, Promise<Buffer>>();

function fetchOnce(url: string): Promise<Buffer> {
  let p = fetched.get(url);
  if (!p) {
    p = fetch(url, { signal: AbortSignal.timeout(10_000) }).then(async (res) => {
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    });
    p.catch(() => fetched.delete(url));
    fetched.set(url, p);
  }
  return p;
}

/** The integrity list of a version, checked against the registry's hash of it when the registry has one. */
async function integrityList(folder: string, expected: string | undefined): Promise<Record<string, string>> {
  const bytes = await fetchOnce(`${folder}integrity.json`);
  if (expected && sri(bytes) !== expected) throw new Error('integrity.json does not match the registry');
  return (JSON.parse(bytes.toString('utf8')) as { files: Record<string, string> }).files;
}

/** A file of the version whose sha384 matches the version's integrity list (fetched meanwhile). */
async function verifiedFile(folder: string, file: string, list: Promise<Record<string, string>>): Promise<string> {
  const [files, bytes] = await Promise.all([list, fetchOnce(`${folder}${file}`)]);
  const hash = files[file];
  if (!hash) throw new Error(`${file} is not in the version's integrity list`);
  if (sri(bytes) !== hash) throw new Error(`${file} does not match its integrity hash`);
  return bytes.toString('utf8');
}

function deadline<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`server part slower than ${ms} ms`)), ms);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/**
 * Every page request: the live versions' server files are fetched in the background if this server has
 * not got them yet, so a deploy's first visitors rarely wait for the CDN. Errors are left to the render.
 */
export function warmServerPages(
  registry: RegistryLike | undefined,
  registryUrl: string,
  allowed: readonly string[],
): void {
  for (const remote of new Set(PUBLIC_PAGES.map((p) => ROUTE_OWNER[p.route]))) {
    const found = liveVersionOf(registry, remote, { registryUrl, allowed });
    if (!found.ok) continue;
    const { folder } = found;
    if (fetched.has(`${folder}${PAGES_INDEX}`)) continue;
    void fetchOnce(`${folder}integrity.json`).catch(() => undefined);
    void fetchOnce(`${folder}${PAGES_INDEX}`)
      .then((bytes) => {
        const index = JSON.parse(bytes.toString('utf8')) as PagesIndex;
        for (const langs of Object.values(index.pages))
          for (const meta of Object.values(langs))
            if (meta) void fetchOnce(`${folder}${meta.file}`).catch(() => undefined);
      })
      .catch(() => undefined);
  }
}

export async function serverRender(input: ServerRenderInput): Promise<ServerRenderResult> {
  const { lang, name: route } = matchRoute(input.pathname);
  const page = isLang(lang) ? pickPage(route, input.search) : null;
  if (!page || !isLang(lang)) return { skipped: 'not a server-rendered page' };
  if (!input.shellPages) return { skipped: 'the shell build has no chrome (dist/ssr/shell.json)' };
  const owner = ROUTE_OWNER[page.route];
  // what the browser would refuse, the server does not render (another contract, a foreign origin)
  const found = liveVersionOf(input.registry, owner, {
    registryUrl: input.registryUrl,
    allowed: input.allowedRemoteOrigins,
    contractMajor: input.contractMajor,
  });
  if (!found.ok && !found.version) return { skipped: found.why }; // nothing live: nothing to report
  const live = found.version!;
  const fail = (message: string): ServerRenderResult => ({
    failure: { kind: 'server-render', remote: owner, version: live.version, message },
  });
  if (!found.ok) return fail(found.why);
  const { folder } = found;
  try {
    const fragment = await deadline(
      (async () => {
        // one round trip: the list, the index and the page (its conventional name) are fetched together
        const list = integrityList(folder, live.integrity);
        const conventional = pageFile(page.key, lang);
        const early = verifiedFile(folder, conventional, list);
        early.catch(() => undefined); // the index decides which file is the page
        const index = JSON.parse(await verifiedFile(folder, PAGES_INDEX, list)) as PagesIndex;
        const meta = index.pages[page.key]?.[lang];
        if (!meta) throw new Error(`no server HTML for ${page.key} (${lang})`);
        return { meta, html: await (meta.file === conventional ? early : verifiedFile(folder, meta.file, list)) };
      })(),
      input.budgetMs ?? SERVER_RENDER_BUDGET_MS,
    );
    const chrome = input.shellPages.langs[lang];
    const [before, after, ...more] = chrome.chrome.split(input.shellPages.marker);
    if (after === undefined || more.length) return { skipped: 'the shell chrome has no single remote slot' };
    return {
      page: {
        html: `${before}${fragment.html}${after}`,
        lang,
        title: `${fragment.meta.title} — ${chrome.appName}`,
        description: fragment.meta.description || chrome.description,
        ssr: { remote: owner, version: live.version, route: page.route },
      },
    };
  } catch (err) {
    return fail(err instanceof Error ? err.message : String(err));
  }
}
