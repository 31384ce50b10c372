import { afterEach, describe, expect, it, vi } from 'vitest';
import { evaluateInSlices } from './evaluate-in-slices';

describe('evaluateInSlices', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('evaluates each group in a task of its own, in order, and goes on past one that fails', async () => {
    vi.stubGlobal('scheduler', undefined);
    const calls: string[] = [];
    const group =
      (name: string, fails = false) =>
      () => {
        calls.push(name);
        return fails ? Promise.reject(new Error('chunk failed')) : Promise.resolve();
      };
    const done = evaluateInSlices([group('a'), group('b', true), group('c')]);
    for (let i = 0; i < 20; i++) await Promise.resolve(); // the first task's microtasks
    expect(calls).toEqual(['a']);
    await done;
    expect(calls).toEqual(['a', 'b', 'c']);
  });
});
