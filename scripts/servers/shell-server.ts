import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import sirv from 'sirv';
import type { Settings } from '../lib/env';
import { listen } from './listen';
import { isPagePath, servePage, SUBMIT_GUARD_CSP } from './html-page';

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
    // the delivery controller runs in the CDN's process (scripts/servers/cdn-server.ts)
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
    // the hash: the submit guard of server-rendered pages (html-page.ts), the only inline script
    `script-src 'self' ${SUBMIT_GUARD_CSP} ${remotes}`,
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

export async function startShellServer(s: Settings): Promise<Server> {
  const headers = securityHeaders(s);
  const cfg = runtimeConfig(s);
  const config = JSON.stringify(cfg);
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
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    if (req.url === '/config.json' || req.url?.startsWith('/config.json?')) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(config);
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if ((req.method === 'GET' || req.method === 'HEAD') && isPagePath(pathname)) {
      servePage(req, res, s.shellDist, cfg, { origin: s.shellOrigin, budgetMs: s.serverRenderBudgetMs }).catch(
        (err: unknown) => {
          console.error('[shell] page failed', err);
          if (!res.headersSent) res.writeHead(500);
          res.end();
        },
      );
      return;
    }
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
  await listen(server, s.shellPort, 'shell');
  return server;
}
