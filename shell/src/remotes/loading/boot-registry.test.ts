import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Registry } from '@broker/shared/contracts';
import { loadableRegistry } from './registry';

/**
 * The page's boot data carries only the loadable versions of each remote (loadableRegistry, written by
 * the shell's server): the loader takes it as it is, except when an override may name another version
 * of the history or the `__status` page lists it — then it reads the whole registry.
 */
const v = (version: string) => ({
  version,
  manifest: `mfe-signing/${version}/mf-manifest.json`,
  contractMajor: 1,
  publishedAt: '2026-11-01T00:00:00.000Z',
});
const whole: Registry = {
  schema: 1,
  updatedAt: '2026-11-01T00:00:00.000Z',
  remotes: { 'mfe-signing': { name: 'mfe_signing', live: 'C', history: [v('C'), v('B'), v('A')] } },
};

const fetched: string[] = [];
vi.mock('../../config/runtime-config', () => ({
  runtimeConfig: () => ({ registryUrl: 'https://cdn.example/registry.json' }),
}));
vi.mock('./registry', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchRegistry: (url: string) => (fetched.push(url), Promise.resolve(whole)),
}));
vi.mock('./retry', () => ({ installRetryPlugin: () => undefined }));
vi.mock('../delivery/reporter', () => ({ report: vi.fn() }));

const CFG = { registryUrl: 'https://cdn.example/registry.json', allowedRemoteOrigins: ['https://cdn.example'] };

/** A fresh page: boot data with the loadable registry, at `path`, then the loader's start-up. */
async function start(path: string) {
  history.replaceState(null, '', path);
  document.body.innerHTML = `<script type="application/json" id="broker-boot">${JSON.stringify({
    registry: loadableRegistry(whole),
  })}</script>`;
  vi.resetModules();
  const loader = await import('./remote-loader');
  await loader.startRemoteLoading(CFG as Parameters<typeof loader.startRemoteLoading>[0]);
  return loader;
}
const versions = (r: Registry | null) => r?.remotes['mfe-signing']?.history.map((x) => x.version);

beforeEach(() => {
  fetched.length = 0;
  localStorage.clear();
});
afterEach(() => history.replaceState(null, '', '/'));

describe('the registry of the boot data', () => {
  it('a visit without override: taken as it is, no request', async () => {
    const loader = await start('/uk/login');
    expect(fetched).toEqual([]);
    expect(versions(loader.currentRegistry())).toEqual(['C', 'B']);
  });

  it.each([
    ['an override set in this browser', '/uk/profile', true],
    ['an ?override= link', '/uk/login?override=mfe-signing@A', false],
    ['the __status page', '/en/__status', false],
  ])('%s: the whole registry is read (the history)', async (_name, path, stored) => {
    if (stored) localStorage.setItem('broker.delivery.overrides', JSON.stringify({ 'mfe-signing': 'A' }));
    const loader = await start(path);
    expect(fetched).toEqual(['https://cdn.example/registry.json']);
    expect(versions(loader.currentRegistry())).toEqual(['C', 'B', 'A']);
  });

  it('the __status page reached inside the app reads the whole registry once', async () => {
    const loader = await start('/uk/login');
    expect(versions(await loader.wholeRegistryNow())).toEqual(['C', 'B', 'A']);
    await loader.wholeRegistryNow();
    expect(fetched).toHaveLength(1);
  });
});
