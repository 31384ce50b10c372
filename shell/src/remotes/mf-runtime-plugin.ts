import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime hook: a manifest that fails to fetch or parse must surface as an error of that one remote
 * (the shell's loader then tries last-known-good or shows the fallback), never as a blank page.
 */
export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'broker-shell-runtime',
    errorLoadRemote(args) {
      // only the final load is ours to fail; for afterResolve MF would use whatever we return as manifest
      if (args.lifecycle === 'onLoad') {
        throw args.error instanceof Error ? args.error : new Error(`remote ${args.id} failed to load`);
      }
      return undefined;
    },
  };
}
