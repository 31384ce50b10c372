import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderScreen } from '../test/render-screen';
import { TextField } from './text-field';
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
