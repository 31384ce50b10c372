import { yieldToMain } from '../hydration/yield-to-main';

/**
 * The bootstrap's heaviest modules, one group per task, before the bootstrap itself (docs/performance.md,
 * "Start-up in slices"). Evaluating the bootstrap's imports is one task by nature: every module of its
 * graph runs when the last of its chunks arrives. react-dom, zod, the shared API client and session (ky,
 * zustand), the router and i18next made that one task ~40 ms of a fast CPU, which Lighthouse's
 * 4× CPU counts as ~110 ms of blocking time. Imported here first, each in a task of its own, they are
 * evaluated once and the bootstrap finds them done. The order is the order they import each other.
 * Their chunks are requested at once (preloaded by the page or by the first import), so nothing here
 * waits for the network longer than the bootstrap would.
 */
export const HEAVY_MODULES: readonly (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  // through modules of ours: a lean shared library is imported by name only (tooling/src/build/lean-shared.ts)
  () => import('./zod-library'),
  () => import('@broker/shared/api'),
  () => import('@broker/shared/session'),
  () => import('./router-library'),
  () => import('@broker/shared/i18n'),
];

/** Evaluates each group in a task of its own; one that fails to load is left to the bootstrap's own import (and its error handling). */
export async function evaluateInSlices(groups: readonly (() => Promise<unknown>)[] = HEAVY_MODULES): Promise<void> {
  for (const group of groups) {
    await group().catch(() => undefined);
    await yieldToMain();
  }
}
