// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeliveryReport, Registry } from '@broker/shared/contracts';
import { readRegistry, writeRegistryAtomic } from '../remote/registry-file';
import { DeliveryController } from './controller';
import { readState, statePath } from './controller-state';
import { deployLogPath } from './deploy-log';

const v = (version: string, staged = false) => ({
  version,
  manifest: `mfe-signing/${version}/m.json`,
  contractMajor: 1,
  publishedAt: 't',
  ...(staged ? { staged } : {}),
});
const registry = (): Registry => ({
  schema: 1,
  updatedAt: 't',
  remotes: {
    'mfe-signing': {
      name: 'mfe_signing',
      live: 'S',
      history: [v('C', true), v('S')],
      canary: { version: 'C', percent: 50, startedAt: '2026-11-25T12:00:00.000Z', stable: 'S' },
    },
  },
});
const SHELL = 'http://127.0.0.1:1';
let dir = '';
let n = 0;
const visit = (version: string, overridden = false): DeliveryReport => ({
  kind: 'visit',
  remote: 'mfe-signing',
  version,
  client: `client-${++n}aaaa`,
  visit: `visit-${n}aaaa`,
  overridden,
});
const failure = (r: DeliveryReport): DeliveryReport => ({
  kind: 'remote-error',
  remote: 'mfe-signing',
  version: (r as { version: string }).version,
  message: 'boom',
  client: r.client,
  visit: r.visit,
  overridden: r.overridden,
});

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'controller-'));
  await writeRegistryAtomic(dir, registry());
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('delivery controller', () => {
  it('aborts a canary failing on every visit at N visits: registry flipped back, version withdrawn, logged, state on disk', async () => {
    const c = new DeliveryController({ cdnDir: dir, shellOrigin: SHELL, flushMs: 1 });
    await c.start();
    for (let i = 0; i < 20; i++) await c.receive(visit('S'));
    for (let i = 0; i < 19; i++) {
      const r = visit('C');
      await c.receive(r);
      await c.receive(failure(r));
    }
    expect((await readRegistry(dir)).remotes['mfe-signing']?.canary).toBeDefined(); // 19 < N
    const r = visit('C');
    await c.receive(r);
    await c.receive(failure(r));
    const entry = (await readRegistry(dir)).remotes['mfe-signing']!;
    expect([entry.live, entry.canary, entry.history[0]?.withdrawnAt !== undefined]).toEqual(['S', undefined, true]);
    expect(entry.lastDecision).toMatchObject({ action: 'abort', version: 'C', by: 'controller' });
    expect(await readFile(deployLogPath(dir), 'utf8')).toMatch(
      /mfe-signing canary C aborted by the controller: canary 19\/20 failed visits/,
    );
    await c.stop();
    // a restarted controller knows the run
    expect((await readState(dir)).runs['mfe-signing']).toMatchObject({ canary: 'C', endedAt: expect.any(String) });
  });

  it('stopping writes what was not written yet, and an idle controller writes nothing (its folder may be gone)', async () => {
    const idle = new DeliveryController({ cdnDir: dir, shellOrigin: SHELL });
    await idle.start();
    await idle.stop();
    await expect(readFile(statePath(dir), 'utf8')).rejects.toThrow(/ENOENT/);
    const busy = new DeliveryController({ cdnDir: dir, shellOrigin: SHELL, flushMs: 60_000 });
    await busy.start();
    await busy.receive(visit('C'));
    await busy.stop();
    expect((await readState(dir)).runs['mfe-signing']).toMatchObject({ canary: 'C' });
  });

  it('promotes after M clean visits; overridden browsers count for nothing', async () => {
    const c = new DeliveryController({ cdnDir: dir, shellOrigin: SHELL, rule: { promoteAfter: 30 }, flushMs: 1 });
    await c.start();
    for (let i = 0; i < 50; i++) {
      const r = visit('C', true);
      await c.receive(r);
      await c.receive(failure(r)); // would abort if counted
    }
    for (let i = 0; i < 30; i++) await c.receive(visit('C'));
    const entry = (await readRegistry(dir)).remotes['mfe-signing']!;
    expect([entry.live, entry.lastDecision?.action]).toEqual(['C', 'promote']);
    expect(c.status()['mfe-signing']?.versions[0]).toMatchObject({ role: 'canary', visits: 30, failed: 0 });
    await c.stop();
  });

  it('a canary a person ended meanwhile is left alone', async () => {
    const c = new DeliveryController({ cdnDir: dir, shellOrigin: SHELL, flushMs: 1 });
    await c.start();
    await c.receive(visit('C'));
    const reg = registry();
    delete reg.remotes['mfe-signing']!.canary;
    await writeRegistryAtomic(dir, reg);
    for (let i = 0; i < 25; i++) {
      const r = visit('C');
      await c.receive(r);
      await c.receive(failure(r));
    }
    expect((await readRegistry(dir)).remotes['mfe-signing']?.lastDecision).toBeUndefined();
    await c.stop();
  });
});

describe('report endpoint', () => {
  let server: Server;
  let url = '';
  beforeEach(async () => {
    const c = new DeliveryController({ cdnDir: dir, shellOrigin: SHELL, flushMs: 1 });
    await c.start();
    server = createServer((req, res) => void (c.handle(req, res) || res.writeHead(404).end()));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__delivery/reports`;
  });
  afterEach(() => new Promise<void>((r) => server.close(() => r())));
  const post = (body: string, origin = SHELL) =>
    fetch(url, { method: 'POST', body, headers: { origin } }).then((r) => r.status);

  it('accepts well-formed reports from the shell origin only; bounded size; rate-limited per client', async () => {
    const ok = JSON.stringify(visit('C'));
    expect(await post(ok)).toBe(204);
    expect(await post(ok, 'https://evil.example')).toBe(403);
    expect(await post('{"kind":"visit"}')).toBe(400);
    expect(await post(JSON.stringify({ ...visit('C'), pad: 'x'.repeat(5000) }))).toBe(413);
    const same = JSON.stringify({ ...visit('C'), client: 'one-client' });
    const statuses = [];
    for (let i = 0; i < 40; i++) statuses.push(await post(same));
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(await post(JSON.stringify(visit('C')))).toBe(204); // another client is not affected
    expect((await fetch(url.replace('reports', 'status'))).status).toBe(200);
  });
});
