import { registerPlugins } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/** Entry script and expose chunks: two more tries, 300 ms apart, before the load counts as failed. */
export const SCRIPT_RETRY = { retryTimes: 2, retryDelay: 300 };

let installed = false;

/**
 * The MF retry plugin for scripts: it retries a remote entry that fails to load (network, 404, 500)
 * and the expose's chunks (a ChunkLoadError). Its `fetch` hook is dropped: it always re-fetches every
 * manifest itself (doubling requests next to ours), waits a fixed 1 s between tries in 0.17.1 and
 * cannot carry a per-file integrity hash; manifests are retried in mf-runtime-plugin.ts instead.
 */
export function installRetryPlugin(): void {
  if (installed) return;
  installed = true;
  const { fetch: _ownFetch, ...scriptRetry } = RetryPlugin({ script: SCRIPT_RETRY });
  void _ownFetch;
  registerPlugins([{ ...scriptRetry, name: 'broker-script-retry' }]);
}
