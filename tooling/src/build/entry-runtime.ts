/**
 * Where a production remote entry gets the Module Federation runtime from:
 * - `shell`: the lean entry (remote-bundler-runtime.ts) takes runtime-core, sdk and bundler runtime from
 *   the shell (`__BROKER_MF_PARTS__`). It runs only in a shell that provides exactly the version it was
 *   built with — both normally come from one lockfile.
 * - `own`: the entry carries its own MF runtime (~25 KB brotli more, docs/delivery.md) and talks to the
 *   shell only through what MF keeps stable across versions (the share scope, `__FEDERATION__`), so it
 *   runs beside a shell built with another @module-federation/* version: an MF upgrade needs no lockstep.
 */
export type EntryRuntime = 'shell' | 'own';

/**
 * `forced`: MF_RUNTIME (`own`, or unset). `shellProvides`: MF_SHELL_RUNTIME, the version the live shell
 * provides as `pnpm remote deploy` read it from the shell's contract.json (`none` for a shell providing
 * none); unset outside a deploy. `bundled`: the version this workspace builds with.
 */
export function entryRuntime(
  forced: string | undefined,
  shellProvides: string | undefined,
  bundled: string,
): EntryRuntime {
  if (forced !== undefined && forced !== '' && forced !== 'own')
    throw new Error(`MF_RUNTIME=${forced}: only "own" is known (unset: decided by the live shell's version)`);
  if (forced === 'own') return 'own';
  // a deploy names the live shell's version: a lean entry only where it can run
  if (shellProvides !== undefined && shellProvides !== '' && shellProvides !== bundled) return 'own';
  return 'shell';
}
