import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useSingleFlight } from './use-single-flight';

describe('useSingleFlight', () => {
  it('ignores calls while one runs, reopens after a failure, stays shut after `true`', async () => {
    let release!: (v: boolean) => void;
    const action = vi.fn(() => new Promise<boolean>((r) => (release = r)));
    const { result } = renderHook(() => useSingleFlight(action));
    const first = result.current();
    void result.current();
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => {
      release(false);
      await first;
    });
    const second = result.current();
    expect(action).toHaveBeenCalledTimes(2);
    await act(async () => {
      release(true);
      await second;
    });
    await result.current();
    expect(action).toHaveBeenCalledTimes(2);
  });
});
