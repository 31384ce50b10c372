import { describe, expect, it } from 'vitest';
import { liveVersionOf, type ServerRegistry } from './live-version';

const v = (version: string, contractMajor = 1, origin = 'http://cdn.test') => ({
  version,
  manifest: `${origin}/mfe-x/${version}/mf-manifest.json`,
  contractMajor,
});
const registry = (live: string, history = [v('1.0.0-a'), v('1.0.0-b', 2), v('1.0.0-c', 1, 'http://evil.test')]) =>
  ({ remotes: { 'mfe-x': { live, history } } }) satisfies ServerRegistry;
const rules = { registryUrl: 'http://cdn.test/registry.json', allowed: ['http://cdn.test'], contractMajor: 1 };

describe('liveVersionOf: the one answer of boot hints, server render and its warm-up', () => {
  it('the live version (not the newest in history), its manifest URL and folder', () => {
    const r = registry('1.0.0-a', [v('1.0.0-a'), v('1.0.0-z')]);
    expect(liveVersionOf(r, 'mfe-x', rules)).toMatchObject({
      ok: true,
      version: { version: '1.0.0-a' },
      folder: 'http://cdn.test/mfe-x/1.0.0-a/',
    });
  });

  it.each([
    [undefined, 'mfe-x', /no live version of mfe-x/],
    [registry('1.0.0-a'), 'mfe-y', /no live version of mfe-y/],
    [registry('9.9.9'), 'mfe-x', /no live version of mfe-x/],
    [registry('1.0.0-b'), 'mfe-x', /contract 2 ≠ shell 1/],
    [registry('1.0.0-c'), 'mfe-x', /origin http:\/\/evil\.test is not allowed/],
  ])('refused: %#', (reg, remote, why) => {
    const found = liveVersionOf(reg, remote, rules);
    expect(found.ok).toBe(false);
    expect(!found.ok && found.why).toMatch(why);
  });

  it('without a contract major (the warm-up) only the origin is checked', () => {
    expect(liveVersionOf(registry('1.0.0-b'), 'mfe-x', { ...rules, contractMajor: undefined }).ok).toBe(true);
    expect(liveVersionOf(registry('1.0.0-c'), 'mfe-x', { ...rules, contractMajor: undefined }).ok).toBe(false);
  });
});
