// @vitest-environment node
/**
 * A restart mid-canary continues from the counts saved before it: the real CDN server (which starts the
 * controller with its state file), reports over HTTP, the server closed and started again on the same
 * folder. A controller that ignored its state at start-up would begin the run from zero and not abort.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DeliveryReport } from '@broker/shared/contracts';
import { settings } from '../lib/env';
import { startCdnServer } from '../servers/cdn-server';
import { readRegistry, writeRegistryAtomic } from '../remote/registry-file';
import { canaryRegistry } from './test/canary-registry';
import { readState } from './controller-state';

const s = settings({});
let dir = '';
let server: Server | null = null;
let n = 0;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'controller-restart-'));
  await writeRegistryAtomic(dir, canaryRegistry(50));
});
afterEach(async () => {
  if (server) await new Promise((r) => server!.close(r));
  server = null;
  // the CDN server's close event comes before its state store's last write: retry a folder still being written
  await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
});

async function start(): Promise<string> {
  server = await startCdnServer({ ...s, cdnPort: 0, cdnDir: dir });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/__delivery/reports`;
}

async function post(url: string, report: DeliveryReport): Promise<void> {
  const res = await fetch(url, { method: 'POST', body: JSON.stringify(report), headers: { origin: s.shellOrigin } });
  expect(res.status).toBe(204);
}

/** One page visit of `version`, failing or not (each from its own browser: no rate limit in the way). */
async function visit(url: string, version: string, fails: boolean): Promise<void> {
  n += 1;
  const ids = { client: `client-${n}aaaa`, visit: `visit-${n}aaaa`, overridden: false };
  await post(url, { kind: 'visit', remote: 'mfe-signing', version, ...ids });
  if (fails) await post(url, { kind: 'remote-error', remote: 'mfe-signing', version, message: 'boom', ...ids });
}

async function until<T>(read: () => Promise<T>, ok: (t: T) => boolean, what: string): Promise<T> {
  const end = Date.now() + 20_000; // generous: a loaded CI machine
  for (;;) {
    const t = await read();
    if (ok(t)) return t;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(t)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

it('a restarted controller continues the canary from the counts in its state file', { timeout: 60_000 }, async () => {
  let url = await start();
  for (let i = 0; i < 20; i++) await visit(url, 'S', false);
  for (let i = 0; i < 15; i++) await visit(url, 'C', true);
  // the state is on disk (written at most every 200 ms), then the process goes away
  await until(
    () => readState(dir),
    (st) => st.runs['mfe-signing']?.stats['C']?.failedVisits.length === 15,
    'the saved counts',
  );
  await new Promise((r) => server!.close(r));
  server = null;

  url = await start();
  // 5 more failing visits: 20 of 20 with the saved ones (abort at N = 20); 5 of 5 alone would wait
  for (let i = 0; i < 5; i++) await visit(url, 'C', true);
  const entry = await until(
    async () => (await readRegistry(dir)).remotes['mfe-signing']!,
    (e) => e.canary === undefined,
    'the abort',
  ).catch((err: Error) => {
    throw new Error(`the restarted controller did not continue from its saved counts (${err.message})`);
  });
  expect(entry.lastDecision).toMatchObject({ action: 'abort', version: 'C', by: 'controller' });
  expect(entry.lastDecision?.reason).toMatch(/^canary (19|20)\/20 failed visits .*stable 0\/20/);
});
