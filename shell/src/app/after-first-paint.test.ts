import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

describe('afterFirstPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for a frame and the task after it, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    let done = false;
    void afterFirstPaint(1_000).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    // one frame (16 ms) and the task queued from its callback
    await vi.advanceTimersByTimeAsync(20);
    expect(done).toBe(true);
  });

  it('a page that gets no frame (hidden tab) still starts after the cap', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    let done = false;
    void afterFirstPaint(100).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    raf.mockRestore();
  });
});
