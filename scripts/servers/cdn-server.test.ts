// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../lib/env';
import { startCdnServer } from './cdn-server';

/**
 * The CDN decides on the decoded, normalised path: no dot file (the registry lock, a publish temp
 * folder), nothing outside its folder, whatever the encoding. Requests are sent raw (no URL class,
 * which would normalise them before they leave).
 */
let root: string;
let server: Server;
let port: number;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'cdn-guard-'));
  const cdn = join(root, 'cdn');
  const v = join(cdn, 'mfe-x', '1.0.0-abc');
  mkdirSync(join(v, 'static', 'js'), { recursive: true });
  mkdirSync(join(cdn, 'mfe-x', '.tmp-123-456'), { recursive: true });
  mkdirSync(join(root, 'cdn-evil'), { recursive: true });
  writeFileSync(join(cdn, 'registry.json'), '{"public":true}');
  writeFileSync(join(cdn, '.registry.lock'), 'SECRET-lock');
  writeFileSync(join(cdn, '.probe'), 'SECRET-probe');
  writeFileSync(join(cdn, 'mfe-x', '.tmp-123-456', 'x.js'), 'SECRET-half-copied');
  writeFileSync(join(v, '.hidden'), 'SECRET-hidden');
  writeFileSync(join(v, 'mf-manifest.json'), '{"public":true}');
  writeFileSync(join(v, 'static', 'js', 'app.js'), 'PUBLIC-js');
  writeFileSync(join(root, 'outside.txt'), 'SECRET-outside');
  writeFileSync(join(root, 'cdn-evil', 'x.js'), 'SECRET-sibling');
  symlinkSync(join(root, 'outside.txt'), join(cdn, 'link.txt'));
  server = await startCdnServer({ ...settings({}), cdnPort: 0, cdnDir: cdn });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(root, { recursive: true, force: true });
});

function get(
  path: string,
  method = 'GET',
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

const refused = [
  '/.registry.lock',
  '/.probe',
  '/%2eprobe',
  '/%2Eprobe',
  '/%2e%72egistry.lock',
  '/%252eprobe',
  '/%25252eprobe',
  '/x/../.probe',
  '/x/%2e%2e/.probe',
  '/x/%2E%2E/%2Eprobe',
  '/mfe-x/1.0.0-abc/../../.probe',
  '/./.probe',
  '/%2e/.probe',
  '/mfe-x/.tmp-123-456/x.js',
  '/mfe-x/%2etmp-123-456/x.js',
  '/mfe-x/%252etmp-123-456/x.js',
  '/mfe-x%2f.tmp-123-456%2fx.js',
  '/mfe-x%2F%2Etmp-123-456%2Fx.js',
  '/mfe-x/1.0.0-abc/.hidden',
  '/mfe-x/1.0.0-abc/%2ehidden',
  '/mfe-x\\.tmp-123-456\\x.js',
  '/mfe-x/1.0.0-abc\\..\\.tmp-123-456/x.js',
  '/mfe-x%5c.tmp-123-456%5cx.js',
  '\\.probe',
  '/%5c.probe',
  '/../outside.txt',
  '/%2e%2e/outside.txt',
  '/%2e%2e%2foutside.txt',
  '/..%2foutside.txt',
  '/..%5coutside.txt',
  '/..\\outside.txt',
  '/%252e%252e/outside.txt',
  '/../cdn-evil/x.js',
  '/%2e%2e%2fcdn-evil%2fx.js',
  '/link.txt',
  '/mfe-x/1.0.0-abc/static/js/app.js%00.json',
  '/%c0%ae%c0%ae/outside.txt',
  '/%e0%80%ae.probe',
  '/%',
  '/%zz',
  '//.probe',
  '/x//..//.probe',
  '/.well-known/../.probe',
];

describe('never served: dot files, temp folders, anything outside the CDN folder', () => {
  it.each(refused)('GET %s', async (path) => {
    const r = await get(path);
    expect(r.status, `${path} → ${r.status} ${r.body}`).toBeGreaterThanOrEqual(400);
    expect(r.body).not.toMatch(/SECRET/);
  });
  it.each(['/.probe', '/%2eprobe', '/mfe-x/%2etmp-123-456/x.js'])('HEAD %s', async (path) => {
    expect((await get(path, 'HEAD')).status).toBeGreaterThanOrEqual(400);
  });
});

describe('still served', () => {
  const ok: Array<[string, string]> = [
    ['/registry.json', '{"public":true}'],
    ['/registry.json?t=1', '{"public":true}'],
    ['/mfe-x/1.0.0-abc/mf-manifest.json', '{"public":true}'],
    ['/mfe-x/1.0.0-abc/static/js/app.js', 'PUBLIC-js'],
    ['/mfe-x/1.0.0-abc/static/js/%61pp.js', 'PUBLIC-js'],
    ['/mfe-x/x/../1.0.0-abc/static/js/app.js', 'PUBLIC-js'],
  ];
  it.each(ok)('GET %s', async (path, body) => {
    const r = await get(path);
    expect([r.status, r.body]).toEqual([200, body]);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });
  it('the registry is no-cache, a version file immutable', async () => {
    expect((await get('/registry.json')).headers['cache-control']).toBe('no-cache');
    expect((await get('/mfe-x/1.0.0-abc/mf-manifest.json')).headers['cache-control']).toMatch(/immutable/);
  });
});
