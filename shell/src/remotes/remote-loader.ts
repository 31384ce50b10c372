import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, type RemoteAppModule } from '@broker/shared/contracts';
import { runtimeConfig } from '../app/runtime-config';
import { candidatesFor, fetchRegistry, type Candidate, type DeliveryRegistry } from './registry';
import { updateDiagnostics } from './diagnostics-store';
import { deliveryState, reportProgress } from './delivery-state';
import { loadIntegrity } from './integrity';
import { installRetryPlugin } from './retry';
import { report } from './reporter';

/** The contract this shell build speaks; a remote built against another major is refused. */
export const SHELL_CONTRACT_MAJOR: number = __SHARED_MAJOR__;

let registry: DeliveryRegistry | null = null;

export function setStartupRegistry(r: DeliveryRegistry | null): void {
  registry = r;
}

export function currentRegistry(): DeliveryRegistry | null {
  return registry;
}

export class RemoteLoadError extends Error {
  constructor(readonly remote: string, message: string) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

class ContractError extends Error {}

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
 * for the name (manifest, entry global, module cache), so a retry or another version loads afresh.
 * MF does not clear the webpack chunk array of the old build (`self.chunk_<name>`): a new build's
 * runtime would adopt the old build's chunks with the same ids (the broken expose module included),
 * so a version switch empties it first.
 */
function pointAt(name: string, url: string): void {
  const prev = registered.get(name);
  if (prev?.url === url && prev.ok) return; // this version loaded fine: reuse it
  if (prev && prev.url !== url) delete (window as unknown as Record<string, unknown>)[`chunk_${name}`];
  registerRemotes([{ name, entry: url }], { force: true });
  registered.set(name, { url, ok: false });
}

async function loadCandidate(key: string, c: Candidate): Promise<RemoteAppModule> {
  if (c.version.contractMajor !== SHELL_CONTRACT_MAJOR) {
    throw new ContractError(`contract major ${c.version.contractMajor} ≠ shell ${SHELL_CONTRACT_MAJOR} (registry)`);
  }
  const name = containerName(key);
  const load = async () => {
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

async function readRegistry(key: string): Promise<DeliveryRegistry> {
  try {
    registry = await fetchRegistry(runtimeConfig().registryUrl);
  } catch (err) {
    report({ kind: 'registry', remote: key, message: String(err) });
    if (!registry) throw new RemoteLoadError(key, `registry unavailable: ${String(err)}`);
  }
  return registry;
}

/**
 * Loads a remote's `./app`: the live version, then last-known-good (the one published before it).
 * Before falling back, the registry is read once more: a deploy since the page loaded (whose old files
 * may be gone) is then picked up by reloading that one remote, not the page. `fresh` (retry button)
 * re-reads the registry up front, so a rollback or fix published meanwhile is used.
 */
export async function loadRemoteApp(key: string, fresh = false): Promise<RemoteAppModule> {
  const cfg = runtimeConfig();
  deliveryState.allowedOrigins = cfg.allowedRemoteOrigins;
  installRetryPlugin();
  const started = performance.now();
  let reg = fresh || !registry ? await readRegistry(key) : registry;
  let reread = fresh;
  const tried = new Set<string>();
  const errors: string[] = [];
  const note = (version: string, message: string) => {
    const line = `${version}: ${message}`;
    if (!errors.includes(line)) errors.push(line);
    updateDiagnostics(key, { lastError: errors.join('; ') });
  };
  updateDiagnostics(key, { status: 'loading', liveVersion: reg.remotes[key]?.live ?? null, lastError: null });
  for (;;) {
    const { candidates, refused } = candidatesFor(reg, key, cfg.registryUrl, cfg.allowedRemoteOrigins);
    for (const r of refused) {
      if (errors.some((e) => e.startsWith(`${r.version}: `))) continue;
      report({ kind: 'foreign-origin', remote: key, version: r.version, message: r.reason });
      note(r.version, r.reason);
    }
    const next = candidates.find((c) => !tried.has(c.url));
    if ((!next || next.source === 'last-known-good') && !reread) {
      reread = true;
      const liveBefore = reg.remotes[key]?.live;
      reg = await readRegistry(key);
      updateDiagnostics(key, { liveVersion: reg.remotes[key]?.live ?? null });
      if (!next || reg.remotes[key]?.live !== liveBefore) continue;
    }
    if (!next) break;
    tried.add(next.url);
    try {
      const mod = await loadCandidate(key, next);
      const loadMs = Math.round(performance.now() - started);
      updateDiagnostics(key, { status: 'ready', loadedVersion: next.version.version, source: next.source, loadMs });
      if (next.source === 'last-known-good') {
        report({ kind: 'last-known-good', remote: key, version: next.version.version, message: `live ${reg.remotes[key]?.live} failed: ${errors.join('; ')}` });
      }
      return mod;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      report({ kind: err instanceof ContractError ? 'contract-mismatch' : 'remote-load', remote: key, version: next.version.version, message });
      note(next.version.version, message);
    }
  }
  const lastError = errors.length ? errors.join('; ') : reg.remotes[key] ? 'no allowed version in the registry' : 'not in the registry';
  updateDiagnostics(key, { status: 'failed', lastError, loadMs: Math.round(performance.now() - started) });
  throw new RemoteLoadError(key, lastError);
}
