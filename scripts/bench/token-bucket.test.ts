import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLICE_BYTES, TokenBucket, transfer, type Clock } from './token-bucket';
import { startPipe } from './pipe-proxy';

// fake timers: Date.now and setTimeout advance only when the test says so
const fakeClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
};

describe('token bucket: one link for every transfer', () => {
  afterEach(() => vi.useRealTimers());
  // 10 slices a second: one slice crosses in 100 ms
  const rate = SLICE_BYTES * 10;
  const eightSlices = new Uint8Array(SLICE_BYTES * 8);

  async function run(transfers: number): Promise<{ done: number[]; atHalf: number[] }> {
    vi.useFakeTimers({ now: 0 });
    const bucket = new TokenBucket(rate, fakeClock);
    const received = Array.from({ length: transfers }, () => 0);
    const done: number[] = [];
    const all = received.map((_, i) =>
      transfer(bucket, eightSlices, (s) => (received[i]! += s.length)).then(() => (done[i] = Date.now())),
    );
    await vi.advanceTimersByTimeAsync(800);
    const atHalf = [...received];
    await vi.advanceTimersByTimeAsync(10_000);
    await Promise.all(all);
    return { done, atHalf };
  }

  it('a transfer alone gets the whole rate', async () => {
    const { done } = await run(1);
    expect(done).toEqual([800]);
  });

  it('two concurrent transfers share it: each half as fast, both done at about twice the time', async () => {
    const { done, atHalf } = await run(2);
    // after the time one alone needs, each has half of its bytes
    expect(atHalf).toEqual([SLICE_BYTES * 4, SLICE_BYTES * 4]);
    expect(done[0]).toBeGreaterThanOrEqual(1500);
    expect(done[1]).toBe(1600);
  });

  it('an idle link lends nothing: a transfer after a pause still goes at the rate', async () => {
    vi.useFakeTimers({ now: 0 });
    const bucket = new TokenBucket(rate, fakeClock);
    await vi.advanceTimersByTimeAsync(5_000);
    const p = transfer(bucket, eightSlices).then(() => Date.now());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await p).toBe(5_800);
  });
});

describe('the pipe proxy', () => {
  it('two downloads through it at once share its downlink; the round trip is added per request', async () => {
    const body = Buffer.alloc(50_000, 7);
    const origin = http.createServer((_req, res) => res.end(body));
    await new Promise<void>((r) => origin.listen(0, '127.0.0.1', () => r()));
    const originPort = (origin.address() as AddressInfo).port;
    // 800 kbit/s = 100 KB/s: one 50 KB body alone ≈ 0.5 s, two at once ≈ 1 s for both
    const pipe = await startPipe({ downKbit: 800, upKbit: 800, rttMs: 50 });
    const get = () =>
      new Promise<number>((resolve, reject) => {
        const t = performance.now();
        http
          .get(
            { host: '127.0.0.1', port: pipe.port, path: `http://127.0.0.1:${originPort}/x`, agent: false },
            (res) => {
              let n = 0;
              res.on('data', (c: Buffer) => (n += c.length));
              res.on('end', () => (n === body.length ? resolve(performance.now() - t) : reject(new Error(`${n}`))));
            },
          )
          .on('error', reject);
      });
    try {
      const alone = await get();
      const both = await Promise.all([get(), get()]);
      expect(alone).toBeGreaterThan(500 + 2 * 50 - 20);
      expect(alone).toBeLessThan(900);
      for (const t of both) expect(t).toBeGreaterThan(1000);
    } finally {
      await pipe.close();
      await new Promise<void>((r) => origin.close(() => r()));
    }
  });
});
