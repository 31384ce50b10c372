import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type Hooks = Required<ModuleFederationRuntimePlugin>;
type RemoteEntryExports = Parameters<Hooks['getModuleFactory']>[0]['remoteEntryExports'];
type RemoteModuleFactory = NonNullable<Awaited<ReturnType<Hooks['getModuleFactory']>>>;
import { IntegrityError, isTampered } from './integrity';

/** Entry script and expose chunks: two more tries, 300 ms apart, before the load counts as failed. */
export const SCRIPT_RETRY_DELAYS_MS = [300, 300];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * After a script failed (`firstError`, of file `failedUrl(err)`), tries again after each delay — unless
 * the file's bytes prove tampered: SRI mismatches are refused at once (asking again does not fix
 * tampering, and last-known-good is the better answer), network faults and error statuses are retried.
 */
export async function retryScript<T>(
  firstError: unknown,
  tryAgain: () => Promise<T>,
  failedUrl: (err: unknown) => string | undefined,
  delays: readonly number[] = SCRIPT_RETRY_DELAYS_MS,
): Promise<T> {
  let error = firstError;
  for (const delay of [...delays, null]) {
    const url = failedUrl(error);
    if (url && (await isTampered(url))) throw new IntegrityError(`${url}: integrity check failed, refused`);
    if (delay === null) break;
    await sleep(delay);
    try {
      return await tryAgain();
    } catch (err) {
      error = err;
    }
  }
  throw error;
}

/** The URL a webpack/rspack ChunkLoadError names (`request`), if any. */
const chunkUrl = (err: unknown): string | undefined =>
  err && typeof err === 'object' && 'request' in err && typeof err.request === 'string' ? err.request : undefined;

/**
 * Script retries as an MF runtime plugin: a remote entry that fails to load (`loadEntryError`) and the
 * expose's chunks (`getModuleFactory`, a ChunkLoadError). Written here rather than taken from
 * @module-federation/retry-plugin: that one retries every failure alike (an integrity mismatch too,
 * four tries in ~1 s), and its `fetch` part doubles manifest requests and cannot check a hash
 * (manifests are retried by fetchVerifiedJson, in mf-runtime-plugin.ts).
 */
export function scriptRetryPlugin(delays: readonly number[] = SCRIPT_RETRY_DELAYS_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'broker-script-retry',
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const again = async () => {
        delete globalLoading[uniqueKey]; // else MF hands back the failed load
        return (await getRemoteEntry({ origin, remoteInfo, remoteEntryExports })) || undefined;
      };
      // MF 2.9's typing wraps this hook's result in one promise too many; the runtime awaits one
      return retryScript(
        new Error(`${remoteInfo.entry}: failed to load`),
        again,
        () => remoteInfo.entry,
        delays,
      ) as unknown as Promise<Promise<RemoteEntryExports | undefined>>;
    },
    async getModuleFactory({ remoteEntryExports, expose }) {
      // typed as returning the factory, but a container's `get` answers a promise of it
      const get = () => remoteEntryExports.get(expose) as unknown as Promise<RemoteModuleFactory>;
      try {
        return await get();
      } catch (err) {
        return retryScript(err, get, chunkUrl, delays);
      }
    },
  };
}

let installed = false;

export function installRetryPlugin(): void {
  if (installed) return;
  installed = true;
  registerPlugins([scriptRetryPlugin()]);
}
