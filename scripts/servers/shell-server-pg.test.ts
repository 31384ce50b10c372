// @vitest-environment node
/**
 * Shell servers reading the registry from PostgreSQL (registry-feed-store.ts), against a throwaway
 * cluster: a change made by any process reaches two servers within a second (measured), and while the
 * database is down (restarted) they keep serving the last registry they read, say so in /healthz,
 * and hear changes again once it is back.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPostgres, type PostgresCluster } from '../lib/test-services';
import { settings } from '../lib/env';
import { PgStateStore } from '../delivery/stores/pg-state';
import { StoreRegistryFeed } from './registry-feed-store';
import { startShellServer } from './shell-server';

let cluster: PostgresCluster;
let root: string;
let url: string;
let writer: PgStateStore;
const servers: Server[] = [];
const origins: string[] = [];

beforeAll(async () => {
  cluster = await startPostgres();
  url = await cluster.createDatabase();
  writer = new PgStateStore(url);
  await writer.readRegistry(); // the schema
  root = mkdtempSync(join(tmpdir(), 'shell-pg-'));
  const dist = join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(
    join(dist, 'index.html'),
    '<!DOCTYPE html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'build-info.json'), JSON.stringify({ contractMajor: 1 }));
  for (let i = 0; i < 2; i++) {
    const feed = new StoreRegistryFeed(new PgStateStore(url));
    await feed.start();
    const server = await startShellServer(
      { ...settings({}), shellPort: 0, cdnDir: join(root, 'none'), shellDist: dist },
      { feed },
    );
    servers.push(server);
    origins.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
}, 120_000);
afterAll(async () => {
  for (const s of servers) await new Promise((r) => s.close(r));
  await writer?.close();
  await cluster?.stop();
  rmSync(root, { recursive: true, force: true });
});

/** The live version of mfe-signing a server serves. */
const updatedAt = async (origin: string) =>
  ((await (await fetch(`${origin}/registry.json`)).json()) as { remotes: Record<string, { live: string }> }).remotes[
    'mfe-signing'
  ]?.live;
/** A flip, as a deploy or rollback makes it: one transaction on the registry row. */
const flip = (stamp: string) =>
  writer.transition((r) => {
    const version = {
      version: stamp,
      manifest: `mfe-signing/${stamp}/mf-manifest.json`,
      contractMajor: 1,
      publishedAt: 't',
    };
    r.remotes['mfe-signing'] = { name: 'mfe_signing', live: stamp, history: [version] };
  });

/** ms from the commit until every server serves the change (polled every 5 ms). */
async function propagation(stamp: string): Promise<number> {
  const t0 = performance.now();
  await flip(stamp);
  const committed = performance.now();
  await Promise.all(
    origins.map(async (o) => {
      while ((await updatedAt(o)) !== stamp) {
        if (performance.now() - t0 > 5000) throw new Error(`${o} did not see ${stamp}`);
        await new Promise((r) => setTimeout(r, 5));
      }
    }),
  );
  return performance.now() - committed;
}

describe('shell servers on PostgreSQL', () => {
  it('a registry change reaches both servers within 1 s', async () => {
    const times = [];
    for (let i = 0; i < 5; i++) times.push(await propagation(`flip-${i}`));
    console.log(`flip propagation to 2 shell servers: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
    expect(Math.max(...times)).toBeLessThan(1000);
  });

  it('the database restarted: pages keep coming with the last registry, /healthz says degraded, then recovers', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await flip('before-restart');
    await expect.poll(() => updatedAt(origins[0]!)).toBe('before-restart');
    cluster.pause();
    await expect
      .poll(async () => ((await (await fetch(`${origins[0]}/healthz`)).json()) as { status: string }).status, {
        timeout: 10_000,
      })
      .toBe('degraded');
    for (const o of origins) {
      const page = await fetch(`${o}/uk/login`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('before-restart');
    }
    cluster.start();
    await expect
      .poll(async () => ((await (await fetch(`${origins[1]}/healthz`)).json()) as { status: string }).status, {
        timeout: 15_000,
      })
      .toBe('ok');
    await flip('after-restart');
    for (const o of origins) await expect.poll(() => updatedAt(o), { timeout: 5000 }).toBe('after-restart');
    error.mockRestore();
  }, 60_000);
});
