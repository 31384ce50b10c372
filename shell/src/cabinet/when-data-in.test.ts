import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { whenDataIn } from './use-prefetch-areas';

/**
 * The menu's prefetch waits for the page's own data (use-prefetch-areas.ts): on one shared link it
 * would otherwise compete with the request the page's largest paint waits for.
 */
afterEach(() => vi.useRealTimers());

describe('whenDataIn', () => {
  it('waits while a query is on its way, then for a quiet moment', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    let answer!: (v: number) => void;
    void client.fetchQuery({ queryKey: ['page', 'data'], queryFn: () => new Promise<number>((r) => (answer = r)) });
    let done = false;
    void whenDataIn(client, 600, 5000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2000);
    expect(done).toBe(false); // the page's data is still on its way
    answer(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(done).toBe(false); // not yet quiet long enough (the next screen may ask for its own)
    await vi.advanceTimersByTimeAsync(500);
    expect(done).toBe(true);
  });

  it('gives up waiting after maxMs (a query that never ends does not stop the prefetch forever)', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    void client.fetchQuery({ queryKey: ['never'], queryFn: () => new Promise<number>(() => undefined) });
    let done = false;
    void whenDataIn(client, 600, 5000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(4900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
  });

  it('a query starting in the quiet moment restarts it; nothing is left scheduled once resolved', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    let done = false;
    void whenDataIn(client, 600, 5000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(400);
    let answer!: (v: number) => void;
    void client.fetchQuery({ queryKey: ['screen', 'data'], queryFn: () => new Promise<number>((r) => (answer = r)) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(done).toBe(false); // 400 ms quiet, then a query on its way: the wait starts again after it
    answer(1);
    await vi.advanceTimersByTimeAsync(599);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(done).toBe(true);
    client.clear(); // the cache's own garbage-collection timers are not ours
    expect(vi.getTimerCount()).toBe(0);
    expect(client.getQueryCache().hasListeners()).toBe(false);
  });
});
