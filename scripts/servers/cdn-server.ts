import { mkdirSync, realpathSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { join, sep } from 'node:path';
import sirv from 'sirv';
import type { Settings } from '../lib/env';
import { listen } from './listen';
import { safeStaticPath } from './safe-path';
import { DeliveryController, ruleFromEnv } from '../delivery/controller';
import { controllerEndpoint } from '../delivery/controller-http';
import { openStateStore } from '../delivery/stores/select';

const notFound = (res: ServerResponse) => {
  res.writeHead(404, { 'Cache-Control': 'no-store' });
  res.end('not found');
};

/** The real location of a file must stay in the CDN folder (a symlink could point anywhere). */
function insideFolder(root: string, path: string): boolean {
  try {
    return realpathSync(join(root, path)).startsWith(root + sep);
  } catch {
    return true; // does not exist: sirv answers 404
  }
}

/**
 * The remotes' "CDN": versioned folders are immutable forever, the registry pointer is no-cache.
 * CORS is open to the shell origin (the manifest and chunks are fetched cross-origin). Only paths that
 * pass `safeStaticPath` are served (no dot file, no temp folder, nothing outside the folder).
 *
 * The delivery controller (scripts/delivery/controller.ts) runs in this process under `/__delivery/`:
 * it writes nothing but the registry this server already serves (under the same lock as the CLI) and
 * its own state beside it, and its report endpoint is then on an origin the shell's CSP and CORS
 * already allow — no further port or process.
 */
export async function startCdnServer(s: Settings): Promise<Server> {
  mkdirSync(s.cdnDir, { recursive: true }); // dev starts before the first deploy
  const root = realpathSync(s.cdnDir);
  const files = sirv(root, {
    dev: true, // re-read the folder on each request: deploys add versions while the server runs
    etag: true,
    // precompressed siblings written at build/publish time (<file>.br, <file>.gz), chosen by Accept-Encoding
    brotli: true,
    gzip: true,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', path === '/registry.json' ? 'no-cache' : 'public, max-age=31536000, immutable');
      // CORS answers differ per Origin, bodies per Accept-Encoding: caches must key on both
      res.setHeader('Vary', 'Origin, Accept-Encoding');
    },
  });
  // the state store the environment names (DELIVERY_DATABASE_URL), else the files beside the registry served here
  const state = await openStateStore(
    process.env.DELIVERY_DATABASE_URL
      ? { kind: 'postgres', url: process.env.DELIVERY_DATABASE_URL }
      : { kind: 'files', dir: s.cdnDir },
  );
  const controller = new DeliveryController({ state, rule: ruleFromEnv() });
  const delivery = controllerEndpoint(controller, { shellOrigin: s.shellOrigin });
  await controller.start();
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', s.shellOrigin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (delivery(req, res)) return;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Allow-Headers': '*' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' });
      res.end();
      return;
    }
    // dot files (the registry lock, publish temp folders) and anything outside the folder: never
    const path = safeStaticPath(req.url);
    if (!path || !insideFolder(root, path)) return notFound(res);
    req.url = path; // sirv serves exactly the path that was checked
    files(req, res, () => notFound(res));
  });
  server.on('close', () => void controller.stop().then(() => state.close()));
  await listen(server, s.cdnPort, 'cdn');
  return server;
}
