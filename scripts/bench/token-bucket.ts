/**
 * One direction of a phone's radio link, shared by every connection of the page (the bench's pipe,
 * pipe-proxy.ts). A token bucket of depth 0 — tokens (bytes) accrue at the link's rate and nothing is
 * saved up for a burst, as a radio has no spare capacity to lend — served first come, first served:
 * each caller asks for one slice at a time, so two transfers in flight alternate slice by slice and
 * each gets half the rate, where DevTools throttling gives each request the whole rate of its own.
 */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: Clock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export class TokenBucket {
  /** when (clock ms) the link has sent everything asked for so far */
  private busyUntil = 0;

  constructor(
    readonly bytesPerSecond: number,
    private readonly clock: Clock = realClock,
  ) {
    if (!(bytesPerSecond > 0)) throw new Error(`token bucket: rate must be positive (got ${bytesPerSecond})`);
  }

  /** Resolves once `bytes` have crossed the link, after everything asked for before them. */
  take(bytes: number): Promise<void> {
    const now = this.clock.now();
    this.busyUntil = Math.max(now, this.busyUntil) + (bytes * 1000) / this.bytesPerSecond;
    return this.clock.sleep(this.busyUntil - now);
  }
}

/** Slice size: small enough that concurrent transfers interleave finely (one TCP segment is ~1.4 KB). */
export const SLICE_BYTES = 4096;

/** Sends `bytes` through the bucket slice by slice, calling `each` as a slice has crossed. */
export async function transfer(
  bucket: TokenBucket,
  bytes: Uint8Array,
  each: (slice: Uint8Array) => void = () => {},
): Promise<void> {
  for (let at = 0; at < bytes.length; at += SLICE_BYTES) {
    const slice = bytes.subarray(at, at + SLICE_BYTES);
    await bucket.take(slice.length);
    each(slice);
  }
}
