/**
 * The PostgreSQL state store's tables (docs/delivery.md, "Stores"), created idempotently by every
 * process that opens the store: under a transaction-level advisory lock, so two processes starting at
 * once do not race on `CREATE TABLE IF NOT EXISTS` (which is not safe against itself).
 */
export const SCHEMA_LOCK = 0x64_6c_76_72; // 'dlvr': the key of the schema-creation advisory lock

/** The channel a registry change is announced on; the payload is the new revision. */
export const REGISTRY_CHANNEL = 'delivery_registry';

export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS delivery_registry (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  revision bigint NOT NULL,
  document jsonb NOT NULL
);
INSERT INTO delivery_registry (id, revision, document)
  VALUES (1, 0, '{"schema":1,"updatedAt":"1970-01-01T00:00:00.000Z","remotes":{}}')
  ON CONFLICT (id) DO NOTHING;
CREATE TABLE IF NOT EXISTS delivery_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  revision bigint NOT NULL,
  remote text NOT NULL,
  line text NOT NULL,
  decision jsonb
);
CREATE INDEX IF NOT EXISTS delivery_log_decisions ON delivery_log (remote, id) WHERE decision IS NOT NULL;
CREATE TABLE IF NOT EXISTS delivery_runs (
  remote text NOT NULL,
  started_at text NOT NULL,
  canary text NOT NULL,
  stable text NOT NULL,
  ended_at text,
  PRIMARY KEY (remote, started_at)
);
CREATE TABLE IF NOT EXISTS delivery_reports (
  id text PRIMARY KEY,
  remote text NOT NULL,
  started_at text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('visit', 'failure', 'vital', 'overridden')),
  version text,
  visit text NOT NULL,
  vital text,
  value double precision,
  received_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX IF NOT EXISTS delivery_reports_run ON delivery_reports (remote, started_at, kind, version);
`;
