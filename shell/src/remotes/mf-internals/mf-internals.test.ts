// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MF_VERSION, MF_PARTS_GLOBAL } from './mf-version';
import {
  initContainerEntryBeside,
  MF_BUNDLER_RUNTIME_PACKAGE,
  MF_BUNDLER_RUNTIME_REQUEST,
  REMOTE_BUNDLER_RUNTIME_STAND_IN,
} from './bundler-swap.mjs';

/**
 * What this folder relies on, read from the MF the shell is built with (resolved as its build resolves
 * it: the shell's @module-federation/enhanced and, through it, the bundler runtime). An MF upgrade that
 * changes any of it fails here, before a build or a browser would.
 */
const shellRequire = createRequire(new URL('../../../package.json', import.meta.url));
const enhancedEntry = shellRequire.resolve('@module-federation/enhanced');
const mfRequire = createRequire(enhancedEntry);
const bundlerRuntimeFile = mfRequire.resolve('@module-federation/webpack-bundler-runtime');

const versionOf = (entry: string, name: string) => {
  let dir = dirname(entry);
  while (!dir.endsWith(join('node_modules', ...name.split('/')))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
};

interface Instance {
  options: { name: string; id?: string };
  initOptions(o: object): void;
}
interface Federation {
  runtime: { init(o: object): Instance; createInstance(o: object): Instance };
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
}
const real = (() => {
  const mod = mfRequire('@module-federation/webpack-bundler-runtime') as Federation & { default?: Federation };
  return mod.default ?? mod;
})();

afterAll(() => vi.unstubAllGlobals());

describe('the MF internals this folder relies on (written for @module-federation ' + MF_VERSION + ')', () => {
  it('the installed MF is the version it was written for', () => {
    expect(versionOf(enhancedEntry, '@module-federation/enhanced')).toBe(MF_VERSION);
    expect(versionOf(bundlerRuntimeFile, '@module-federation/webpack-bundler-runtime')).toBe(MF_VERSION);
    expect(versionOf(mfRequire.resolve('@module-federation/runtime'), '@module-federation/runtime')).toBe(MF_VERSION);
  });

  it('the bundler runtime module has the shape the stand-in copies (remote-bundler-runtime.ts)', () => {
    expect(Object.keys(real).sort()).toEqual(
      ['attachShareScopeMap', 'bundlerRuntime', 'bundlerRuntimeOptions', 'initOptions', 'instance', 'runtime'].sort(),
    );
    // the stand-in spreads these and replaces S (its own share scope) and initContainerEntry
    expect(Object.keys(real.bundlerRuntime).sort()).toEqual(
      [
        'I',
        'S',
        'consumes',
        'getSharedFallbackGetter',
        'init',
        'initContainerEntry',
        'installInitialConsumes',
        'remotes',
      ].sort(),
    );
    expect(typeof real.runtime.createInstance).toBe('function');
    expect(typeof real.attachShareScopeMap).toBe('function');
    // provide-mf-parts.ts takes initContainerEntry from the file beside the bundler runtime's entry
    const beside = join(
      dirname(bundlerRuntimeFile),
      `initContainerEntry${bundlerRuntimeFile.endsWith('.cjs') ? '.cjs' : '.js'}`,
    );
    expect(typeof (mfRequire(beside) as { initContainerEntry?: unknown }).initContainerEntry).toBe('function');
  });

  it("the build's swap (bundler-swap.mjs) names the file MF builds every container runtime from", () => {
    // the tooling resolves the package as MF's plugin does and replaces the request matching the pattern
    expect(mfRequire.resolve(MF_BUNDLER_RUNTIME_PACKAGE)).toBe(bundlerRuntimeFile);
    expect(MF_BUNDLER_RUNTIME_REQUEST.test(bundlerRuntimeFile)).toBe(true);
    expect(existsSync(REMOTE_BUNDLER_RUNTIME_STAND_IN)).toBe(true);
    // the shell's alias for the part it hands to lean entries
    const beside = initContainerEntryBeside(bundlerRuntimeFile);
    expect(typeof (mfRequire(beside) as { initContainerEntry?: unknown }).initContainerEntry).toBe('function');
  });

  it('the runtime keeps its instances in __FEDERATION__.__INSTANCES__ and init reuses one by name', () => {
    const first = real.runtime.init({ name: 'mf_internals_probe', remotes: [] });
    const instances = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__
      .__INSTANCES__;
    expect(instances).toContain(first);
    expect(first.options.name).toBe('mf_internals_probe');
    expect(typeof first.initOptions).toBe('function');
    expect(real.runtime.init({ name: 'mf_internals_probe', remotes: [] })).toBe(first);
  });

  it('the stand-in reads the global the shell sets', async () => {
    const parts = {
      version: MF_VERSION,
      runtime: { createInstance: vi.fn() },
      bundlerRuntime: {},
      initContainerEntry: 'initContainerEntry',
      attachShareScopeMap: 'attach',
    };
    vi.stubGlobal('__MF_BUNDLER_RUNTIME_VERSION__', MF_VERSION);
    vi.stubGlobal(MF_PARTS_GLOBAL, parts);
    const standIn = (await import('./remote-bundler-runtime')).default as unknown as Record<string, unknown>;
    expect(Object.keys(standIn).sort()).toEqual(Object.keys(real).sort());
    expect(standIn.attachShareScopeMap).toBe('attach');
  });
});
