import { createServer, type Server } from 'node:http';
import sirv from 'sirv';
import type { Settings } from '../lib/env';
import { listen } from './listen';

/**
 * The remotes' "CDN": versioned folders are immutable forever, the registry pointer is no-cache.
 * CORS is open to the shell origin (the manifest and chunks are fetched cross-origin).
 */
export async function startCdnServer(s: Settings): Promise<Server> {
  const files = sirv(s.cdnDir, {
    dev: true, // re-read the folder on each request: deploys add versions while the server runs
    etag: true,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', path === '/registry.json' ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', s.shellOrigin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Allow-Headers': '*' });
      res.end();
      return;
    }
    if (req.url?.startsWith('/.') || req.url?.includes('/.tmp-')) {
      res.writeHead(404);
      res.end();
      return;
    }
    files(req, res, () => {
      res.writeHead(404, { 'Cache-Control': 'no-store' });
      res.end('not found');
    });
  });
  await listen(server, s.cdnPort, 'cdn');
  return server;
}
