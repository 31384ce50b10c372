// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresCluster } from '../../lib/test-services';
import { PgStateStore } from './pg-state';
import { stateStoreContract } from './store-contract';

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgres();
}, 120_000);
afterAll(async () => {
  await cluster?.stop();
});

describe('PostgreSQL state store', () => {
  stateStoreContract(async () => {
    const url = await cluster.createDatabase();
    return async () => new PgStateStore(url);
  });

  it('creates its schema once when several processes open it at the same time', async () => {
    const url = await cluster.createDatabase();
    const stores = Array.from({ length: 4 }, () => new PgStateStore(url));
    const read = await Promise.all(stores.map((s) => s.readRegistry()));
    expect(read.map((r) => r.revision)).toEqual(['0', '0', '0', '0']);
    await Promise.all(stores.map((s) => s.close()));
  });
});
