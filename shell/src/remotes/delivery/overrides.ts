import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Registry } from '@broker/shared/contracts';

/**
 * QA's per-browser override: remote → a version **from the registry** (never a URL: a link sent to a
 * client cannot make their browser run foreign code). Kept in localStorage, so it survives reloads and
 * applies to this browser only; the loader still checks the version like any other (integrity pin,
 * contract major, allowed origin).
 */
const KEY = 'broker.delivery.overrides';
const REMOTE = /^mfe-[a-z0-9-]{1,40}$/;
const VERSION = /^[0-9A-Za-z.+_-]{1,80}$/;

export type Overrides = Record<string, string>;

function load(): Overrides {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    if (!raw || typeof raw !== 'object') return {};
    return Object.fromEntries(
      Object.entries(raw).filter(([r, v]) => REMOTE.test(r) && typeof v === 'string' && VERSION.test(v)),
    );
  } catch {
    return {};
  }
}

export const overridesStore = createStore<{ overrides: Overrides }>()(() => ({ overrides: load() }));

/** Sets (or with `version` null, removes) this browser's override of `remote`; applies from the next page load. */
export function setOverride(remote: string, version: string | null): void {
  const next = { ...overridesStore.getState().overrides };
  if (version === null) delete next[remote];
  else next[remote] = version;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    /* storage blocked: the override lasts for this page only */
  }
  overridesStore.setState({ overrides: next });
}

export const useOverrides = () => useStore(overridesStore, (s) => s.overrides);

/** True when any remote is overridden: every report of this browser is marked and counted for nothing. */
export const isOverridden = () => Object.keys(overridesStore.getState().overrides).length > 0;

export type OverrideRequest =
  { ok: true; remote: string; version: string } | { ok: false; reason: 'url' | 'format' | 'unknown' | 'withdrawn' };

/**
 * `?override=mfe-signing@1.0.0-abc`: a registry version of a known remote, or why not. Anything that
 * looks like a URL or a path is refused outright, whatever the registry says.
 */
export function parseOverride(value: string, registry: Registry | null): OverrideRequest {
  if (/[:/\\]/.test(value)) return { ok: false, reason: 'url' };
  const at = value.indexOf('@');
  const remote = value.slice(0, at);
  const version = value.slice(at + 1);
  if (at < 1 || !REMOTE.test(remote) || !VERSION.test(version)) return { ok: false, reason: 'format' };
  const v = registry?.remotes[remote]?.history.find((x) => x.version === version);
  if (!v) return { ok: false, reason: 'unknown' };
  if (v.withdrawnAt) return { ok: false, reason: 'withdrawn' };
  return { ok: true, remote, version };
}

/** The versions QA may choose for a remote: published and not withdrawn (staged ones included). */
export function overrideChoices(registry: Registry | null, remote: string): string[] {
  return (registry?.remotes[remote]?.history ?? []).filter((v) => !v.withdrawnAt).map((v) => v.version);
}
