import { describe, expect, it } from 'vitest';
import { signingRegistry, version as v } from '../../test/signing-registry';
import { isOverridden, overrideChoices, overridesStore, parseOverride, setOverride } from './overrides';

const registry = signingRegistry({
  live: '1.0.0-a',
  history: [v('1.0.0-c', { staged: true }), v('1.0.0-b', { withdrawnAt: 't' }), v('1.0.0-a')],
});

describe('override requests', () => {
  it.each([
    ['mfe-signing@1.0.0-c', 'ok'],
    ['mfe-signing@1.0.0-a', 'ok'],
    ['mfe-signing@1.0.0-b', 'withdrawn'],
    ['mfe-signing@9.9.9-zzz', 'unknown'],
    ['mfe-nothing@1.0.0-a', 'unknown'],
    ['mfe-signing@https://evil.example/remoteEntry.js', 'url'],
    ['mfe-signing@//evil.example/x', 'url'],
    ['https://evil.example/mf-manifest.json', 'url'],
    ['mfe-signing@../../registry', 'url'],
    ['mfe-signing', 'format'],
    ['@1.0.0-a', 'format'],
    ['mfe-signing@<b>', 'format'],
  ])('%s → %s', (value, expected) => {
    const r = parseOverride(value, registry);
    expect(r.ok ? 'ok' : r.reason).toBe(expected);
  });

  it('offers published, non-withdrawn versions (staged included)', () => {
    expect(overrideChoices(registry, 'mfe-signing')).toEqual(['1.0.0-c', '1.0.0-a']);
  });

  it('is kept in localStorage and marks the browser as overridden until reset', () => {
    setOverride('mfe-signing', '1.0.0-c');
    expect(JSON.parse(localStorage.getItem('broker.delivery.overrides')!)).toEqual({ 'mfe-signing': '1.0.0-c' });
    expect(isOverridden()).toBe(true);
    setOverride('mfe-signing', null);
    expect(overridesStore.getState().overrides).toEqual({});
    expect(isOverridden()).toBe(false);
  });
});
