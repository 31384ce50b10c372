import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, type Registry, type RemoteAppModule } from '@broker/shared/contracts';
import { runtimeConfig } from '../app/runtime-config';
import { candidatesFor, fetchRegistry, type Candidate } from './registry';
import { updateDiagnostics } from './diagnostics-store';
import { report } from './reporter';

/** The contract this shell build speaks; a remote built against another major is refused. */
export const SHELL_CONTRACT_MAJOR: number = __SHARED_MAJOR__;

/** Short backoff before the fallback shows (the fallback's retry button starts a fresh round). */
const BACKOFF_MS = [0, 400, 1200];

let registry: Registry | null = null;

export function setStartupRegistry(r: Registry | null): void {
  registry = r;
}

export class RemoteLoadError extends Error {
  constructor(readonly remote: string, message: string) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => (clearTimeout(timer), reject(e instanceof Error ? e : new Error(String(e)))),
    );
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function loadCandidate(key: string, c: Candidate): Promise<RemoteAppModule> {
  if (c.version.contractMajor !== SHELL_CONTRACT_MAJOR) {
    throw new Error(`contract major ${c.version.contractMajor} ≠ shell ${SHELL_CONTRACT_MAJOR}`);
  }
  const name = containerName(key);
  let lastError: unknown;
  for (const delay of BACKOFF_MS) {
    if (delay) await sleep(delay);
    try {
      // force: drop whatever a failed attempt (or an older version) left cached for this container
      registerRemotes([{ name, entry: c.url }], { force: true });
      const mod = await withTimeout(loadRemote<RemoteAppModule>(`${name}/app`), runtimeConfig().remoteTimeoutMs, name);
      if (!mod || typeof mod.default !== 'function' || !mod.meta) throw new Error(`${name}/app is not a remote app module`);
      if (mod.meta.contractMajor !== SHELL_CONTRACT_MAJOR) {
        throw new Error(`contract major ${mod.meta.contractMajor} ≠ shell ${SHELL_CONTRACT_MAJOR}`);
      }
      return mod;
    } catch (err) {
      lastError = err;
      if (String(err).includes('contract major')) break; // retrying cannot fix a contract mismatch
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

/**
 * Loads a remote's `./app`: live version first (with retries), then last-known-good. `fresh` re-reads
 * the registry so the retry button picks up a rollback or fix published since the page loaded.
 */
export async function loadRemoteApp(key: string, fresh = false): Promise<RemoteAppModule> {
  const cfg = runtimeConfig();
  const started = performance.now();
  if (fresh || !registry) {
    try {
      registry = await fetchRegistry(cfg.registryUrl);
    } catch (err) {
      report({ kind: 'registry', remote: key, message: String(err) });
      if (!registry) throw new RemoteLoadError(key, `registry unavailable: ${String(err)}`);
    }
  }
  const entry = registry.remotes[key];
  updateDiagnostics(key, { status: 'loading', liveVersion: entry?.live ?? null, lastError: null });
  const candidates = candidatesFor(registry, key, cfg.registryUrl, cfg.allowedRemoteOrigins);
  let lastError = entry ? 'no allowed version in the registry' : 'not in the registry';
  for (const c of candidates) {
    try {
      const mod = await loadCandidate(key, c);
      const loadMs = Math.round(performance.now() - started);
      updateDiagnostics(key, { status: 'ready', loadedVersion: c.version.version, source: c.source, loadMs });
      if (c.source === 'last-known-good') {
        report({ kind: 'last-known-good', remote: key, version: c.version.version, message: `live ${entry?.live} failed: ${lastError}` });
      }
      return mod;
    } catch (err) {
      lastError = err instanceof Error ? err.message : String(err);
      const kind = lastError.includes('contract major') ? 'contract-mismatch' : 'remote-load';
      report({ kind, remote: key, version: c.version.version, message: lastError });
    }
  }
  updateDiagnostics(key, { status: 'failed', lastError });
  throw new RemoteLoadError(key, lastError);
}
