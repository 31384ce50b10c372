// The shell's own copies (the same files its MF runtime is built from: define-config.ts aliases them)
import federation from '@broker/mf-parts/bundler-runtime';
import { initContainerEntry } from '@broker/mf-parts/init-container-entry';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { MF_PARTS_GLOBAL } from './mf-version';

/**
 * Hands the MF bundler runtime and runtime module to production remote entries, which then carry no
 * copy of them (their stand-in: remote-bundler-runtime.ts, swapped in by the build config of `@broker/tooling`): set when the shell's MF runtime loads its
 * plugins, before any remote entry can run. Imports no MF-shared module (the share scope does not
 * exist yet).
 */
const parts = {
  version: __MF_BUNDLER_RUNTIME_VERSION__,
  runtime: federation.runtime,
  bundlerRuntime: federation.bundlerRuntime,
  initContainerEntry,
  attachShareScopeMap: federation.attachShareScopeMap,
};
// the name remote entries read (their stand-in: remote-bundler-runtime.ts)
(globalThis as unknown as Record<string, unknown>)[MF_PARTS_GLOBAL] = parts;

export default function provideMfParts(): ModuleFederationRuntimePlugin {
  return { name: 'broker-provide-mf-parts' };
}
