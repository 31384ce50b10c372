import type { Registry, RemoteAppModule } from '@broker/shared/contracts';
import { resolveAreas, setAreas, type PathOwner } from '@broker/shared/routes';
import { runtimeConfig, type RuntimeConfig } from '../../config/runtime-config';
import { takeBootValue } from '../../config/boot-data';
import { candidatesFor, fetchRegistry, parseRegistry, type Candidate, type Choice } from './registry';
import { clientId, inCanary } from '../delivery/bucket';
import { isOverridden, overridesStore } from '../delivery/overrides';
import { reportVisit } from '../delivery/delivery-reports';
import { updateDiagnostics } from '../diagnostics/diagnostics-store';
import { deliveryState } from './delivery-state';
import { ContractError, loadCandidate, SHELL_CONTRACT_MAJOR } from './load-candidate';
import { nextStep } from './next-step';
import { areaPageAnswer, remoteToLoad, type AreaPageAnswer } from './area-page';
import { missingExports, shellProvides } from './shell-provides';
import { installRetryPlugin } from './retry';
import { report } from '../delivery/reporter';
import { renderFailures } from './render-failures';

export { SHELL_CONTRACT_MAJOR } from './load-candidate';

let registry: Registry | null = null;
/** Whether `registry` is the whole registry, not the page's copy of what is loadable (boot data). */
let wholeRegistry = false;

/** The version each remote's module came from (what its slot renders), for render-error handling. */
const shownVersions = new Map<string, string>();

export function shownVersion(key: string): string | undefined {
  return shownVersions.get(key);
}

/** Every remote's version on screen in this page (web vitals are reported with them). */
export function shownVersionsNow(): Record<string, string> {
  return Object.fromEntries(shownVersions);
}

/**
 * Once, at start-up: the allow-list and script retries the MF hooks use for every load, and the
 * registry. A registry that cannot be read is reported; remotes then read it on their first visit.
 */
export async function startRemoteLoading(cfg: RuntimeConfig): Promise<void> {
  deliveryState.allowedOrigins = cfg.allowedRemoteOrigins;
  installRetryPlugin();
  // the registry the server read while serving this page, else the network (same freshness: no-store);
  // the page's copy has only the versions loadable without an override (loadableRegistry)
  const inline = parseRegistry(takeBootValue('registry'));
  if (inline && !needsWholeRegistry()) registry = inline;
  else {
    try {
      registry = await fetchRegistry(cfg.registryUrl);
      wholeRegistry = true;
    } catch (err) {
      report({ kind: 'registry', message: String(err) });
      registry = inline; // the live versions at least
    }
  }
  // the router is built from these (next page load picks up a new area); no registry: the built-in table
  const { areas, skipped } = resolveAreas(
    Object.fromEntries(Object.entries(registry?.remotes ?? {}).map(([key, e]) => [key, e.area])),
  );
  for (const why of skipped) report({ kind: 'registry', message: `area refused: ${why}` });
  setAreas(areas);
}

/** What this browser asks for beyond the live version: its override and its canary bucket (localStorage). */
function choiceFor(key: string): Choice {
  return {
    override: overridesStore.getState().overrides[key],
    inCanary: (percent) => inCanary(clientId(), key, percent),
  };
}

/**
 * The version this browser is given for `key` (override, canary or live) by the registry read at
 * start-up, or undefined without one. The server renders a public page from live: a browser given
 * another version renders it from scratch instead of hydrating (hydration/start-mode.ts).
 */
export function assignedVersion(key: string): string | undefined {
  if (!registry) return undefined;
  const cfg = runtimeConfig();
  return candidatesFor(registry, key, cfg.registryUrl, cfg.allowedRemoteOrigins, choiceFor(key)).candidates[0]?.version
    .version;
}

export function currentRegistry(): Registry | null {
  return registry;
}

/**
 * Whether `path` (`ownerOfPath`'s) is a page of its remote by the registry this page runs with and this
 * browser's overrides (area-page.ts): `no-page` → the shell's not-found page, the remote not loaded.
 */
export function areaPageNow(path: Pick<PathOwner, 'route' | 'owner' | 'rest'>): AreaPageAnswer {
  return areaPageAnswer(path, registry, overridesStore.getState().overrides);
}

/** The remote `path` loads by the registry this page runs with and this browser's overrides, or null (area-page.ts). */
export function remoteToLoadNow(path: Pick<PathOwner, 'route' | 'owner' | 'rest'>): string | null {
  return remoteToLoad(path, registry, overridesStore.getState().overrides);
}

/**
 * An override may name any version of the history: set in this browser, or asked for by an
 * `?override=` link (override-banner.tsx) — and the `__status` page lists the history. Each is rare
 * (QA, ops): only they pay for reading the whole registry.
 */
function needsWholeRegistry(): boolean {
  return (
    isOverridden() ||
    new URLSearchParams(location.search).has('override') ||
    /^\/[^/]+\/__status\/?$/.test(location.pathname)
  );
}

/** The whole registry (the `__status` page reached in the app): read once if the page came with its copy only. */
export async function wholeRegistryNow(): Promise<Registry | null> {
  if (wholeRegistry) return registry;
  try {
    registry = await fetchRegistry(runtimeConfig().registryUrl);
    wholeRegistry = true;
  } catch (err) {
    report({ kind: 'registry', message: String(err) });
  }
  return registry;
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

async function readRegistry(key: string): Promise<Registry> {
  try {
    registry = await fetchRegistry(runtimeConfig().registryUrl);
    wholeRegistry = true;
  } catch (err) {
    report({ kind: 'registry', remote: key, message: String(err) });
    if (!registry) throw new RemoteLoadError(key, `registry unavailable: ${String(err)}`);
  }
  return registry;
}

/**
 * Loads a remote's `./app`: the live version, then last-known-good (the one published before it);
 * a version that threw while rendering in this page visit is skipped (render-failures.ts).
 * Before falling back, the registry is read once more: a deploy since the page loaded (whose old files
 * may be gone) is then picked up by reloading that one remote, not the page. `fresh` (retry button)
 * re-reads the registry up front, so a rollback or fix published meanwhile is used.
 */
async function loadRemoteApp(key: string, fresh = false, ahead = false): Promise<RemoteAppModule> {
  const cfg = runtimeConfig();
  const started = performance.now();
  let reg = fresh || !registry ? await readRegistry(key) : registry;
  let reread = fresh;
  const tried = new Set<string>();
  // the version this visit is given (override, canary or live); anything after it is a fallback
  let assigned: Candidate | undefined;
  let assignedThrewWhileRendering = false;
  const choice = choiceFor(key);
  const errors: string[] = [];
  const note = (version: string, message: string) => {
    const line = `${version}: ${message}`;
    if (!errors.includes(line)) errors.push(line);
    updateDiagnostics(key, { lastError: errors.join('; ') });
  };
  const renderFailure = (version: string) => renderFailures.skipReason(key, version);
  updateDiagnostics(key, {
    status: 'loading',
    liveVersion: reg.remotes[key]?.live ?? null,
    lastError: null,
    reason: null,
  });
  for (;;) {
    const { candidates, refused } = candidatesFor(reg, key, cfg.registryUrl, cfg.allowedRemoteOrigins, choice);
    assigned ??= candidates[0];
    for (const r of refused) {
      if (errors.some((e) => e.startsWith(`${r.version}: `))) continue;
      report({ kind: 'foreign-origin', remote: key, version: r.version, message: r.reason });
      note(r.version, r.reason);
    }
    // only a candidate that records its needs makes the shell read its own contract (once per page)
    const provided = candidates.some((c) => c.version.needs) ? await shellProvides() : null;
    const step = nextStep({
      missingExports: (version) => missingExports(version, provided),
      candidates,
      tried,
      reread,
      shellMajor: SHELL_CONTRACT_MAJOR,
      shellMfParts: __MF_BUNDLER_RUNTIME_VERSION__,
      renderFailure,
    });
    if (step.do === 'give-up') break;
    if (step.do === 'reread') {
      reread = true;
      reg = await readRegistry(key);
      updateDiagnostics(key, { liveVersion: reg.remotes[key]?.live ?? null });
      continue;
    }
    const next = step.candidate;
    tried.add(next.url);
    if (step.do === 'skip') {
      assignedThrewWhileRendering ||= step.kind === 'render-failed' && next.url === assigned?.url;
      // the MF runtime a lean entry needs is part of the shell's contract too (docs/delivery.md)
      if (step.kind !== 'render-failed')
        report({ kind: 'contract-mismatch', remote: key, version: next.version.version, message: step.reason });
      note(next.version.version, step.reason);
      continue;
    }
    try {
      const mod = await loadCandidate(key, next);
      const loadMs = Math.round(performance.now() - started);
      const reason = next.url === assigned?.url ? null : assignedThrewWhileRendering ? 'render-error' : 'load-error';
      updateDiagnostics(key, {
        status: 'ready',
        loadedVersion: next.version.version,
        source: next.source,
        reason,
        loadMs,
      });
      const given = assigned?.version.version ?? next.version.version;
      const shown = () => {
        shownVersions.set(key, next.version.version);
        reportVisit(key, given, next.url, next.version.version);
      };
      // loaded ahead of a click (prefetch-areas.ts): a visit of that version only once its slot asks for it
      if (ahead && !wanted.has(key)) pendingVisits.set(key, shown);
      else shown();
      if (next.source === 'last-known-good') {
        report({
          kind: 'last-known-good',
          remote: key,
          version: next.version.version,
          message: `live ${reg.remotes[key]?.live} failed: ${errors.join('; ')}`,
        });
      }
      return mod;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      report({
        kind: err instanceof ContractError ? 'contract-mismatch' : 'remote-load',
        remote: key,
        version: next.version.version,
        message,
      });
      note(next.version.version, message);
    }
  }
  if (assigned) reportVisit(key, assigned.version.version, undefined, undefined);
  const lastError = errors.length
    ? errors.join('; ')
    : reg.remotes[key]
      ? 'no allowed version in the registry'
      : 'not in the registry';
  updateDiagnostics(key, { status: 'failed', lastError, loadMs: Math.round(performance.now() - started) });
  throw new RemoteLoadError(key, lastError);
}

/**
 * The version this visit would load for `key` first (override, canary or live, skipping what the loader
 * would skip), for fetching its files ahead of a click (prefetch-areas.ts); null when there is none,
 * the registry is not known yet, or the remote's load has already started.
 */
export function firstCandidate(key: string): Candidate | null {
  if (!registry || loads.has(key)) return null;
  const cfg = runtimeConfig();
  const choice: Choice = {
    override: overridesStore.getState().overrides[key],
    inCanary: (percent) => inCanary(clientId(), key, percent),
  };
  const { candidates } = candidatesFor(registry, key, cfg.registryUrl, cfg.allowedRemoteOrigins, choice);
  const step = nextStep({
    candidates,
    tried: new Set(),
    reread: true,
    shellMajor: SHELL_CONTRACT_MAJOR,
    shellMfParts: __MF_BUNDLER_RUNTIME_VERSION__,
    renderFailure: (version) => renderFailures.skipReason(key, version),
  });
  return step.do === 'load' ? step.candidate : null;
}

type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** One load per remote per attempt, shared by every view of it; a failed one reads as such (`tracked`). */
const loads = new Map<string, Tracked<RemoteAppModule>>();
/** Remotes a view has asked for in this page visit (a load ahead of them is then a visit). */
const wanted = new Set<string>();
/** The visit report of a remote loaded ahead, sent when a view first asks for it. */
const pendingVisits = new Map<string, () => void>();

/**
 * The load's outcome written on the promise, as React's `use()` reads it (`status`, `value`, `reason`:
 * the convention React documents for libraries): a slot asking for a module that is already in (a menu
 * area loaded ahead, a page visited before) renders it in the same pass. Without it, every first render
 * of a slot suspended once and rendered again a scheduler task later (the bench's profile → messages).
 */
function tracked<T>(p: Promise<T>): Tracked<T> {
  const t: Tracked<T> = p;
  // (the callbacks return nothing: returning `t` would chain the new promise to it, a second rejection)
  p.then(
    (value) => void Object.assign(t, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(t, { status: 'rejected', reason }),
  );
  return t;
}

/**
 * Loads (fetches and evaluates) a remote before anyone shows it: the likeliest next cabinet area once
 * the page is idle (prefetch-areas.ts), so a click on it only renders. Its visit is reported when a
 * view asks for it; a failed load ahead is forgotten, so the view's own load starts afresh.
 */
export function loadRemoteAhead(key: string): Promise<void> {
  if (loads.has(key)) return Promise.resolve();
  const p = tracked(loadRemoteApp(key, false, true));
  loads.set(key, p);
  return p.then(
    () => undefined,
    () => {
      if (loads.get(key) === p) loads.delete(key);
    },
  );
}

/**
 * The module of a remote already loaded in this page visit (ahead of a click, or shown before), else
 * null. Nothing is loaded and no visit is reported: a rehearsal renders only what is already here
 * (rehearsal.tsx).
 */
export function loadedModuleNow(key: string): RemoteAppModule | null {
  const p = loads.get(key);
  return p?.status === 'fulfilled' && p.value ? p.value : null;
}

/** The remote's module: the load under way or done, else a new one (`fresh` re-reads the registry). */
export function loadRemoteModule(key: string, fresh = false): Promise<RemoteAppModule> {
  wanted.add(key);
  pendingVisits.get(key)?.();
  pendingVisits.delete(key);
  let p = loads.get(key);
  if (!p) {
    p = tracked(loadRemoteApp(key, fresh));
    loads.set(key, p);
  }
  return p;
}

/** Coming back to a remote whose last load failed tries again (with a fresh registry), no cached failure. */
export function dropFailedLoad(key: string): number {
  const p = loads.get(key);
  if (p?.status === 'rejected') {
    loads.delete(key);
    return 1;
  }
  return 0;
}

/** Forgets the remote's load (retry button, automatic reload): the next request loads it again. */
export function forgetLoad(key: string): void {
  loads.delete(key);
}
