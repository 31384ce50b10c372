// @vitest-environment node
/**
 * The shell server as a stateless edge node: pages stitched and compressed once per registry state
 * (page-cache.ts), the registry for browsers with an ETag, and `/healthz` saying when the registry's
 * source cannot be read while the last registry read stays in service (registry-feed.ts).
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { settings } from '../lib/env';
import { startShellServer } from './shell-server';

/** the CDN origin the server allows, where nothing listens (port 9, discard: refused at once) */
const DEAD_PORT = 9;
let root: string;
let cdn: string;
let server: Server;
let origin: string;

const TEMPLATE = '<!DOCTYPE html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

/** Same atomic write as a deploy (temp file + rename). */
function writeRegistry(text: string): void {
  writeFileSync(join(cdn, '.next.tmp'), text);
  renameSync(join(cdn, '.next.tmp'), join(cdn, 'registry.json'));
}
const registry = (updatedAt: string, remotes: object = {}) => JSON.stringify({ schema: 1, updatedAt, remotes });

interface Health {
  status: string;
  registry: { ok: boolean; etag: string | null; error?: string };
  pages: { kept: number; stitched: number; compressed: number; hits: number; dropped: number };
}
const health = async () => (await (await fetch(`${origin}/healthz`)).json()) as Health;

/** A page as a browser asks for it (brotli), read back. */
function page(path: string): Promise<{ status: number; html: string; etag: string | undefined }> {
  // node:http, not fetch: fetch decompresses by itself and hides what the server sent
  return new Promise((resolve, reject) => {
    get(`${origin}${path}`, { headers: { 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        expect(res.headers['content-encoding']).toBe('br');
        const html = brotliDecompressSync(Buffer.concat(chunks)).toString('utf8');
        resolve({ status: res.statusCode ?? 0, html, etag: res.headers.etag });
      });
    }).on('error', reject);
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'shell-server-'));
  cdn = join(root, 'cdn');
  const dist = join(root, 'dist');
  mkdirSync(cdn);
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  writeFileSync(join(dist, 'build-info.json'), JSON.stringify({ contractMajor: 1 }));
  writeRegistry(registry('first'));
  server = await startShellServer({
    ...settings({ CDN_PORT: String(DEAD_PORT) }),
    shellPort: 0,
    cdnDir: cdn,
    shellDist: dist,
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(root, { recursive: true, force: true });
});

describe('a public page is made once per registry state', () => {
  it('the second request is served from memory: no stitching, no compression', async () => {
    const before = await health();
    const first = await page('/uk/login');
    const second = await page('/uk/login');
    const after = await health();
    expect(first.html).toContain('"updatedAt":"first"'); // the registry inlined as boot data
    expect(second.html).toBe(first.html);
    expect(after.pages.stitched - before.pages.stitched).toBe(1);
    expect(after.pages.compressed - before.pages.compressed).toBe(1);
    expect(after.pages.hits - before.pages.hits).toBe(1);
  });

  it('a registry change drops every kept page: the next request is made from the new registry', async () => {
    await page('/uk/login');
    await page('/en/login');
    expect((await health()).pages.kept).toBeGreaterThanOrEqual(2);
    const before = await health();
    writeRegistry(registry('second'));
    const next = await page('/uk/login');
    const after = await health();
    expect(next.html).toContain('"updatedAt":"second"');
    expect(after.pages.dropped - before.pages.dropped).toBe(1);
    expect(after.pages.stitched - before.pages.stitched).toBe(1);
    expect(after.pages.kept).toBe(1);
  });

  it('a page from memory is answered with every header the long way sent (security, ETag, encoding, length)', async () => {
    const heads = async (encoding: string) => {
      const raw = (res: { headers: Record<string, unknown> }) => {
        const { date: _date, connection: _c, 'keep-alive': _k, ...rest } = res.headers;
        return rest;
      };
      const once = () =>
        new Promise<Record<string, unknown>>((resolve, reject) =>
          get(`${origin}/en/register`, { headers: { 'accept-encoding': encoding } }, (res) => {
            res.resume();
            res.on('end', () => resolve(raw(res)));
          }).on('error', reject),
        );
      return [await once(), await once()] as const;
    };
    for (const encoding of ['br', 'gzip', '']) {
      const before = await health();
      const [made, fromMemory] = await heads(encoding);
      expect(fromMemory).toEqual(made);
      expect(made['content-security-policy']).toContain("object-src 'none'");
      expect(made['content-encoding']).toBe(encoding || undefined);
      expect((await health()).pages.hits - before.pages.hits).toBeGreaterThanOrEqual(1);
    }
  });

  it('answers 304 to a browser that has the page (its ETag)', async () => {
    const { etag } = await page('/uk/login');
    const res = await fetch(`${origin}/uk/login`, { headers: { 'if-none-match': etag! } });
    expect(res.status).toBe(304);
  });

  it('a URL with a query string (a one-time token) is made per request and never kept', async () => {
    const before = await health();
    await page('/uk/password-change?uid=1&token=secret');
    await page('/uk/password-change?uid=1&token=secret');
    const after = await health();
    expect(after.pages.stitched - before.pages.stitched).toBe(2);
    expect(after.pages.kept).toBe(before.pages.kept);
  });

  it('a page made while the CDN did not answer is served but not kept', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // the live version sits on the allowed CDN origin, where nothing listens: no hints
    const dead = `http://127.0.0.1:${DEAD_PORT}`;
    writeRegistry(
      registry('dead-cdn', {
        'mfe-onboarding': {
          name: 'mfe_onboarding',
          live: '1',
          history: [{ version: '1', manifest: `${dead}/onb/1/mf-manifest.json`, contractMajor: 1 }],
        },
      }),
    );
    const before = await health();
    await page('/uk/login');
    await page('/uk/login');
    expect((await health()).pages.stitched - before.pages.stitched).toBe(2);
    vi.restoreAllMocks();
  });
});

describe('the registry for browsers', () => {
  it('is served no-cache with a strong ETag, 304 when the browser has it', async () => {
    writeRegistry(registry('etag'));
    const res = await fetch(`${origin}/registry.json`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(JSON.parse(await res.text())).toMatchObject({ updatedAt: 'etag' });
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"r-/);
    expect((await fetch(`${origin}/registry.json`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    writeRegistry(registry('changed'));
    expect((await fetch(`${origin}/registry.json`, { headers: { 'if-none-match': etag } })).status).toBe(200);
  });
});

describe('/healthz', () => {
  it('says ok while the registry is readable, degraded (still serving the last one) when it is not', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    writeRegistry(registry('good'));
    expect(await health()).toMatchObject({ status: 'ok', registry: { ok: true } });
    writeRegistry('{ not json');
    const res = await fetch(`${origin}/healthz`);
    const degraded = (await res.json()) as Health;
    expect(res.status).toBe(200);
    expect(degraded).toMatchObject({ status: 'degraded', registry: { ok: false } });
    expect(degraded.registry.error).toMatch(/JSON/);
    expect((await page('/uk/login')).html).toContain('"updatedAt":"good"');
    expect(error).toHaveBeenCalledTimes(1); // one line per outage, not one per request
    writeRegistry(registry('back'));
    expect(await health()).toMatchObject({ status: 'ok', registry: { ok: true } });
    vi.restoreAllMocks();
  });
});
