import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The stand-in for the MF bundler runtime in a remote's entry: it must behave as a fresh copy of that
 * module would for this remote — its own share scope object and options, and an `init` that finds or
 * creates this remote's instance without touching the shell's.
 */
interface Instance {
  options: { id?: string; name: string; version?: string };
  initOptions: ReturnType<typeof vi.fn>;
}
const instance = (name: string, extra: Partial<Instance['options']> = {}): Instance => ({
  options: { name, ...extra },
  initOptions: vi.fn(),
});

const shell = instance('shell');
const createInstance = vi.fn((options: Instance['options']) => instance(options.name, options));
const shellBundler = { consumes: () => 'consumes', I: () => 'I', S: { default: 'the shell scope' } };

let shim: {
  runtime: { init(o: Instance['options']): Instance; loadRemote?: unknown };
  bundlerRuntime: Record<string, unknown>;
};

beforeAll(async () => {
  vi.stubGlobal('__MF_BUNDLER_RUNTIME_VERSION__', '2.9.2');
  vi.stubGlobal('__FEDERATION__', { __INSTANCES__: [shell] });
  vi.stubGlobal('__BROKER_MF_PARTS__', {
    version: '2.9.2',
    runtime: { createInstance, loadRemote: 'the shell’s loadRemote' },
    bundlerRuntime: shellBundler,
    initContainerEntry: 'initContainerEntry',
    attachShareScopeMap: 'attach',
  });
  shim = (await import('./remote-bundler-runtime')).default as unknown as typeof shim;
});
afterAll(() => vi.unstubAllGlobals());

describe('the bundler runtime a production remote takes from the shell', () => {
  it('has the shell’s functions, initContainerEntry, and a share scope object of its own', () => {
    expect(shim.bundlerRuntime.consumes).toBe(shellBundler.consumes);
    expect(shim.bundlerRuntime.initContainerEntry).toBe('initContainerEntry');
    expect(shim.bundlerRuntime.S).toEqual({});
    expect(shim.bundlerRuntime.S).not.toBe(shellBundler.S);
    expect(shim.runtime.loadRemote).toBe('the shell’s loadRemote');
  });

  it('init creates the remote’s own instance (never returns the shell’s), then reuses it', () => {
    const first = shim.runtime.init({ name: 'mfe_onboarding' });
    expect(first).not.toBe(shell);
    expect(createInstance).toHaveBeenCalledWith({ name: 'mfe_onboarding', id: '' });
    (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__.__INSTANCES__.push(
      first,
    );
    const again = shim.runtime.init({ name: 'mfe_onboarding' });
    expect(again).toBe(first);
    expect(first.initOptions).toHaveBeenCalledWith({ name: 'mfe_onboarding', id: '' });
    expect(createInstance).toHaveBeenCalledTimes(1);
    expect(shell.initOptions).not.toHaveBeenCalled();
  });
});
