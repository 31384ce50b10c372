import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

/** Microtask turns: what a plain `await` of a resolved promise would give (the same task goes on). */
async function microtasks(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await Promise.resolve();
}

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('continues in a new task, not in the current task’s microtasks', async () => {
    vi.stubGlobal('scheduler', undefined);
    let resumed = false;
    const done = yieldToMain().then(() => (resumed = true));
    await microtasks(20);
    expect(resumed).toBe(false);
    await done;
    expect(resumed).toBe(true);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const y = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: y });
    await yieldToMain();
    expect(y).toHaveBeenCalledTimes(1);
  });
});
