import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { DEFAULT_LANG, isLang, LANGS } from '@broker/shared/routes';
import type { ShellPages } from '../../shell/src/server/render-shell-page';
import { bootHead, readRegistry, type BootShell } from './boot-hints';
import { serverRender, warmServerPages, type ServerPage, type ServerRenderFailure } from './server-render';
import { SESSION_HIDDEN_STYLE, SUBMIT_GUARD_SCRIPT } from '../../shell/src/remotes/submit-guard';

/** The CSP source that allows the one inline script of a server-rendered page (shell-server.ts). */
export const SUBMIT_GUARD_CSP = `'sha256-${createHash('sha256').update(SUBMIT_GUARD_SCRIPT).digest('base64')}'`;

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** A path the SPA answers (no file extension in its last segment), or index.html itself. */
export function isPagePath(pathname: string): boolean {
  return pathname === '/index.html' || !/\/[^/]*\.\w+$/.test(pathname);
}

/** What the shell's build shares (its mf-manifest.json), read once per build (the file's mtime). */
let provides: { mtimeMs: number; names: Set<string> } | undefined;
async function shellProvides(shellDist: string): Promise<ReadonlySet<string>> {
  const file = join(shellDist, 'mf-manifest.json');
  try {
    const { mtimeMs } = await stat(file);
    if (provides?.mtimeMs !== mtimeMs) {
      const manifest = JSON.parse(await readFile(file, 'utf8')) as { shared?: Array<{ name: string }> };
      provides = { mtimeMs, names: new Set((manifest.shared ?? []).map((s) => s.name)) };
    }
    return provides.names;
  } catch {
    return new Set(); // no MF build (the bench's monolith): nothing is provided, nothing is preloaded
  }
}

/** The shell build's page chrome (dist/ssr/shell.json), re-read when the build changes (its mtime). */
let chrome: { mtimeMs: number; pages: ShellPages } | undefined;
async function shellPages(shellDist: string): Promise<ShellPages | null> {
  const file = join(shellDist, 'ssr/shell.json');
  try {
    const { mtimeMs } = await stat(file);
    if (chrome?.mtimeMs !== mtimeMs)
      chrome = { mtimeMs, pages: JSON.parse(await readFile(file, 'utf8')) as ShellPages };
    return chrome.pages;
  } catch {
    return null; // a build without it (the bench's monolith, an older shell): every page is client-rendered
  }
}

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

/**
 * index.html with the boot data and the route's preloads (boot-hints.ts) and, for a public page, the
 * page itself rendered (server-render.ts). Made per request (the registry may have changed since the
 * last page), so compressed per request: a few KB at a quick brotli level. The file is re-read each
 * time so a new shell build is picked up without a restart.
 */
export async function servePage(
  req: IncomingMessage,
  res: ServerResponse,
  shellDist: string,
  config: BootShell['config'] & { reporterUrl?: string },
  server: { origin: string; budgetMs?: number },
): Promise<void> {
  const url = new URL(req.url ?? '/', server.origin);
  const [template, info, provided, shell] = await Promise.all([
    readFile(join(shellDist, 'index.html'), 'utf8'),
    readFile(join(shellDist, 'build-info.json'), 'utf8').then(
      (t) => JSON.parse(t) as { contractMajor: number },
      () => ({ contractMajor: NaN }),
    ),
    shellProvides(shellDist),
    shellPages(shellDist),
  ]);
  const boot: BootShell = { config, contractMajor: info.contractMajor, provided };
  const registry = await readRegistry(boot);
  warmServerPages(registry, config.registryUrl, config.allowedRemoteOrigins);
  const rendered = await serverRender({
    pathname: url.pathname,
    search: url.search,
    registry,
    registryUrl: config.registryUrl,
    allowedRemoteOrigins: config.allowedRemoteOrigins,
    contractMajor: info.contractMajor,
    shellPages: shell,
    budgetMs: server.budgetMs,
  });
  if ('failure' in rendered) reportFailure(rendered.failure, url.href, config.reporterUrl);
  const page = 'page' in rendered ? rendered.page : null;
  const head = await bootHead(
    url.pathname,
    { ...boot, styles: Boolean(page) },
    { registry, boot: page ? { ssr: page.ssr } : {} },
  );
  let doc = pageHead(template, url, page, shell).replace('</head>', `${head}</head>`);
  if (page) {
    // the shell's styles come with its async chunks: as stylesheets, the server's HTML paints styled
    doc = doc
      .replace(/<link href="([^"]+\.css)" rel="preload" as="style">/g, '<link href="$1" rel="stylesheet">')
      .replace('<head>', `<head><script>${SUBMIT_GUARD_SCRIPT}</script><style>${SESSION_HIDDEN_STYLE}</style>`)
      .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
  }
  const html = Buffer.from(doc);
  const accept = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : '';
  const body =
    encoding === 'br'
      ? await br(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? await gz(html)
        : html;
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    'Content-Length': body.length,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
