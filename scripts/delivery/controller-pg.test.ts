// @vitest-environment node
/**
 * Controller instances on one PostgreSQL database (a throwaway cluster): exactly one decides (the
 * session advisory lock of decider-pg.ts); when its session ends — what a `kill -9` of its process does —
 * another instance takes over and finishes the canary from the counts every instance stored.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import type { DeliveryReport } from '@broker/shared/contracts';
import { canaryRegistry } from './test/canary-registry';
import { startPostgres, type PostgresCluster } from '../lib/test-services';
import { DeliveryController } from './controller';
import { DECIDER_LOCK, PgDecider } from './decider-pg';
import { PgStateStore } from './stores/pg-state';

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgres();
}, 120_000);
afterAll(async () => {
  await cluster?.stop();
});

let n = 0;
const visit = (version: string): DeliveryReport => ({
  kind: 'visit',
  remote: 'mfe-signing',
  version,
  client: `client-${++n}aaaa`,
  visit: `visit-${n}aaaa`,
  overridden: false,
});

/** The backend pid holding the decider lock, or null. */
async function lockHolder(url: string): Promise<number | null> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ pid: number }>(
      "SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND granted",
      [DECIDER_LOCK],
    );
    return rows[0]?.pid ?? null;
  } finally {
    await c.end();
  }
}

describe('controllers on PostgreSQL', () => {
  it('one instance decides; when its session dies the other takes over and finishes the decision', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const url = await cluster.createDatabase();
    const setup = new PgStateStore(url);
    await setup.transition((r) => {
      r.remotes['mfe-signing'] = canaryRegistry(50).remotes['mfe-signing']!;
    });
    const instance = () => {
      const state = new PgStateStore(url);
      const decider = new PgDecider(url, 100, () => undefined);
      return { state, decider, c: new DeliveryController({ state, decider, tickMs: 50 }) };
    };
    const a = instance();
    const b = instance();
    await a.c.start();
    await b.c.start();
    await expect.poll(() => [a.c.deciding, b.c.deciding].filter(Boolean).length).toBe(1);
    const [first, second] = a.c.deciding ? [a, b] : [b, a];
    // the decider's session ends (its process killed): PostgreSQL frees the lock, the other instance takes it
    const holder = await lockHolder(url);
    expect(holder).not.toBeNull();
    // the counts come in through the instance that does not decide; nobody decides meanwhile
    for (let i = 0; i < 20; i++) await second.c.receive(visit('S'));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [holder]);
    await admin.end();
    await first.c.stop(); // a killed process does not come back (its timers are gone with it)
    for (let i = 0; i < 20; i++) {
      const r = visit('C');
      await second.c.receive(r);
      await second.c.receive({ ...r, kind: 'remote-error', message: 'boom' } as DeliveryReport);
    }
    await expect.poll(() => second.c.deciding, { timeout: 5000 }).toBe(true);
    await expect
      .poll(async () => (await setup.readRegistry()).registry.remotes['mfe-signing']?.lastDecision?.action, {
        timeout: 5000,
      })
      .toBe('abort');
    expect(first.c.deciding).toBe(false);
    // one decision, one log row: the takeover did not decide twice
    expect((await setup.readDecisions('mfe-signing')).length).toBe(1);
    await second.c.stop();
    for (const x of [a, b]) await x.state.close();
    await setup.close();
    vi.restoreAllMocks();
  }, 60_000);

  it('an instance stopped while it connects never takes the lock (the other one can)', async () => {
    const url = await cluster.createDatabase();
    const stopping = new PgDecider(url, 50, () => undefined);
    const starting = stopping.start(); // connecting…
    await stopping.stop();
    await starting;
    await new Promise((r) => setTimeout(r, 300));
    expect(await lockHolder(url)).toBeNull();
    const other = new PgDecider(url, 50, () => undefined);
    await other.start();
    expect(other.held).toBe(true);
    await other.stop();
  }, 60_000);
});
