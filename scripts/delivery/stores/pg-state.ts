import pg from 'pg';
import { FAILURE_KINDS, registrySchema, type DeliveryReport, type Registry } from '@broker/shared/contracts';
import type { Run, VersionStats, VitalName } from '../controller-state';
import { REGISTRY_CHANNEL, SCHEMA_LOCK, SCHEMA_SQL } from './pg-schema';
import { reportId } from './report-id';
import { StoreError, type LogEntry, type LogRow, type RegistryState, type RunKey, type StateStore } from './types';

type DbLogRow = { at: Date; revision: string; remote: string; line: string; decision: LogEntry['decision'] | null };

/** Bounds as the embedded store keeps them (controller-state.ts): display data, never a reason to decide. */
const MAX_VITAL_SAMPLES = 1000;
const MAX_FAILED_IDS = 5000;

/** Errors that mean "the database is not there / not ours", as opposed to a bug or a refusal. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET', 'EHOSTUNREACH']);
const REFUSED_LOGIN = new Set(['28P01', '28000', '3D000', '42501']); // password, no hba entry, no database, no right

/** `postgres://user@host:port/db` without the password, for messages and logs. */
export function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    u.password = '';
    return `${u.protocol}//${u.username ? `${u.username}@` : ''}${u.host}${u.pathname}`;
  } catch {
    return 'postgres://…';
  }
}

function explain(err: unknown, where: string): Error {
  const e = err as { code?: string; message?: string };
  if (
    (e.code && (UNREACHABLE.has(e.code) || REFUSED_LOGIN.has(e.code))) ||
    /timeout|terminat|Connection/i.test(e.message ?? '')
  ) {
    const what = e.code && REFUSED_LOGIN.has(e.code) ? 'refused the login' : 'cannot be reached';
    return new StoreError(`the state database ${where} ${what} (${e.message ?? e.code}): nothing was changed`);
  }
  return err as Error;
}

/**
 * The state store in PostgreSQL (`DELIVERY_DATABASE_URL`): the registry is one row (jsonb + revision)
 * that each transition holds FOR UPDATE in one transaction, together with the deploy-log rows it
 * appends and a NOTIFY on `delivery_registry` (payload: the new revision) sent when it commits.
 * Reports are rows keyed by their id (`INSERT … ON CONFLICT DO NOTHING`: never counted twice, whichever
 * instance got them); counts are read by aggregating them.
 */
export class PgStateStore implements StateStore {
  readonly where: string;
  private readonly pool: pg.Pool;
  private schema: Promise<void> | null = null;

  constructor(private readonly url: string) {
    this.where = `PostgreSQL ${safeUrl(url)}`;
    this.pool = new pg.Pool({
      connectionString: url,
      max: 4,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 10_000,
      // a CLI command ends when its work is done, without waiting for idle connections to time out
      allowExitOnIdle: true,
    });
    // an idle connection dropped by a database restart: the next query opens a new one
    this.pool.on('error', (err) => console.error(`[delivery] ${this.where}: ${err.message}`));
  }

  private async q<R extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<pg.QueryResult<R>> {
    await this.ready();
    try {
      return await this.pool.query<R>(sql, params);
    } catch (err) {
      throw explain(err, `at ${safeUrl(this.url)}`);
    }
  }

  private ready(): Promise<void> {
    this.schema ??= this.inTransaction(async (c) => {
      await c.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
      await c.query(SCHEMA_SQL);
    }).catch((err: unknown) => {
      this.schema = null; // tried again on the next call (the database may be back)
      throw err;
    });
    return this.schema;
  }

  private async inTransaction<T>(work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (err) {
      throw explain(err, `at ${safeUrl(this.url)}`);
    }
    try {
      await client.query('BEGIN');
      const out = await work(client);
      await client.query('COMMIT');
      return out;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw explain(err, `at ${safeUrl(this.url)}`);
    } finally {
      client.release();
    }
  }

  async readRegistry(): Promise<RegistryState> {
    const { rows } = await this.q<{ revision: string; document: unknown }>(
      'SELECT revision::text, document FROM delivery_registry WHERE id = 1',
    );
    return { registry: registrySchema.parse(rows[0]!.document), revision: rows[0]!.revision };
  }

  async transition<T>(
    change: (r: Registry) => T | Promise<T>,
    log?: (result: T) => LogEntry[],
  ): Promise<RegistryState & { result: T }> {
    await this.ready();
    return this.inTransaction(async (c) => {
      const { rows } = await c.query<{ revision: string; document: unknown }>(
        'SELECT revision::text, document FROM delivery_registry WHERE id = 1 FOR UPDATE',
      );
      const registry = registrySchema.parse(rows[0]!.document);
      const result = await change(registry);
      registry.updatedAt = new Date().toISOString();
      const checked = registrySchema.parse(registry);
      const revision = String(BigInt(rows[0]!.revision) + 1n);
      await c.query('UPDATE delivery_registry SET revision = $1, document = $2 WHERE id = 1', [
        revision,
        JSON.stringify(checked),
      ]);
      for (const e of log?.(result) ?? [])
        await c.query('INSERT INTO delivery_log (revision, remote, line, decision) VALUES ($1, $2, $3, $4)', [
          revision,
          e.remote,
          e.line,
          e.decision ? JSON.stringify(e.decision) : null,
        ]);
      await c.query('SELECT pg_notify($1, $2)', [REGISTRY_CHANNEL, revision]); // delivered on COMMIT
      return { registry: checked, revision, result };
    });
  }

  async readLog(limit = 1000): Promise<LogRow[]> {
    const { rows } = await this.q<DbLogRow>(
      'SELECT * FROM (SELECT id, at, revision::text, remote, line, decision FROM delivery_log ORDER BY id DESC LIMIT $1) l ORDER BY id',
      [limit],
    );
    return rows.map(toRow);
  }

  async readDecisions(remote?: string): Promise<LogRow[]> {
    const { rows } = await this.q<DbLogRow>(
      'SELECT at, revision::text, remote, line, decision FROM delivery_log WHERE decision IS NOT NULL AND ($1::text IS NULL OR remote = $1) ORDER BY id',
      [remote ?? null],
    );
    return rows.map(toRow);
  }

  async addReport(remote: string, run: RunKey, r: DeliveryReport, id = reportId(r)): Promise<boolean> {
    const version = r.kind === 'vital' ? r.versions[remote] : r.remote === remote ? r.version : undefined;
    const ours = version === run.canary || version === run.stable;
    const failure = (FAILURE_KINDS as readonly string[]).includes(r.kind);
    // what record() (controller-state.ts) would count; anything else is not stored at all
    const kind = r.overridden
      ? 'overridden'
      : !ours
        ? null
        : r.kind === 'visit'
          ? 'visit'
          : failure
            ? 'failure'
            : r.kind === 'vital'
              ? 'vital'
              : null;
    await this.q(
      'INSERT INTO delivery_runs (remote, started_at, canary, stable) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      [remote, run.startedAt, run.canary, run.stable],
    );
    if (!kind) return false;
    const { rows } = await this.q<{ inserted: boolean; first: boolean }>(
      `WITH before AS (
         SELECT NOT EXISTS (SELECT 1 FROM delivery_reports WHERE remote = $2 AND started_at = $3 AND kind = 'failure'
                            AND version = $5 AND visit = $6) AS first
       ), ins AS (
         INSERT INTO delivery_reports (id, remote, started_at, kind, version, visit, vital, value)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING RETURNING 1
       )
       SELECT EXISTS (SELECT 1 FROM ins) AS inserted, (SELECT first FROM before) AS first`,
      [
        id,
        remote,
        run.startedAt,
        kind,
        kind === 'overridden' ? null : version,
        r.visit,
        r.kind === 'vital' ? r.name : null,
        r.kind === 'vital' ? r.value : null,
      ],
    );
    const { inserted, first } = rows[0]!;
    if (!inserted) return false;
    return kind === 'visit' || (kind === 'failure' && first); // a visit's second failure changes no count
  }

  async endRun(remote: string, startedAt: string, at = new Date()): Promise<void> {
    await this.q('UPDATE delivery_runs SET ended_at = $3 WHERE remote = $1 AND started_at = $2 AND ended_at IS NULL', [
      remote,
      startedAt,
      at.toISOString(),
    ]);
  }

  async readRuns(): Promise<Record<string, Run>> {
    const { rows: runs } = await this.q<{
      remote: string;
      started_at: string;
      canary: string;
      stable: string;
      ended_at: string | null;
    }>(
      'SELECT DISTINCT ON (remote) remote, started_at, canary, stable, ended_at FROM delivery_runs ORDER BY remote, started_at DESC',
    );
    const out: Record<string, Run> = {};
    for (const run of runs) {
      const key = [run.remote, run.started_at];
      const { rows: totals } = await this.q<{ kind: string; version: string | null; n: string }>(
        `SELECT kind, version, count(*)::text AS n FROM delivery_reports
         WHERE remote = $1 AND started_at = $2 AND kind IN ('visit', 'overridden') GROUP BY kind, version`,
        key,
      );
      const { rows: failures } = await this.q<{ version: string; visit: string }>(
        `SELECT version, visit FROM delivery_reports WHERE remote = $1 AND started_at = $2 AND kind = 'failure'
         GROUP BY version, visit ORDER BY min(received_at) LIMIT ${MAX_FAILED_IDS * 2}`,
        key,
      );
      const { rows: vitals } = await this.q<{ version: string; vital: VitalName; value: number }>(
        `SELECT version, vital, value FROM (
           SELECT version, vital, value, received_at, id,
                  row_number() OVER (PARTITION BY version, vital ORDER BY received_at DESC, id DESC) AS k
           FROM delivery_reports WHERE remote = $1 AND started_at = $2 AND kind = 'vital'
         ) x WHERE k <= ${MAX_VITAL_SAMPLES} ORDER BY received_at, id`,
        key,
      );
      const stats: Record<string, VersionStats> = {};
      const of = (v: string) => (stats[v] ??= { visits: 0, failedVisits: [], vitals: { LCP: [], INP: [], CLS: [] } });
      let ignoredOverridden = 0;
      for (const t of totals) {
        if (t.kind === 'overridden') ignoredOverridden = Number(t.n);
        else of(t.version!).visits = Number(t.n);
      }
      for (const f of failures) {
        const s = of(f.version);
        if (s.failedVisits.length < MAX_FAILED_IDS) s.failedVisits.push(f.visit);
      }
      for (const v of vitals) of(v.version).vitals[v.vital].push(v.value);
      out[run.remote] = {
        canary: run.canary,
        stable: run.stable,
        startedAt: run.started_at,
        stats,
        ignoredOverridden,
        ...(run.ended_at ? { endedAt: run.ended_at } : {}),
      };
    }
    return out;
  }

  async subscribe(
    onChange: (revision: string) => void,
    onConnection?: (up: boolean, err?: Error) => void,
  ): Promise<() => Promise<void>> {
    await this.ready();
    let stopped = false;
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | null = null;
    const connect = async (again: boolean): Promise<void> => {
      const c = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 5000 });
      const lost = (err?: Error) => {
        if (stopped || client !== c) return;
        client = null;
        onConnection?.(false, err);
        void c.end().catch(() => undefined);
        retry = setTimeout(() => void connect(true).catch(() => undefined), 1000);
      };
      c.on('notification', (n) => {
        if (n.channel === REGISTRY_CHANNEL && n.payload) onChange(n.payload);
      });
      c.on('error', lost);
      c.on('end', () => lost());
      client = c;
      try {
        await c.connect();
        await c.query(`LISTEN ${REGISTRY_CHANNEL}`);
      } catch (err) {
        if (!again) {
          stopped = true; // the caller hears it now and decides; no retry behind its back
          await c.end().catch(() => undefined);
          throw explain(err, `at ${safeUrl(this.url)}`);
        }
        lost(err as Error);
        return;
      }
      onConnection?.(true);
      // changes made while it was not listening were not heard: the present revision stands for them
      if (again) onChange((await this.readRegistry()).revision);
    };
    await connect(false);
    return async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

function toRow(r: DbLogRow): LogRow {
  return {
    at: r.at.toISOString(),
    revision: r.revision,
    remote: r.remote,
    line: r.line,
    ...(r.decision ? { decision: r.decision } : {}),
  };
}
