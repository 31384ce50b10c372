/**
 * A token bucket per key: `burst` reports at once, refilled at `perSecond`. Keys are dropped when full
 * again, so a flood of new keys costs memory only while they are active (and `maxKeys` caps even that).
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly maxKeys = 100_000,
  ) {}

  allow(key: string, now = Date.now()): boolean {
    const b = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    b.tokens = Math.min(this.burst, b.tokens + ((now - b.at) / 1000) * this.perSecond);
    b.at = now;
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    if (b.tokens >= this.burst - 1 && this.buckets.size >= this.maxKeys) this.buckets.delete(key);
    else this.buckets.set(key, b);
    return true;
  }
}
