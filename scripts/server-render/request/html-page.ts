import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { SHELL_CONTRACT_FILE } from '@broker/shared/contracts';
import { DEFAULT_LANG, isLang, LANGS } from '@broker/shared/routes';
import type { ShellPages } from '../../../shell/src/server/render-shell-page';
import { providesOf, type ShellProvides } from '../../../shell/src/remotes/loading/shell-provides';
import { bootData, bootHead, hintTag, remoteHints, type BootShell, type Hint, type Registry } from './boot-hints';
import { AFTER_PAINT_LOADER, afterPaintTemplates, inlineStyles, takeOutShellAssets } from './after-paint';
import { pageStamp, pickEncoding, type PageCache } from './page-cache';
import { serverRender, warmServerPages, type ServerPage, type ServerRenderFailure } from './server-render';
import { SESSION_HIDDEN_STYLE, SUBMIT_GUARD_SCRIPT } from '../../../shell/src/hydration/submit-guard';
import { cabinetFrame, FRAME_HIDDEN_STYLE } from './cabinet-frame';
import { earlyGetsHtml, earlyGetUrls } from './early-gets';
import { SESSION_EARLY_GETS } from '../../../shell/src/session/early-gets';
import { byMtime } from './by-mtime';

/** The CSP source that allows the one inline script of a server-rendered page (shell-server.ts). */
export const SUBMIT_GUARD_CSP = `'sha256-${createHash('sha256').update(SUBMIT_GUARD_SCRIPT).digest('base64')}'`;

/** A path the SPA answers (no file extension in its last segment), or index.html itself. */
export function isPagePath(pathname: string): boolean {
  return pathname === '/index.html' || !/\/[^/]*\.\w+$/.test(pathname);
}

/** What the shell's build shares (its mf-manifest.json): none without an MF build (the bench's monolith). */
const sharedNames = (shellDist: string): Promise<ReadonlySet<string>> =>
  byMtime(
    join(shellDist, 'mf-manifest.json'),
    (text) => new Set(((JSON.parse(text) as { shared?: Array<{ name: string }> }).shared ?? []).map((s) => s.name)),
    new Set<string>(),
  );

/** What the shell build gives remotes (dist/contract.json); null: the browser checks for itself. */
const shellExports = (shellDist: string): Promise<ShellProvides | null> =>
  byMtime(join(shellDist, SHELL_CONTRACT_FILE), (text) => providesOf(JSON.parse(text)), null);

/** The shell build's page chrome (dist/ssr/shell.json); null: every page is client-rendered. */
const shellPages = (shellDist: string): Promise<ShellPages | null> =>
  byMtime(join(shellDist, 'ssr/shell.json'), (text) => JSON.parse(text) as ShellPages, null);

const text = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * SEO basics of every `/{lang}/…` page: `lang` on <html>, the page's translated title and description
 * (the server-rendered page's own, else the shell's), and the uk/en alternates of the same URL.
 */
export function pageHead(template: string, url: URL, page: ServerPage | null, shell: ShellPages | null): string {
  const lang = url.pathname.split('/')[1];
  if (!isLang(lang)) return template;
  const defaults = shell?.langs[lang];
  const title = page?.title ?? defaults?.appName;
  const description = page?.description ?? defaults?.description;
  const hrefIn = (l: string) => text(`${url.origin}/${l}${url.pathname.slice(lang.length + 1)}${url.search}`);
  // x-default: where a visitor whose language is neither goes, the default language (uk)
  const alternates = [
    ...LANGS.map((l) => `<link rel="alternate" hreflang="${l}" href="${hrefIn(l)}">`),
    `<link rel="alternate" hreflang="x-default" href="${hrefIn(DEFAULT_LANG)}">`,
  ];
  let html = template.replace(/<html[^>]*>/, `<html lang="${lang}">`);
  if (title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${text(title)}</title>`);
  const tags = [...(description ? [`<meta name="description" content="${text(description)}">`] : []), ...alternates];
  return html.replace('</head>', `${tags.join('')}</head>`);
}

/** Fire and forget: a server-side failure goes where the browser's reports go (the sandbox in dev and tests). */
function reportFailure(failure: ServerRenderFailure, url: string, reporterUrl: string | undefined): void {
  console.warn('[shell] server render fell back to the client:', failure.remote, failure.version, failure.message);
  if (!reporterUrl) return;
  void fetch(reporterUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...failure, at: new Date().toISOString(), url }),
    signal: AbortSignal.timeout(2000),
  }).catch(() => undefined);
}

/** What a page is made of besides the request: the shell's build, its settings and the registry in service. */
export interface PageSource {
  shellDist: string;
  config: BootShell['config'] & { reporterUrl?: string; apiBase?: string };
  origin: string;
  budgetMs?: number;
  /** the registry to serve and its ETag (scripts/servers/registry-feed.ts); undefined when none is readable */
  registry: () => Promise<{ registry: Registry; etag: string } | undefined>;
}

/** The page's HTML, and whether everything it needed answered (a page made around a failure is not kept). */
export interface StitchedPage {
  html: Buffer;
  complete: boolean;
}

/**
 * A page that paints from its HTML (a server-rendered public page, a cabinet page's frame): nothing but
 * its HTML before the first paint (after-paint.ts). In the head the inline guard, the style that goes
 * with its session mark, the CSS inline, the boot data and, last, react-dom's chunk's low-priority
 * preload; the page in `#root`; the scripts and the remote's files in a template the loader starts after
 * the first frame.
 */
async function serverRenderedDocument(
  template: string,
  url: URL,
  body: PageBody,
  shell: ShellPages | null,
  shellDist: string,
  boot: BootShell,
  registry: Registry | undefined,
  failed: () => void,
): Promise<string> {
  let hints: Hint[] = [];
  try {
    if (registry) hints = await remoteHints(url.pathname, registry, boot);
  } catch {
    // CDN slow or down: the shell fetches the remote's files itself
    failed();
  }
  const { doc, later, css, withHtml } = takeOutShellAssets(pageHead(template, url, body.page, shell));
  const styles = await inlineStyles(
    shellDist,
    css,
    hints.filter((h) => h.as === 'style'),
    failed,
  );
  // the remote's files after or with the shell's (after-paint.ts); its inlined stylesheets prefetched too: MF's
  // runtime asks for an expose's CSS once more when it loads the remote (it looks for <link>s, not <style>s)
  const afterShell = [
    ...hints.filter((h) => h.as !== 'style').map((h) => hintTag(h)),
    ...hints.filter((h) => h.as === 'style').map((h) => hintTag({ rel: 'prefetch', href: h.href })),
  ];
  // a cabinet page's first GETs start right after the guard, before anything else is parsed (early-gets.ts)
  const head = `<script>${SUBMIT_GUARD_SCRIPT}</script>${earlyGetsHtml(body.early ?? [])}<style>${body.hidden}</style>${styles}`;
  // after the template's <meta charset> (it must be in the first 1024 bytes), still before the body
  return doc
    .replace('</head>', `${head}${bootData(boot, registry, body.boot)}${withHtml.join('')}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${body.html}</div>${afterPaintTemplates(later, afterShell)}<script>${AFTER_PAINT_LOADER}</script>`,
    );
}

/**
 * What goes into `#root` of a page that paints from its HTML: a public page the server rendered (hidden
 * for a visit with a session, which the browser renders from scratch), or a cabinet page's frame (shown
 * only for a visit with a session: cabinet-frame.ts).
 */
interface PageBody {
  html: string;
  /** the style that goes with the inline guard's `data-session` mark */
  hidden: string;
  /** the page's title and description (a server-rendered page's own), else the shell's */
  page: ServerPage | null;
  boot?: object;
  /** a cabinet page's GETs its screen makes first, started by the HTML (early-gets.ts) */
  early?: string[];
}

/**
 * index.html with the boot data and the route's preloads (boot-hints.ts) and, for a public page, the
 * page itself rendered (server-render.ts). The same for every visitor of one registry state and one
 * shell build: page-cache.ts keeps it (servePage). The build's files are re-read on every stitch so a
 * new shell build is picked up without a restart.
 */
export async function stitchPage(
  url: URL,
  source: PageSource,
  registry: Registry | undefined,
  info: { contractMajor: number },
): Promise<StitchedPage> {
  const { shellDist, config } = source;
  const [template, provided, shell, exports] = await Promise.all([
    readFile(join(shellDist, 'index.html'), 'utf8'),
    sharedNames(shellDist),
    shellPages(shellDist),
    shellExports(shellDist),
  ]);
  const boot: BootShell = { config, contractMajor: info.contractMajor, provided, exports };
  // a build without remotes (no contract: the bench's monolith) needs no registry
  const reg = Number.isFinite(info.contractMajor) ? registry : undefined;
  let complete = !Number.isFinite(info.contractMajor) || Boolean(reg);
  warmServerPages(reg, config.registryUrl, config.allowedRemoteOrigins);
  const rendered = await serverRender({
    pathname: url.pathname,
    search: url.search,
    registry: reg,
    registryUrl: config.registryUrl,
    allowedRemoteOrigins: config.allowedRemoteOrigins,
    contractMajor: info.contractMajor,
    shellPages: shell,
    budgetMs: source.budgetMs,
  });
  if ('failure' in rendered) {
    complete = false;
    reportFailure(rendered.failure, url.href, config.reporterUrl);
  }
  const page = 'page' in rendered ? rendered.page : null;
  // a page made around a failure (the CDN slow for its hints or styles) is served, not kept
  const failed = () => (complete = false);
  const frame = page ? null : cabinetFrame(url, reg, shell);
  const body: PageBody | null = page
    ? { html: page.html, hidden: SESSION_HIDDEN_STYLE, page, boot: { ssr: page.ssr } }
    : frame
      ? {
          html: frame,
          hidden: FRAME_HIDDEN_STYLE,
          page: null,
          early: earlyGetUrls(
            url.pathname,
            reg,
            {
              registryUrl: config.registryUrl,
              allowed: config.allowedRemoteOrigins,
              contractMajor: info.contractMajor,
              apiBase: config.apiBase,
            },
            SESSION_EARLY_GETS,
          ),
        }
      : null;
  const doc = body
    ? await serverRenderedDocument(template, url, body, shell, shellDist, boot, reg, failed)
    : pageHead(template, url, null, shell).replace(
        '</head>',
        `${await bootHead(url.pathname, boot, { registry: reg, onHintsFailed: failed })}</head>`,
      );
  return { html: Buffer.from(doc), complete };
}

/** A stamp that changes with every shell build (index.html's and build-info.json's mtimes). */
export function shellBuildStamp(shellDist: string): string {
  // synchronous: a local stat takes microseconds, less than a trip through the thread pool on every page
  const index = statSync(join(shellDist, 'index.html'));
  const info = statSync(join(shellDist, 'build-info.json'), { throwIfNoEntry: false });
  return `${index.mtimeMs}:${index.size}:${info?.mtimeMs ?? 0}`;
}

/** The shell build being served: its contract and its stamp. */
async function shellBuild(shellDist: string): Promise<{ contractMajor: number; stamp: string }> {
  const stamp = shellBuildStamp(shellDist);
  let known = builds.get(shellDist);
  if (known?.stamp !== stamp) {
    const contractMajor = await readFile(join(shellDist, 'build-info.json'), 'utf8').then(
      (t) => (JSON.parse(t) as { contractMajor: number }).contractMajor,
      () => NaN,
    );
    known = { stamp, contractMajor };
    builds.set(shellDist, known);
  }
  return known;
}
/** per build folder: one process may serve two builds (the bench's federated shell and its monolith) */
const builds = new Map<string, { stamp: string; contractMajor: number }>();

/**
 * A page from the cache when this registry state and build made it already; else stitched, and kept
 * when complete. A URL with a query string is made per request and never kept: its query (a one-time
 * password-change token) is in the page's alternates, and query strings are endless.
 */
export async function servePage(
  req: IncomingMessage,
  res: ServerResponse,
  source: PageSource,
  cache: PageCache,
): Promise<void> {
  const url = new URL(req.url ?? '/', source.origin);
  const [snapshot, build] = await Promise.all([source.registry(), shellBuild(source.shellDist)]);
  cache.at(pageStamp(snapshot?.etag, build.stamp));
  const key = url.pathname;
  let page = url.search ? undefined : cache.get(key);
  if (!page) {
    const stitched = await stitchPage(url, source, snapshot?.registry, build);
    page = cache.add(key, stitched.html, stitched.complete && !url.search);
  }
  const headers = { 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding', ETag: page.etag };
  if (req.headers['if-none-match'] === page.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const body = await page.body(encoding);
  res.writeHead(200, {
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
