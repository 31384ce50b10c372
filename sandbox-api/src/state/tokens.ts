import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock';

interface TokenRecord {
  email: string;
  scope: string;
  expiresAt: number;
}

/** One sign-in (a device or browser): its current refresh token and the access tokens it was given. */
interface Session {
  id: number;
  email: string;
  scope: string;
  refresh: string;
  /** newest last; at most ACCESS_PER_SESSION */
  access: string[];
}

/** Sign-ins kept per user, like a real API's device limit: the oldest one is signed out beyond it. */
export const MAX_SESSIONS_PER_USER = 10;
/** The newest access token of a session and the one before it (calls still in flight when it refreshed). */
const ACCESS_PER_SESSION = 2;
/** Expired tokens are swept at most this often (on issue), so memory follows live sessions only. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Opaque bearer tokens with lifetimes; refresh tokens rotate: a refresh spends the old refresh token
 * (a second use is rejected) and issues a new pair in the same session. Memory stays flat however many
 * logins happen: a spent refresh token is deleted at once, a session keeps two access tokens, expired
 * tokens are swept, and a user keeps at most MAX_SESSIONS_PER_USER sessions.
 */
export class TokenStore {
  private access = new Map<string, TokenRecord & { session: number }>();
  private refresh = new Map<string, TokenRecord & { session: number }>();
  private sessions = new Map<number, Session>();
  /** per user, session ids oldest first */
  private byUser = new Map<string, number[]>();
  private nextSession = 1;
  private lastSweep: number;

  constructor(
    private clock: Clock,
    private lifetimes: () => { accessMs: number; refreshMs: number },
  ) {
    this.lastSweep = clock.now();
  }

  /** A new sign-in: a new session (the user's oldest is signed out beyond the cap). */
  issue(email: string, scope: string): { access: string; refresh: string } {
    if (this.clock.now() - this.lastSweep >= SWEEP_INTERVAL_MS) this.sweep();
    const session: Session = { id: this.nextSession++, email, scope, refresh: '', access: [] };
    this.sessions.set(session.id, session);
    const ids = this.byUser.get(email) ?? [];
    ids.push(session.id);
    this.byUser.set(email, ids);
    while (ids.length > MAX_SESSIONS_PER_USER) this.endSession(ids[0]!);
    return this.pair(session);
  }

  /** The access token's owner, or null when unknown or expired. */
  verifyAccess(token: string): TokenRecord | null {
    const rec = this.access.get(token);
    return rec && rec.expiresAt > this.clock.now() ? rec : null;
  }

  /** Rotate: null when the refresh token is unknown, already used or expired. */
  rotate(token: string): { access: string; refresh: string } | null {
    const rec = this.refresh.get(token);
    const session = rec && this.sessions.get(rec.session);
    if (!rec || !session || rec.expiresAt <= this.clock.now()) return null;
    this.refresh.delete(token); // spent: unknown from now on, so a second use is refused
    return this.pair(session);
  }

  /** Back-office: expire a user's access tokens now (the next call must refresh). */
  expireAccess(email?: string): number {
    let n = 0;
    for (const rec of this.access.values()) {
      if (email === undefined || rec.email === email) {
        rec.expiresAt = 0;
        n++;
      }
    }
    return n;
  }

  /** Tokens of a user whose email changed or who was removed. */
  revokeUser(email: string): void {
    for (const id of [...(this.byUser.get(email) ?? [])]) this.endSession(id);
  }

  /** Drops every expired token, and the sessions whose refresh token expired. */
  sweep(): void {
    const now = this.clock.now();
    this.lastSweep = now;
    for (const [token, rec] of this.access) if (rec.expiresAt <= now) this.access.delete(token);
    for (const session of [...this.sessions.values()]) {
      const rec = this.refresh.get(session.refresh);
      if (!rec || rec.expiresAt <= now) this.endSession(session.id);
      else session.access = session.access.filter((t) => this.access.has(t));
    }
  }

  /** What the store holds (the bench and the tests watch it stay flat). */
  counts(): { sessions: number; access: number; refresh: number } {
    return { sessions: this.sessions.size, access: this.access.size, refresh: this.refresh.size };
  }

  clear(): void {
    this.access.clear();
    this.refresh.clear();
    this.sessions.clear();
    this.byUser.clear();
  }

  private pair(session: Session): { access: string; refresh: string } {
    const now = this.clock.now();
    const { accessMs, refreshMs } = this.lifetimes();
    const access = `acc_${randomBytes(24).toString('hex')}`;
    const refresh = `ref_${randomBytes(24).toString('hex')}`;
    const base = { email: session.email, scope: session.scope, session: session.id };
    this.access.set(access, { ...base, expiresAt: now + accessMs });
    this.refresh.set(refresh, { ...base, expiresAt: now + refreshMs });
    session.refresh = refresh;
    session.access.push(access);
    while (session.access.length > ACCESS_PER_SESSION) this.access.delete(session.access.shift()!);
    return { access, refresh };
  }

  private endSession(id: number): void {
    const session = this.sessions.get(id);
    if (!session) return;
    this.sessions.delete(id);
    this.refresh.delete(session.refresh);
    for (const t of session.access) this.access.delete(t);
    const ids = this.byUser.get(session.email) ?? [];
    const at = ids.indexOf(id);
    if (at >= 0) ids.splice(at, 1); // in place: issue() loops over this very list
    if (!ids.length) this.byUser.delete(session.email);
  }
}
