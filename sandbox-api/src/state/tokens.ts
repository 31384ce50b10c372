import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock';

interface TokenRecord {
  email: string;
  scope: string;
  expiresAt: number;
}

/**
 * Opaque bearer tokens with lifetimes; refresh tokens rotate: a refresh spends the old refresh token
 * (a second use is rejected) and issues a new pair.
 */
export class TokenStore {
  private access = new Map<string, TokenRecord>();
  private refresh = new Map<string, TokenRecord & { used: boolean }>();

  constructor(
    private clock: Clock,
    private lifetimes: () => { accessMs: number; refreshMs: number },
  ) {}

  issue(email: string, scope: string): { access: string; refresh: string } {
    const now = this.clock.now();
    const { accessMs, refreshMs } = this.lifetimes();
    const access = `acc_${randomBytes(24).toString('hex')}`;
    const refresh = `ref_${randomBytes(24).toString('hex')}`;
    this.access.set(access, { email, scope, expiresAt: now + accessMs });
    this.refresh.set(refresh, { email, scope, expiresAt: now + refreshMs, used: false });
    return { access, refresh };
  }

  /** The access token's owner, or null when unknown or expired. */
  verifyAccess(token: string): TokenRecord | null {
    const rec = this.access.get(token);
    return rec && rec.expiresAt > this.clock.now() ? rec : null;
  }

  /** Rotate: null when the refresh token is unknown, already used or expired. */
  rotate(token: string): { access: string; refresh: string } | null {
    const rec = this.refresh.get(token);
    if (!rec || rec.used || rec.expiresAt <= this.clock.now()) return null;
    rec.used = true;
    return this.issue(rec.email, rec.scope);
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
    for (const [k, rec] of this.access) if (rec.email === email) this.access.delete(k);
    for (const [k, rec] of this.refresh) if (rec.email === email) this.refresh.delete(k);
  }

  clear(): void {
    this.access.clear();
    this.refresh.clear();
  }
}
