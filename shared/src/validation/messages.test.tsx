import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderHook } from '@testing-library/react';
import { renderWithApp } from '@broker/shared/test-utils';
import { createI18n } from '@broker/shared/i18n';
import { parseValidationMessage, translateValidation, vmsg, type ValidationKey } from './messages';
import { PasswordHints } from './password-hints';
import { useDebouncedValue } from '@broker/shared/ui';

const ALL_KEYS: ValidationKey[] = [
  'required',
  'required_files',
  'files_has_no_errors',
  'min',
  'max',
  'length',
  'min_no_required',
  'numeric',
  'email',
  'reg_email',
  'phone',
  'pw_length',
  'pw_chars',
  'pw_alpha',
  'pw_numeric',
  'pw_symbols',
  'pw_spaces',
  'pw_confirm',
  'own_option',
  'code',
];

describe('validation messages', () => {
  it('uk and en have the same keys, and every rule key has a text', () => {
    const i18n = createI18n({ lng: 'uk' });
    const uk = i18n.getResourceBundle('uk', 'validations') as Record<string, string>;
    const en = i18n.getResourceBundle('en', 'validations') as Record<string, string>;
    expect(Object.keys(uk).sort()).toEqual(Object.keys(en).sort());
    for (const key of ALL_KEYS) expect(Object.keys(uk)).toContain(key);
  });

  it.each([
    [vmsg('required'), 'validations:required', {}],
    [vmsg('min', { length: 8 }), 'validations:min', { length: 8 }],
    ['plain server text', 'plain server text', {}],
  ])('parses %j', (message, key, params) => {
    expect(parseValidationMessage(message)).toEqual({ key, params });
  });

  it.each([
    ['uk', vmsg('min', { length: 2 }), 'Щонайменше 2 символів'],
    ['en', vmsg('min', { length: 2 }), 'At least 2 characters'],
    ['en', vmsg('pw_confirm'), 'Passwords do not match'],
    ['en', 'Server says no', 'Server says no'],
    ['en', undefined, ''],
  ] as const)('%s: %j → %j', (lng, message, text) => {
    const i18n = createI18n({ lng, strictMissing: true });
    expect(translateValidation(i18n.t.bind(i18n), message)).toBe(text);
  });
});

describe('PasswordHints', () => {
  it('marks nothing before typing, then each rule after the 300 ms pause', () => {
    vi.useFakeTimers();
    try {
      const { rerender } = renderWithApp(<PasswordHints value="" />, { lang: 'en' });
      const items = () => screen.getAllByRole('listitem');
      expect(items().map((li) => li.dataset.state)).toEqual(Array(6).fill('idle'));
      rerender(<PasswordHints value="abc" />);
      // not yet: the hints follow the pause, not each keystroke
      expect(items()[0]!.dataset.state).toBe('idle');
      act(() => vi.advanceTimersByTime(300));
      const state = Object.fromEntries(items().map((li) => [li.dataset.rule, li.dataset.state]));
      expect(state).toEqual({
        pw_length: 'failed',
        pw_chars: 'ok',
        pw_alpha: 'ok',
        pw_numeric: 'failed',
        pw_symbols: 'failed',
        pw_spaces: 'ok',
      });
      expect(screen.getByText('8 to 20 characters')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('useDebouncedValue', () => {
  it('keeps the old value until 300 ms pass without a change', () => {
    vi.useFakeTimers();
    try {
      const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v), { initialProps: { v: 'a' } });
      rerender({ v: 'ab' });
      act(() => vi.advanceTimersByTime(200));
      rerender({ v: 'abc' });
      act(() => vi.advanceTimersByTime(200));
      expect(result.current).toBe('a');
      act(() => vi.advanceTimersByTime(100));
      expect(result.current).toBe('abc');
    } finally {
      vi.useRealTimers();
    }
  });
});
