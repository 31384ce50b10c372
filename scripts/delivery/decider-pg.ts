import pg from 'pg';
import type { Decider } from './decider';

/** The key of the decider's session advisory lock ('dcdr'); the schema lock (pg-schema.ts) is another. */
export const DECIDER_LOCK = 0x64_63_64_72;

/**
 * One decider among the controller instances of one database: a session advisory lock held on a
 * connection of its own. PostgreSQL frees the lock when that connection ends — the instance killed
 * (`kill -9`), its machine gone, the database restarted — and another instance takes it at its next
 * try (every `tryMs`). While the connection is in doubt this instance stops deciding at once; a
 * decision is a registry transaction naming the canary it ends, so a late one is a no-op, never a
 * second decision.
 */
export class PgDecider implements Decider {
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private holding = false;

  constructor(
    private readonly url: string,
    private readonly tryMs = 500,
    private readonly log: (line: string) => void = (l) => console.log(`[controller] ${l}`),
  ) {}

  get held(): boolean {
    return this.holding;
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.attempt();
  }

  private lose(why: string): void {
    if (this.holding) this.log(`no longer deciding: ${why}`);
    this.holding = false;
    const c = this.client;
    this.client = null;
    void c?.end().catch(() => undefined);
  }

  private async attempt(): Promise<void> {
    try {
      if (!this.client) {
        const c = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 3000 });
        c.on('error', (err) => this.lose(err.message));
        c.on('end', () => this.client === c && this.lose('connection ended'));
        await c.connect();
        // stopped while connecting: this connection must not take the lock (nobody would ever free it)
        if (this.stopped) return void (await c.end().catch(() => undefined));
        this.client = c;
      }
      if (this.holding) {
        await this.client.query('SELECT 1'); // still connected, so still holding
      } else {
        const { rows } = await this.client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1) AS got', [
          DECIDER_LOCK,
        ]);
        if (rows[0]?.got) {
          this.holding = true;
          this.log(`deciding (pid ${process.pid})`);
        }
      }
    } catch (err) {
      this.lose(err instanceof Error ? err.message : String(err));
    } finally {
      if (!this.stopped) {
        this.timer = setTimeout(() => void this.attempt(), this.tryMs);
        this.timer.unref();
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.holding = false;
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => undefined); // the lock goes with the session
  }
}
