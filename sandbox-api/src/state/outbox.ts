import type { Clock } from '../clock';
import type { OutboxEntry } from './types';

/** Every code, link and notice the sandbox "sent"; readable by humans (console) and tests. */
export class Outbox {
  private entries: OutboxEntry[] = [];
  private seq = 0;

  constructor(
    private clock: Clock,
    private log: (line: string) => void,
  ) {}

  send(entry: Omit<OutboxEntry, 'id' | 'created'>): OutboxEntry {
    const full: OutboxEntry = { ...entry, id: ++this.seq, created: new Date(this.clock.now()).toISOString() };
    this.entries.push(full);
    if (this.entries.length > 1000) this.entries.shift();
    this.log(`[outbox] ${full.channel} to ${full.to}: ${full.subject}${full.code ? ` code ${full.code}` : ''}`);
    return full;
  }

  /** Newest first; `to` matches an email case-insensitively or a phone by its digits. */
  list(to?: string): OutboxEntry[] {
    const all = [...this.entries].reverse();
    if (!to) return all;
    const digits = to.replace(/\D/g, '');
    const lower = to.trim().toLowerCase();
    return all.filter((e) =>
      e.to.includes('@') ? e.to.toLowerCase() === lower : digits.length > 0 && e.to.replace(/\D/g, '') === digits,
    );
  }

  clear(): void {
    this.entries = [];
  }
}
