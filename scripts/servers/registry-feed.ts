/**
 * Where a shell server reads the registry from, and how it hears that it changed. The server keeps
 * nothing on its disk: it holds the last registry it read in memory, serves it to browsers
 * (`/registry.json`, no-cache + ETag) and to its pages (page-cache.ts keys every page on its ETag).
 *
 * - the embedded default (`npm start`, e2e): the registry file of the local state folder, checked on
 *   every read (one `stat`: a deploy's atomic rename shows on the very next request);
 * - PostgreSQL (`DELIVERY_DATABASE_URL`): registry-feed-pg.ts, held in memory and refreshed on NOTIFY.
 *
 * When the source cannot be read the last registry read stays in service, and `health()` says so
 * (the shell server's `/healthz`, and one log line per outage).
 */
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Registry } from '../server-render';

export interface RegistrySnapshot {
  /** the registry's bytes as stored (served to browsers as they are) */
  text: string;
  registry: Registry;
  /** a strong validator of `text`: the `/registry.json` ETag and the page cache's key */
  etag: string;
  /** when this server read it (ms since the epoch) */
  readAt: number;
}

export interface RegistryHealth {
  source: 'file' | 'postgres';
  /** the source answered the last read */
  ok: boolean;
  /** the registry in service (null: none read yet) */
  etag: string | null;
  readAt: string | null;
  /** why the source did not answer, while it does not */
  error?: string;
  /** since when it does not answer */
  failingSince?: string;
}

export interface RegistryFeed {
  /** the registry to serve now (undefined: none was ever read) */
  current(): Promise<RegistrySnapshot | undefined>;
  /**
   * The registry in service when it is known without any I/O but a local `stat` (a page served from
   * memory); undefined when it must be read first (then `current()`).
   */
  peek(): RegistrySnapshot | undefined;
  health(): RegistryHealth;
  close(): Promise<void>;
}

export const registryEtag = (text: string) =>
  `"r-${createHash('sha256').update(text).digest('base64url').slice(0, 22)}"`;

export function snapshotOf(text: string): RegistrySnapshot {
  return { text, registry: JSON.parse(text) as Registry, etag: registryEtag(text), readAt: Date.now() };
}

/** Keeps track of an outage: logged once when it starts and once when it ends. */
export class Outage {
  private error: string | undefined;
  private since: number | undefined;

  constructor(private readonly what: string) {}

  failed(err: unknown): void {
    const message = err instanceof Error ? err.message : String(err);
    if (this.since === undefined) {
      this.since = Date.now();
      console.error(`[shell] ${this.what} unreadable, serving the last registry read: ${message}`);
    }
    this.error = message;
  }

  recovered(): void {
    if (this.since === undefined) return;
    console.error(`[shell] ${this.what} readable again after ${Date.now() - this.since} ms`);
    this.since = undefined;
    this.error = undefined;
  }

  get ok(): boolean {
    return this.since === undefined;
  }

  describe(): Pick<RegistryHealth, 'ok' | 'error' | 'failingSince'> {
    return this.since === undefined
      ? { ok: true }
      : { ok: false, error: this.error, failingSince: new Date(this.since).toISOString() };
  }
}

/** The registry file of the local state folder (the embedded default). */
export class FileRegistryFeed implements RegistryFeed {
  private snapshot: RegistrySnapshot | undefined;
  private fileId = '';
  private readonly outage = new Outage('registry file');

  constructor(private readonly file: string) {}

  async current(): Promise<RegistrySnapshot | undefined> {
    try {
      // synchronous: a local stat takes microseconds, less than a trip through the thread pool on every page
      const s = statSync(this.file);
      // a deploy renames a new file into place: another inode even when size and mtime happen to match
      const id = `${s.ino}:${s.size}:${s.mtimeMs}`;
      if (id !== this.fileId) {
        this.snapshot = snapshotOf(await readFile(this.file, 'utf8'));
        this.fileId = id;
      }
      this.outage.recovered();
    } catch (err) {
      // before the first deploy there is no registry yet: not an outage
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' && !this.snapshot) return undefined;
      this.outage.failed(err);
    }
    return this.snapshot;
  }

  peek(): RegistrySnapshot | undefined {
    try {
      const s = statSync(this.file);
      return `${s.ino}:${s.size}:${s.mtimeMs}` === this.fileId ? this.snapshot : undefined;
    } catch {
      return undefined; // gone or unreadable: current() tells the outage
    }
  }

  health(): RegistryHealth {
    return {
      source: 'file',
      ...this.outage.describe(),
      etag: this.snapshot?.etag ?? null,
      readAt: this.snapshot ? new Date(this.snapshot.readAt).toISOString() : null,
    };
  }

  async close(): Promise<void> {}
}
