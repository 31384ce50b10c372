/**
 * PostgreSQL restarted while pages and reports come through the edge (topology-test.ts, issue 30 item 8):
 * two load generators in this process — pages at full speed, reports at a steady rate, every report a
 * new visit of `stable` — and, in the middle, the database stopped (fast shutdown: every session cut),
 * down for a while, started again. Resolves with what each answer was.
 */
import autocannon from 'autocannon';
import type { PostgresCluster } from '../lib/test-services';
import { sleep } from './topology-kit';

export interface RestartFigures {
  pages: { total: number; non2xx: number; timeouts: number; errors: number };
  /** stored: answered 204 (the controller has it); refused: 503 (the store could not take it); other: anything else */
  reports: { stored: number; refused: number; other: number };
}

export async function restartUnderLoad(o: {
  edge: string;
  remote: string;
  stable: string;
  pg: PostgresCluster;
  /** the database stays down this long (ms) */
  downMs?: number;
}): Promise<RestartFigures> {
  const seconds = 7;
  const statuses = new Map<number, number>();
  let n = 0;
  const pages = autocannon({
    url: `${o.edge}/uk/login`,
    connections: 10,
    duration: seconds,
    headers: { 'accept-encoding': 'br' },
  });
  const reports = autocannon({
    url: `${o.edge}/__delivery/reports`,
    connections: 4,
    duration: seconds,
    // well under one address's limit (200/s: every report comes from this machine's address)
    overallRate: 100,
    method: 'POST',
    requests: [
      {
        setupRequest: (req) => {
          const id = `restart-${process.pid}-${String(++n).padStart(6, '0')}`;
          const report = {
            kind: 'visit',
            remote: o.remote,
            version: o.stable,
            client: id,
            visit: id,
            overridden: false,
          };
          return {
            ...req,
            headers: { origin: o.edge, 'content-type': 'application/json' },
            body: JSON.stringify(report),
          };
        },
        onResponse: (status) => void statuses.set(status, (statuses.get(status) ?? 0) + 1),
      },
    ],
  });
  await sleep(1500);
  await o.pg.restart(o.downMs ?? 1500);
  const [p, r] = await Promise.all([pages, reports]);
  const stored = statuses.get(204) ?? 0;
  const refused = statuses.get(503) ?? 0;
  const answered = [...statuses.values()].reduce((a, b) => a + b, 0);
  return {
    pages: { total: p.requests.total, non2xx: p.non2xx, timeouts: p.timeouts, errors: p.errors },
    reports: { stored, refused, other: answered - stored - refused + r.timeouts + r.errors },
  };
}
