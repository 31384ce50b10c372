import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, type RemoteAppModule } from '@broker/shared/contracts';
import { runtimeConfig } from '../../config/runtime-config';
import type { Candidate } from './registry';
import { deliveryState, reportProgress } from './delivery-state';
import { loadIntegrity } from './integrity-list';
import { fetchAhead } from './integrity';
import { forgetChunkArray } from '../mf-internals';

/** The contract this shell build speaks; a remote built against another major is refused. */
export const SHELL_CONTRACT_MAJOR: number = __SHARED_MAJOR__;

export class ContractError extends Error {}

/**
 * Fails a load that makes no progress for `ms` (each step — integrity list, manifest, entry, expose —
 * restarts the clock, see reportProgress in the runtime plugin): a stalled remote is given up on, a
 * remote that is merely slow on a busy device is not.
 */
function withStallTimeout<T>(name: string, start: () => Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timer = setTimeout(() => fail(), ms);
    const fail = () => {
      deliveryState.progress.delete(name);
      reject(new Error(`${what}: no progress within ${ms} ms`));
    };
    deliveryState.progress.set(name, () => {
      clearTimeout(timer);
      timer = setTimeout(fail, ms);
    });
    const done = () => {
      clearTimeout(timer);
      deliveryState.progress.delete(name);
    };
    start().then(
      (v) => (done(), resolve(v)),
      (e: unknown) => (done(), reject(e instanceof Error ? e : new Error(String(e)))),
    );
  });
}

/** Which manifest each container is registered with, and whether that registration loaded. */
const registered = new Map<string, { url: string; ok: boolean }>();

/**
 * Points the container name at a version. Re-registering with `force` drops the MF runtime's caches
 * for the name (manifest, entry global, module cache), so a retry or another version loads afresh;
 * a version switch empties the old build's chunk array first (mf-internals/chunk-array.ts).
 */
function pointAt(name: string, url: string): void {
  const prev = registered.get(name);
  if (prev?.url === url && prev.ok) return; // this version loaded fine: reuse it
  if (prev && prev.url !== url) forgetChunkArray(name);
  registerRemotes([{ name, entry: url }], { force: true });
  registered.set(name, { url, ok: false });
}

export async function loadCandidate(key: string, c: Candidate): Promise<RemoteAppModule> {
  if (c.version.contractMajor !== SHELL_CONTRACT_MAJOR) {
    throw new ContractError(`contract major ${c.version.contractMajor} ≠ shell ${SHELL_CONTRACT_MAJOR} (registry)`);
  }
  const name = containerName(key);
  const load = async () => {
    // asked for now, while the integrity list (needed to check it) arrives: the two cost one round trip
    // instead of two; the MF runtime's fetch of it then takes these bytes (fetchAhead)
    if (c.version.integrity) fetchAhead(c.url);
    await loadIntegrity(c);
    reportProgress(name);
    pointAt(name, c.url);
    return loadRemote<RemoteAppModule>(`${name}/app`);
  };
  // network faults are retried with a short backoff inside the MF hooks (mf-runtime-plugin, retry.ts)
  const mod = await withStallTimeout(name, load, runtimeConfig().remoteTimeoutMs, `${name} ${c.version.version}`);
  if (!mod || typeof mod.default !== 'function' || !mod.meta) throw new Error(`${name}/app is not a remote app module`);
  if (mod.meta.contractMajor !== SHELL_CONTRACT_MAJOR) {
    throw new ContractError(`contract major ${mod.meta.contractMajor} ≠ shell ${SHELL_CONTRACT_MAJOR} (module meta)`);
  }
  registered.set(name, { url: c.url, ok: true });
  return mod;
}
