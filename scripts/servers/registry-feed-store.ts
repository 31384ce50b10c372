/**
 * The registry from the state store (PostgreSQL: `DELIVERY_DATABASE_URL`), held in memory and read again
 * on every change the store announces (LISTEN/NOTIFY): a deploy or rollback reaches every shell server
 * in milliseconds, and a page costs no database round trip. While the database cannot be read (down,
 * restarting) the last registry read stays in service and `health()` says since when; once the
 * connection is back the present registry is read again (changes made meanwhile were not heard).
 */
import type { StateStore } from '../delivery/stores/types';
import { Outage, snapshotOf, type RegistryFeed, type RegistryHealth, type RegistrySnapshot } from './registry-feed';

export class StoreRegistryFeed implements RegistryFeed {
  private snapshot: RegistrySnapshot | undefined;
  private readonly outage = new Outage('registry database');
  private unsubscribe: (() => Promise<void>) | null = null;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly state: StateStore) {}

  /** Reads the registry and starts listening; a database down at start-up is retried every second. */
  async start(): Promise<void> {
    await this.read();
    try {
      this.unsubscribe = await this.state.subscribe(
        () => void this.read(),
        (up, err) => (up ? void this.read() : this.outage.failed(err ?? new Error('connection lost'))),
      );
    } catch (err) {
      this.outage.failed(err);
      if (!this.closed) this.retry = setTimeout(() => void this.start(), 1000);
    }
  }

  private reading: Promise<void> | null = null;
  private dirty = false;

  /** One read at a time (a slow read finishing after a newer one must not win); a change meanwhile reads again. */
  private read(): Promise<void> {
    if (this.reading) {
      this.dirty = true;
      return this.reading;
    }
    this.reading = (async () => {
      do {
        this.dirty = false;
        await this.readOnce();
      } while (this.dirty);
    })().finally(() => (this.reading = null));
    return this.reading;
  }

  private async readOnce(): Promise<void> {
    try {
      const { registry } = await this.state.readRegistry();
      const text = JSON.stringify(registry);
      if (text !== this.snapshot?.text) this.snapshot = snapshotOf(text);
      this.outage.recovered();
    } catch (err) {
      this.outage.failed(err);
    }
  }

  current(): Promise<RegistrySnapshot | undefined> {
    return Promise.resolve(this.snapshot);
  }

  peek(): RegistrySnapshot | undefined {
    return this.snapshot;
  }

  health(): RegistryHealth {
    return {
      source: 'postgres',
      ...this.outage.describe(),
      etag: this.snapshot?.etag ?? null,
      readAt: this.snapshot ? new Date(this.snapshot.readAt).toISOString() : null,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.unsubscribe?.();
    await this.state.close();
  }
}
