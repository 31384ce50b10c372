import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import sirv from 'sirv';
import type { Settings } from '../lib/env';
import { listen } from './listen';
import {
  AFTER_PAINT_CSP,
  EARLY_GETS_CSP,
  isPagePath,
  PageCache,
  pageStamp,
  pickEncoding,
  servePage,
  shellBuildStamp,
  SUBMIT_GUARD_CSP,
} from '../server-render';
import { FileRegistryFeed, type RegistryFeed } from './registry-feed';
import { join } from 'node:path';

/** The runtime settings the shell reads at start-up (shell/src/config/runtime-config.ts). */
export function runtimeConfig(s: Settings) {
  return {
    env: process.env.APP_ENV ?? 'local',
    registryUrl: `${s.cdnOrigin}/registry.json`,
    authBase: `${s.apiOrigin}/sso/`,
    apiBase: `${s.apiOrigin}/api/`,
    wsUrl: `ws://127.0.0.1:${s.apiPort}/api/ws/messages/`,
    allowedRemoteOrigins: [s.cdnOrigin, ...s.extraRemoteOrigins],
    reporterUrl: `${s.apiOrigin}/__sandbox/reports`,
    // the delivery controller: in the CDN's process (npm start), or its own processes behind the edge on the same origin (docs/production.md)
    deliveryUrl: `${s.cdnOrigin}/__delivery`,
    remoteTimeoutMs: s.remoteTimeoutMs,
    supportEmail: s.supportEmail,
    accountsStep: s.accountsStep,
  };
}

/**
 * CSP: scripts only from the shell and the CDN, connections only to the shell, CDN and API origins,
 * no eval. style-src allows inline styles because sonner and React style attributes need them.
 */
export function securityHeaders(s: Settings): Record<string, string> {
  const wsOrigin = `ws://127.0.0.1:${s.apiPort}`;
  const remotes = [s.cdnOrigin, ...s.extraRemoteOrigins].join(' ');
  const csp = [
    "default-src 'self'",
    // the hashes: the submit guard, the after-paint loader and a cabinet page's early GETs (html-page.ts), the only inline scripts
    `script-src 'self' ${SUBMIT_GUARD_CSP} ${AFTER_PAINT_CSP} ${EARLY_GETS_CSP} ${remotes}`,
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `connect-src 'self' ${remotes} ${s.apiOrigin} ${wsOrigin}`,
    `img-src 'self' data: blob: ${s.apiOrigin} ${remotes}`,
    `font-src 'self' ${remotes}`,
    `frame-src 'self' blob: ${s.apiOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}

const notFound = (res: ServerResponse) => {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('not found');
};

/** A document request of the browser (address bar, link, reload), not a script, style or fetch. */
function isNavigation(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const mode = req.headers['sec-fetch-mode'];
  return mode ? mode === 'navigate' : /text\/html/.test(req.headers.accept ?? '');
}

/**
 * `/registry.json` from the registry in service (for browsers that read it from the shell's origin, the
 * topology behind one edge): no-cache with a strong ETag, 304 when the browser has it already.
 */
async function serveRegistry(req: IncomingMessage, res: ServerResponse, feed: RegistryFeed): Promise<void> {
  const snapshot = await feed.current();
  if (!snapshot) return notFound(res);
  const headers = { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache', ETag: snapshot.etag };
  if (req.headers['if-none-match'] === snapshot.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': Buffer.byteLength(snapshot.text) });
  res.end(req.method === 'HEAD' ? undefined : snapshot.text);
}

/**
 * `/healthz`: 200 while the server can serve pages — also when the registry's source is unreachable
 * (it serves the last registry it read: taking it out of the balancer would serve nothing instead);
 * `status: "degraded"` and the reason then say so. 503 only before any registry was read at all.
 */
async function serveHealth(res: ServerResponse, feed: RegistryFeed, cache: PageCache): Promise<void> {
  await feed.current(); // the file source is read on demand: health tells about now
  const registry = feed.health();
  const status = registry.etag === null ? 'starting' : registry.ok ? 'ok' : 'degraded';
  res.writeHead(status === 'starting' ? 503 : 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ status, pid: process.pid, registry, pages: { kept: cache.size, ...cache.stats } }));
}

export interface ShellServerOptions {
  /** where the registry comes from (default: the local state folder's file) */
  feed?: RegistryFeed;
}

/**
 * A kept page answered straight from memory (page-cache.ts `ready`): no URL parsing, no promise, one
 * write of headers made once. Anything else — a first visit, a query string, a HEAD, the registry or
 * the build changed — returns false and takes the long way (servePage), which makes and keeps it.
 */
function pageFromMemory(
  req: IncomingMessage,
  res: ServerResponse,
  cache: PageCache,
  stamp: () => string | undefined,
): boolean {
  const url = req.url;
  if (req.method !== 'GET' || !url || url.includes('?')) return false;
  const now = stamp();
  const page = now === undefined ? undefined : cache.ready(url, now, pickEncoding(req.headers['accept-encoding']));
  if (!page) return false;
  if (req.headers['if-none-match'] === page.etag) res.writeHead(304, page.notModified).end();
  else res.writeHead(200, page.head).end(page.body);
  return true;
}

/** How long a page served from memory trusts the shell build it last saw (a new build shows within it). */
const BUILD_CHECK_MS = 500;

export async function startShellServer(s: Settings, o: ShellServerOptions = {}): Promise<Server> {
  const feed = o.feed ?? new FileRegistryFeed(join(s.cdnDir, 'registry.json'));
  const headers = securityHeaders(s);
  const cache = new PageCache(256, headers);
  let build = { stamp: '', checkedAt: -Infinity };
  // the state a kept page must have been made from: the registry in service and the shell build
  const stamp = () => {
    const registry = feed.peek();
    if (!registry) return undefined;
    const now = performance.now();
    if (now - build.checkedAt > BUILD_CHECK_MS) {
      try {
        build = { stamp: shellBuildStamp(s.shellDist), checkedAt: now };
      } catch {
        return undefined;
      }
    }
    return pageStamp(registry.etag, build.stamp);
  };
  const cfg = runtimeConfig(s);
  const config = JSON.stringify(cfg);
  const source = {
    shellDist: s.shellDist,
    config: cfg,
    origin: s.shellOrigin,
    budgetMs: s.serverRenderBudgetMs,
    registry: () => feed.current(),
  };
  const files = sirv(s.shellDist, {
    single: true, // SPA fallback: every unknown path gets index.html, the router decides
    etag: true,
    // precompressed siblings written by the build (<file>.br, <file>.gz), chosen by Accept-Encoding
    brotli: true,
    gzip: true,
    setHeaders: (res, path) => {
      // hashed assets never change; index.html must be re-read so a new shell build is picked up
      res.setHeader('Cache-Control', path.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const server = createServer((req, res) => {
    if (pageFromMemory(req, res, cache, stamp)) return;
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    if (req.url === '/config.json' || req.url?.startsWith('/config.json?')) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(config);
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const read = req.method === 'GET' || req.method === 'HEAD';
    const failed = (err: unknown) => {
      console.error('[shell] request failed', req.url, err);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    };
    if (read && pathname === '/healthz') return void serveHealth(res, feed, cache).catch(failed);
    if (read && pathname === '/registry.json') return void serveRegistry(req, res, feed).catch(failed);
    if (read && isPagePath(pathname)) return void servePage(req, res, source, cache).catch(failed);
    files(req, res, () => {
      // sirv's SPA fallback skips paths that look like files (`//evil.example`, `/uk/a.pdf`): a page
      // navigation still gets the app, whose router shows its own not-found page; a missing asset is a 404
      if (isNavigation(req)) {
        req.url = '/';
        files(req, res, () => notFound(res));
        return;
      }
      notFound(res);
    });
  });
  server.on('close', () => void feed.close());
  await listen(server, s.shellPort, 'shell');
  return server;
}
