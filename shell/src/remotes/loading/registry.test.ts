import { describe, expect, it } from 'vitest';
import { candidatesFor, loadableRegistry, type Choice } from './registry';
import type { Registry } from '@broker/shared/contracts';

const REGISTRY_URL = 'https://cdn.example/registry.json';
const ALLOWED = ['https://cdn.example'];

function v(version: string, manifest = `mfe-signing/${version}/mf-manifest.json`) {
  return { version, manifest, contractMajor: 1, publishedAt: '2026-11-01T00:00:00.000Z' };
}

function registry(
  live: string,
  history: Array<ReturnType<typeof v> & { staged?: boolean; withdrawnAt?: string }>,
): Registry {
  return {
    schema: 1,
    updatedAt: '2026-11-01T00:00:00.000Z',
    remotes: { 'mfe-signing': { name: 'mfe_signing', live, history } },
  };
}

const pick = (r: Registry) => candidatesFor(r, 'mfe-signing', REGISTRY_URL, ALLOWED);

describe('candidatesFor', () => {
  it('gives the live version, then the one published before it, as absolute URLs', () => {
    const { candidates, refused } = pick(registry('3', [v('3'), v('2'), v('1')]));
    expect(candidates.map((c) => [c.version.version, c.source, c.url])).toEqual([
      ['3', 'live', 'https://cdn.example/mfe-signing/3/mf-manifest.json'],
      ['2', 'last-known-good', 'https://cdn.example/mfe-signing/2/mf-manifest.json'],
    ]);
    expect(refused).toEqual([]);
  });

  it('after a rollback, last-known-good is the version before the live one, never the newer broken one', () => {
    const { candidates } = pick(registry('2', [v('3'), v('2'), v('1')]));
    expect(candidates.map((c) => [c.version.version, c.source])).toEqual([
      ['2', 'live'],
      ['1', 'last-known-good'],
    ]);
  });

  it('has no last-known-good for the oldest version', () => {
    expect(pick(registry('1', [v('2'), v('1')])).candidates.map((c) => c.version.version)).toEqual(['1']);
  });

  it('falls back to the newest entry when the live pointer is missing from the history', () => {
    const { candidates } = pick(registry('9', [v('3'), v('2')]));
    expect(candidates.map((c) => [c.version.version, c.source])).toEqual([['3', 'last-known-good']]);
  });

  it('refuses a manifest on an origin not on the allow-list, and keeps the allowed one', () => {
    const { candidates, refused } = pick(
      registry('3', [v('3', 'https://evil.example/mfe-signing/3/mf-manifest.json'), v('2')]),
    );
    expect(candidates.map((c) => [c.version.version, c.source])).toEqual([['2', 'last-known-good']]);
    expect(refused).toEqual([{ version: '3', reason: 'refused https://evil.example: not an allowed remote origin' }]);
  });

  it('treats another port or scheme on the same host as foreign', () => {
    for (const url of ['https://cdn.example:8443/m.json', 'http://cdn.example/m.json', '//cdn.example.evil/m.json']) {
      expect(pick(registry('3', [v('3', url)])).candidates).toEqual([]);
    }
  });

  it('accepts an absolute manifest URL on an allowed origin', () => {
    expect(pick(registry('3', [v('3', 'https://cdn.example/elsewhere/mf-manifest.json')])).candidates[0]?.url).toBe(
      'https://cdn.example/elsewhere/mf-manifest.json',
    );
  });

  it('gives nothing for a remote missing from the registry', () => {
    expect(candidatesFor(registry('1', [v('1')]), 'mfe-cabinet-messages', REGISTRY_URL, ALLOWED)).toEqual({
      candidates: [],
      refused: [],
    });
  });
});

describe('candidatesFor and withdrawn versions', () => {
  it('never offers a version a rollback withdrew as last-known-good', () => {
    const r = registry('3', [
      v('3'),
      { ...v('2'), withdrawnAt: '2026-11-02T00:00:00.000Z' } as ReturnType<typeof v>,
      v('1'),
    ]);
    expect(pick(r).candidates.map((c) => [c.version.version, c.source])).toEqual([
      ['3', 'live'],
      ['1', 'last-known-good'],
    ]);
  });
});

describe('candidatesFor: override and canary', () => {
  const reg = (): Registry => {
    const r = registry('2', [{ ...v('3'), staged: true }, v('2'), { ...v('0'), staged: true }, v('1')]);
    r.remotes['mfe-signing']!.canary = { version: '3', percent: 20, startedAt: 't', stable: '2' };
    return r;
  };
  const order = (r: Registry, choice: Choice): string[] =>
    candidatesFor(r, 'mfe-signing', REGISTRY_URL, ALLOWED, choice).candidates.map(
      (c) => `${c.version.version}:${c.source}`,
    );

  it.each<[string, Choice, string[]]>([
    [
      'outside the canary share: live, then last-known-good (a staged version never is)',
      {},
      ['2:live', '1:last-known-good'],
    ],
    [
      'in the share: the canary, then live, then last-known-good',
      { inCanary: () => true },
      ['3:canary', '2:live', '1:last-known-good'],
    ],
    [
      'an override wins over the canary',
      { override: '0', inCanary: () => true },
      ['0:override', '2:live', '1:last-known-good'],
    ],
    ['an override naming the live version changes nothing', { override: '2' }, ['2:live', '1:last-known-good']],
    [
      'an override naming an unknown version is ignored',
      { override: 'https://evil.example/x' },
      ['2:live', '1:last-known-good'],
    ],
  ])('%s', (_name, choice, expected) => {
    expect(order(reg(), choice)).toEqual(expected);
  });

  it('the percent is asked of the bucket; a withdrawn canary or override is never used', () => {
    const r = reg();
    const asked: number[] = [];
    order(r, { inCanary: (p) => (asked.push(p), false) });
    expect(asked).toEqual([20]);
    r.remotes['mfe-signing']!.history[0]!.withdrawnAt = 't';
    expect(order(r, { inCanary: () => true, override: '3' })).toEqual(['2:live', '1:last-known-good']);
  });
});

describe('loadableRegistry: what the page carries of the registry (boot data)', () => {
  const versions = (r: Registry) => r.remotes['mfe-signing']!.history.map((x) => x.version);

  it("keeps the canary, live and last-known-good versions in the history's order, and the rest of the entry", () => {
    const r = registry('5', [
      { ...v('7'), staged: true },
      { ...v('6'), staged: true },
      v('5'),
      { ...v('4'), withdrawnAt: 't' },
      { ...v('3'), staged: true },
      v('2'),
      v('1'),
    ]);
    r.remotes['mfe-signing']!.canary = { version: '6', percent: 10, startedAt: 't', stable: '5' };
    r.remotes['mfe-signing']!.area = { prefix: 'signing', cabinet: false };
    const loadable = loadableRegistry(r);
    expect(versions(loadable)).toEqual(['6', '5', '2']);
    expect(loadable.remotes['mfe-signing']!.canary).toEqual(r.remotes['mfe-signing']!.canary);
    expect(loadable.remotes['mfe-signing']!.area).toEqual({ prefix: 'signing', cabinet: false });
    expect(versions(r)).toHaveLength(7); // the registry read is not changed
  });

  it('500 versions per remote: still at most three', () => {
    const history = Array.from({ length: 500 }, (_, i) => v(String(500 - i)));
    expect(versions(loadableRegistry(registry('480', history)))).toEqual(['480', '479']);
  });

  // a small generator: every mix of live pointer, withdrawn, staged and canary over five versions
  const registries = function* (): Generator<Registry> {
    for (let bits = 0; bits < 1 << 10; bits += 23)
      for (const live of ['5', '3', '1', '9'])
        for (const canary of [undefined, '5', '4', '2']) {
          const history = ['5', '4', '3', '2', '1'].map((n, i) => ({
            ...v(n),
            ...(bits & (1 << i) ? { withdrawnAt: 't' } : {}),
            ...(bits & (1 << (i + 5)) ? { staged: true } : {}),
          }));
          const r = registry(live, history);
          if (canary) r.remotes['mfe-signing']!.canary = { version: canary, percent: 50, startedAt: 't', stable: live };
          yield r;
        }
  };

  it('the shell picks the same candidates from it as from the whole registry, without an override', () => {
    const picks = (r: Registry, choice: Choice) =>
      candidatesFor(r, 'mfe-signing', REGISTRY_URL, ALLOWED, choice)
        .candidates.map((c) => `${c.version.version}:${c.source}`)
        .join(' ');
    const fromWhole: string[] = [];
    const fromLoadable: string[] = [];
    for (const r of registries())
      for (const choice of [{ inCanary: () => true }, { inCanary: () => false }] satisfies Choice[]) {
        fromWhole.push(picks(r, choice));
        fromLoadable.push(picks(loadableRegistry(r), choice));
      }
    expect(fromWhole.length).toBeGreaterThan(1000);
    expect(fromLoadable).toEqual(fromWhole);
  });
});
