// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeliveryReport } from '@broker/shared/contracts';
import { readRegistry, writeRegistryAtomic } from '../remote/registry-file';
import { canaryRegistry } from './test/canary-registry';
import { DeliveryController, type ControllerOptions } from './controller';
import { controllerEndpoint } from './controller-http';
import { FileStateStore } from './stores/file-state';
import { readState, statePath } from './controller-state';
import { deployLogPath } from './deploy-log';

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

/** A controller on the embedded state store of `dir` (stop() closes the store too: its counts are written). */
function controller(o: Partial<ControllerOptions> & { flushMs?: number } = {}) {
  const state = new FileStateStore(dir, o.flushMs ?? 200);
  const c = new DeliveryController({ state, ...o });
  const stop = c.stop.bind(c);
  c.stop = async () => {
    await stop();
    await state.close();
  };
  return c;
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'controller-'));
  await writeRegistryAtomic(dir, canaryRegistry(50));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('delivery controller', () => {
  it('aborts a canary failing on every visit at N visits: registry flipped back, version withdrawn, logged, state on disk', async () => {
    const c = controller({ flushMs: 1 });
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
    const idle = controller({});
    await idle.start();
    await idle.stop();
    await expect(readFile(statePath(dir), 'utf8')).rejects.toThrow(/ENOENT/);
    const busy = controller({ flushMs: 60_000 });
    await busy.start();
    await busy.receive(visit('C'));
    await busy.stop();
    expect((await readState(dir)).runs['mfe-signing']).toMatchObject({ canary: 'C' });
  });

  it('promotes after M clean visits; overridden browsers count for nothing', async () => {
    const c = controller({ rule: { promoteAfter: 30 }, flushMs: 1 });
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
    const c = controller({ flushMs: 1 });
    await c.start();
    await c.receive(visit('C'));
    const reg = canaryRegistry(50);
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
  let c: DeliveryController;
  let url = '';
  beforeEach(async () => {
    c = controller({ flushMs: 1 });
    await c.start();
    const endpoint = controllerEndpoint(c, { shellOrigin: SHELL });
    server = createServer((req, res) => void (endpoint(req, res) || res.writeHead(404).end()));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__delivery/reports`;
  });
  afterEach(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    await c.stop();
  });
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

describe('several instances on one state store', () => {
  const notDeciding = { held: false, start: async () => undefined, stop: async () => undefined };

  it('a report two instances receive is counted once; only the deciding instance decides, from every instance’s counts', async () => {
    const state = new FileStateStore(dir, 1); // one store object: the shared database in miniature
    const counting = new DeliveryController({ state, decider: notDeciding });
    const deciding = new DeliveryController({ state, tickMs: 20 });
    await counting.start();
    for (let i = 0; i < 20; i++) {
      const r = visit('S');
      await counting.receive(r);
      await counting.receive(r); // the browser's resend, or the edge retrying on the other instance
    }
    for (let i = 0; i < 20; i++) {
      const r = visit('C');
      await counting.receive(r);
      await counting.receive(failure(r));
    }
    expect((await state.readRuns())['mfe-signing']?.stats['S']?.visits).toBe(20);
    // the counting instance never decides, however bad the canary
    expect((await readRegistry(dir)).remotes['mfe-signing']?.canary).toBeDefined();
    await deciding.start(); // took over the lock: decides at its next look, from the counts already there
    await expect
      .poll(async () => (await readRegistry(dir)).remotes['mfe-signing']?.lastDecision?.action, { timeout: 5000 })
      .toBe('abort');
    // counted once the transition (registry, then its log rows) returned: a moment after the registry shows it
    await expect
      .poll(async () => (await deciding.metrics.text()).body, { timeout: 5000 })
      .toContain('delivery_decisions_total{remote="mfe-signing",action="abort"} 1');
    await counting.stop();
    await deciding.stop();
    await state.close();
  });
});

describe('metrics', () => {
  it('visits and failed visits per remote/version/role, refusals by reason, at /__delivery/metrics', async () => {
    const c = controller({ flushMs: 1 });
    await c.start();
    const endpoint = controllerEndpoint(c, { shellOrigin: SHELL });
    const server = createServer((req, res) => void (endpoint(req, res) || res.writeHead(404).end()));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__delivery`;
    const post = (body: string, origin = SHELL) =>
      fetch(`${base}/reports`, { method: 'POST', body, headers: { origin } }).then((r) => r.status);
    const r = visit('C');
    expect(await post(JSON.stringify(r))).toBe(204);
    expect(await post(JSON.stringify(failure(r)))).toBe(204);
    expect(await post(JSON.stringify(failure(r)))).toBe(204); // the same failure again: one failed visit
    expect(await post(JSON.stringify(visit('S')))).toBe(204);
    expect(await post(JSON.stringify(visit('S')), 'https://evil.example')).toBe(403); // a forged report
    expect(await post('{"kind":"visit"}')).toBe(400);
    const res = await fetch(`${base}/metrics`);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    for (const line of [
      'delivery_visits_total{remote="mfe-signing",version="C",role="canary"} 1',
      'delivery_failed_visits_total{remote="mfe-signing",version="C",role="canary"} 1',
      'delivery_visits_total{remote="mfe-signing",version="S",role="stable"} 1',
      'delivery_reports_refused_total{reason="origin"} 1',
      'delivery_reports_refused_total{reason="invalid"} 1',
      'delivery_controller_deciding 1',
    ])
      expect(text).toContain(line);
    await new Promise<void>((done) => server.close(() => done()));
    await c.stop();
  });
});
