import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen } from '@testing-library/react';
import { renderScreen } from '../test/render-screen';
import { TextField } from './text-field';
import { useSingleFlight } from './use-single-flight';
import { isWaiting } from './use-status-polling';

describe('TextField', () => {
  it('shows a validation message after the 300 ms pause, tied to the input; clears at once', () => {
    vi.useFakeTimers();
    try {
      const { rerender } = renderScreen(<TextField label="Email" />, { path: '/en/x' });
      rerender(<TextField label="Email" error="validations.email" />);
      expect(screen.queryByRole('alert')).toBeNull();
      act(() => vi.advanceTimersByTime(300));
      expect(screen.getByRole('alert')).toHaveTextContent('Latin letters, digits and . @ _ - only');
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Latin letters, digits and . @ _ - only');
      expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
      rerender(<TextField label="Email" />);
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

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

describe('isWaiting (§4 "Waiting")', () => {
  it.each([
    [true, 'INITIAL', true],
    [true, 'REVIEW', true],
    [true, 'APPROVED', false],
    [false, 'INITIAL', false],
    [false, 'REVIEW', true],
    [false, 'SIGNING', false],
  ] as const)('resident %s, %s → %s', (is_resident, check_status, waiting) => {
    expect(isWaiting({ is_resident, check_status })).toBe(waiting);
  });
});
