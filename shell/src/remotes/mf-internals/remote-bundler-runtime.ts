/**
 * Stands in for @module-federation/webpack-bundler-runtime in a production remote's entry (the build
 * swaps the module, define-config.ts): the same `federation` object, built from the functions the
 * shell provides (provide-mf-parts.ts), so the entry carries ~9 KB brotli less (sdk, error-codes, runtime,
 * bundler runtime). Per remote, as a copy of the module would be: its own share scope object and
 * options, and a `runtime.init` that never touches the shell's instance (the runtime module keeps
 * "the" instance in a module variable: the shell's `loadRemote` must keep using the shell's).
 */
import { MF_PARTS_GLOBAL } from './mf-version';

declare const FEDERATION_BUILD_IDENTIFIER: string | undefined;

interface MfInstance {
  options: { id?: string; name: string; version?: string };
  initOptions(options: object): void;
}

/** What the shell provides (typed to what is used here). */
interface MfParts {
  /** @module-federation/webpack-bundler-runtime's version: both sides come from one lockfile */
  version: string;
  /** @module-federation/runtime (the shell's module) */
  runtime: Record<string, unknown> & { createInstance(options: object): MfInstance };
  /** the bundler runtime's functions (its `federation.bundlerRuntime`) */
  bundlerRuntime: Record<string, unknown>;
  /** missing from the shell's `bundlerRuntime` (a build without exposes leaves it out) */
  initContainerEntry: unknown;
  attachShareScopeMap: unknown;
}
declare const __MF_BUNDLER_RUNTIME_VERSION__: string;

const parts = (globalThis as unknown as Record<string, MfParts | undefined>)[MF_PARTS_GLOBAL];
if (!parts) throw new Error('This remote needs the Module Federation runtime of the shell (no __BROKER_MF_PARTS__)');
if (parts.version !== __MF_BUNDLER_RUNTIME_VERSION__) {
  throw new Error(
    `This remote was built with MF bundler runtime ${__MF_BUNDLER_RUNTIME_VERSION__}, the shell provides ${parts.version}`,
  );
}

interface FederationGlobal {
  __FEDERATION__: { __INSTANCES__: MfInstance[] };
}

/** @module-federation/runtime's `init`, as a fresh copy of that module would run it for this remote. */
function init(options: MfInstance['options']): MfInstance {
  const buildId = typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';
  const { name, version } = options;
  const instances = (globalThis as unknown as FederationGlobal).__FEDERATION__.__INSTANCES__;
  const existing = instances.find(
    (i) =>
      (buildId && i.options.id === buildId) ||
      (i.options.name === name && (version ? i.options.version === version : !i.options.version)),
  );
  const normalized = { ...options, id: options.id ?? '' };
  if (!existing) return parts!.runtime.createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

export default {
  runtime: { ...parts.runtime, init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...parts.bundlerRuntime, S: {}, initContainerEntry: parts.initContainerEntry },
  attachShareScopeMap: parts.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
