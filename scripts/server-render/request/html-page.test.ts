// @vitest-environment node
/**
 * A public page whose server part fails is served client-rendered AND reported: the shell's page server
 * (servePage) over HTTP, with a CDN whose live onboarding version has no server pages and a report
 * collector as `reporterUrl`. Without the report nobody would learn that every visitor of the page is
 * client-rendered.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Registry } from '@broker/shared/contracts';
import { servePage } from './html-page';
import { PageCache } from './page-cache';

const MARKER = '<!--remote-slot-->';
const version = {
  version: '1.0.0-live',
  manifest: 'mfe-onboarding/1.0.0-live/mf-manifest.json',
  contractMajor: 1,
  publishedAt: 't',
  // the shell's contract.json below has it: the boot data needs no list for the browser to check
  needs: { '@broker/shared/ui': ['Button'] },
};
const registry: Registry = {
  schema: 1,
  updatedAt: 't',
  remotes: { 'mfe-onboarding': { name: 'mfe_onboarding', live: '1.0.0-live', history: [version] } },
};
let root = '';
let server: Server;
let origin = '';
const cache = new PageCache();
const reports: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'html-page-'));
  const dist = join(root, 'shell-dist');
  mkdirSync(join(dist, 'ssr'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!DOCTYPE html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'build-info.json'), JSON.stringify({ contractMajor: 1 }));
  const contract = { schema: 1, contractMajor: 1, sharedVersion: '1.0.0', sharedExports: { ui: ['Button'] } };
  writeFileSync(join(dist, 'contract.json'), JSON.stringify(contract));
  const lang = { chrome: `<header></header><main>${MARKER}</main>`, appName: 'Bonds online', description: 'd' };
  writeFileSync(
    join(dist, 'ssr/shell.json'),
    JSON.stringify({ schema: 1, marker: MARKER, langs: { uk: lang, en: lang } }),
  );
  // one server plays the CDN (the live version's folder has no files), the report collector and the shell
  server = createServer((req, res) => {
    if (req.url === '/reports') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        reports.push(JSON.parse(body) as Record<string, unknown>);
        res.writeHead(204).end();
      });
      return;
    }
    if (req.url?.startsWith('/cdn/')) return void res.writeHead(404).end();
    const config = {
      registryUrl: `${origin}/cdn/registry.json`,
      allowedRemoteOrigins: [origin],
      reporterUrl: `${origin}/reports`,
    };
    const source = {
      shellDist: dist,
      config,
      origin,
      budgetMs: 2000,
      registry: () => Promise.resolve({ text: JSON.stringify(registry), registry, etag: '"r1"', readAt: Date.now() }),
    };
    void servePage(req, res, source, cache);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(root, { recursive: true, force: true });
});

it('a failed server render is client-rendered and reported (kind, remote, version, page URL)', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    const html = await (await fetch(`${origin}/uk/login`)).text();
    expect(html).toContain('<div id="root"></div>'); // nothing server-rendered: the browser renders it
    // the live version's needs were checked against this shell's contract.json: none left for the browser
    expect(html).toContain('"version":"1.0.0-live"');
    expect(html).not.toContain('"needs"');
    await vi.waitFor(() => expect(reports).toHaveLength(1), { timeout: 3000 });
    expect(reports[0]).toMatchObject({
      kind: 'server-render',
      remote: 'mfe-onboarding',
      version: '1.0.0-live',
      url: `${origin}/uk/login`,
      message: expect.stringMatching(/HTTP 404/),
    });
    expect(warn).toHaveBeenCalledWith(
      '[shell] server render fell back to the client:',
      'mfe-onboarding',
      '1.0.0-live',
      expect.any(String),
    );
  } finally {
    warn.mockRestore();
  }
});
