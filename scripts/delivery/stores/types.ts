import type { DeliveryReport, Registry, RegistryDecision } from '@broker/shared/contracts';
import type { Run } from '../controller-state';

/**
 * The two stores of the delivery system (docs/delivery.md, "Stores"): where each version's immutable
 * files live (`FilesStore`) and where the registry, the deploy log and the controller's counts and
 * decisions live (`StateStore`). `openStores()` (select.ts) picks them from the environment:
 * `DELIVERY_FILES=s3://<bucket>/<prefix>` (else the folder `CDN_DIR`) and
 * `DELIVERY_DATABASE_URL=postgres://…` (else files beside the registry in `CDN_DIR`).
 */

/** A store that cannot be reached, refused the credentials or failed mid-way: the CLI prints one ✖ line. */
export class StoreError extends Error {}

/** What a file of a version is served with (fileMeta() in file-meta.ts derives it from the path). */
export interface FileMeta {
  contentType: string;
  cacheControl: string;
  /** `x.js.br` / `x.js.gz`: the compressed variant of `x.js`, served with this Content-Encoding */
  contentEncoding?: 'br' | 'gzip';
}

/** A version to publish: a build folder, plus files made at publish time (integrity.json and its variants). */
export interface VersionSource {
  dir: string;
  /** path relative to the version → bytes; wins over a file of the same path in `dir` */
  extra?: Record<string, Buffer>;
}

export interface FilesStore {
  /** For messages: `folder /abs/path` or `s3://bucket/prefix`. */
  readonly where: string;
  /**
   * Publishes a version whole: every file is stored before this returns, and nothing of it is referenced
   * before (the caller's registry transition comes after). A version that exists already is reused and
   * never overwritten (`reused: true`), like a package registry answering 409.
   */
  putVersion(key: string, version: string, source: VersionSource): Promise<{ reused: boolean }>;
  /** Whether the version exists (complete: its `integrity.json`, the last file written, is there). */
  exists(key: string, version: string): Promise<boolean>;
  /** One file of a version, or null when absent. */
  get(key: string, version: string, path: string): Promise<Buffer | null>;
  /** The files of a version (paths relative to it, sorted); [] when the version does not exist. */
  list(key: string, version: string): Promise<string[]>;
  /**
   * A local folder with the version's files (the gates read a build as files): the version's own
   * folder for the local store, a verified download cache for an object store; null when absent.
   */
  localDir(key: string, version: string): Promise<string | null>;
}

/** One deploy-log row: written in the same transaction as the registry change it describes. */
export interface LogEntry {
  remote: string;
  /** `mfe-signing 1.0.0-abc staged`, `mfe-signing canary … aborted by the controller: …` */
  line: string;
  /** set when the row ends a canary (by the controller or a person): `readDecisions()` lists these */
  decision?: RegistryDecision;
}

export interface LogRow extends LogEntry {
  at: string;
  /** the registry revision the row's transition made (PostgreSQL; the embedded store keeps none) */
  revision?: string;
}

export interface RegistryState {
  registry: Registry;
  /** opaque, changes with every transition (PostgreSQL: a counter; files: the registry's `updatedAt`) */
  revision: string;
}

/** The canary run a report is counted into (the registry's `canary` of the remote when it came). */
export interface RunKey {
  canary: string;
  stable: string;
  startedAt: string;
}

export interface StateStore {
  readonly where: string;
  readRegistry(): Promise<RegistryState>;
  /**
   * Runs `change` on the latest registry with every other writer excluded (files: the lock file;
   * PostgreSQL: one transaction holding the registry row FOR UPDATE) and stores the result together
   * with the log rows `log(result)` returns: both or neither. `change` mutates the registry it is given;
   * when it throws, nothing is written and the error is rethrown (a TransitionError is a refusal).
   */
  transition<T>(
    change: (r: Registry) => T | Promise<T>,
    log?: (result: T) => LogEntry[],
  ): Promise<RegistryState & { result: T }>;
  /** The deploy log, oldest first (the last `limit` rows). */
  readLog(limit?: number): Promise<LogRow[]>;
  /** Log rows that ended a canary, oldest first (optionally of one remote). */
  readDecisions(remote?: string): Promise<LogRow[]>;
  /**
   * Counts one report into the remote's run `run` (created when new). Idempotent: a report with an
   * id already counted (reportId(): a hash of the report) is never counted twice. True when it changed
   * a visit or failure count (the controller then re-evaluates the abort rule).
   */
  addReport(remote: string, run: RunKey, report: DeliveryReport, id?: string): Promise<boolean>;
  /** Marks a remote's run ended (its canary was promoted or aborted). */
  endRun(remote: string, startedAt: string, at?: Date): Promise<void>;
  /** Per remote, its present or last run with the counts (the shape `summarize()` reads). */
  readRuns(): Promise<Record<string, Run>>;
  /**
   * Calls `onChange(revision)` after each registry change by any process (PostgreSQL: LISTEN on
   * `delivery_registry`, payload the new revision; files: the registry file polled). A lost connection
   * is reported to `onConnection(false, err)` and retried every second; once back, `onConnection(true)`
   * and `onChange` with the present revision (changes made meanwhile were not heard). Throws when the
   * first connection fails. Returns the unsubscribe function.
   */
  subscribe(
    onChange: (revision: string) => void,
    onConnection?: (up: boolean, err?: Error) => void,
  ): Promise<() => Promise<void>>;
  /** Writes what is pending and releases connections. */
  close(): Promise<void>;
}

export interface Stores {
  files: FilesStore;
  state: StateStore;
  close(): Promise<void>;
}
