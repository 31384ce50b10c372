import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTaskOfItsOwn, ownSingletonFirst, type ResolveShareArgs } from './share-negotiation';

describe('inTaskOfItsOwn (beforeLoadShare)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('continues the negotiation in a new task, with the same arguments', async () => {
    vi.stubGlobal('scheduler', undefined);
    const args = { pkgName: 'react' };
    let resumed = false;
    const done = inTaskOfItsOwn(args).then((a) => ((resumed = true), a));
    for (let i = 0; i < 20; i++) await Promise.resolve(); // the same task's microtasks
    expect(resumed).toBe(false);
    expect(await done).toBe(args);
  });
});

describe('ownSingletonFirst (resolveShare)', () => {
  const shell = { from: 'shell', version: '19.2.0' };
  const remote = { from: 'mfe_onboarding', version: '19.2.0' };
  const args = (o: { registered?: { from: string }; from?: string; singleton?: boolean; treeShaking?: unknown }) => {
    const resolver = vi.fn(() => ({ shared: 'checked by MF' }));
    const a: ResolveShareArgs = {
      shareScopeMap: { default: { react: o.registered ? { '19.2.0': o.registered } : {} } },
      scope: 'default',
      pkgName: 'react',
      version: '19.2.0',
      shareInfo: {
        from: o.from ?? 'shell',
        shareConfig: { singleton: o.singleton ?? true },
        treeShaking: o.treeShaking,
      },
      resolver,
    };
    return { a, resolver };
  };

  it.each([
    ['a singleton the consumer provided itself', { registered: shell }, 'own'],
    ['a singleton another container provided', { registered: remote }, 'MF'],
    ['a remote consuming the shell’s singleton', { registered: shell, from: 'mfe_onboarding' }, 'MF'],
    ['not a singleton', { registered: shell, singleton: false }, 'MF'],
    ['tree-shaken sharing', { registered: shell, treeShaking: { mode: 'runtime-infer' } }, 'MF'],
    ['a version not in the scope', {}, 'MF'],
  ] as const)('%s → resolved by %s', (_name, o, by) => {
    const { a, resolver } = args(o);
    const out = ownSingletonFirst(a);
    const picked = out.resolver();
    if (by === 'own') {
      expect(picked).toEqual({ shared: shell, useTreesShaking: false });
      expect(resolver).not.toHaveBeenCalled();
    } else {
      expect(out).toBe(a);
      expect(picked).toEqual({ shared: 'checked by MF' });
    }
  });
});
