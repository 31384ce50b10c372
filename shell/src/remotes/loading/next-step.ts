import type { Candidate } from './registry';

/** What the loader does next for one remote, decided without I/O (the loop in remote-loader.ts does it). */
export type LoaderStep =
  /** read the registry again (once per load): a version deployed meanwhile replaces a failed one */
  | { do: 'reread' }
  /**
   * not loaded: it threw while rendering earlier in this visit, speaks another contract major, or is a
   * lean entry for another MF runtime version than the shell provides (it could not start)
   */
  | {
      do: 'skip';
      candidate: Candidate;
      kind: 'render-failed' | 'contract-mismatch' | 'mf-runtime-mismatch' | 'exports-missing';
      reason: string;
    }
  | { do: 'load'; candidate: Candidate }
  /** nothing left to try: the slot shows its fallback */
  | { do: 'give-up' };

export interface LoaderSituation {
  /** the current registry's candidates for the remote, in order (origin-refused ones already left out) */
  candidates: readonly Candidate[];
  /** manifest URLs already tried (loaded, failed or skipped) during this load */
  tried: ReadonlySet<string>;
  /** the registry was already read again during this load */
  reread: boolean;
  /** the contract major this shell speaks */
  shellMajor: number;
  /** the MF bundler runtime version this shell provides to lean remote entries (provide-mf-parts.ts) */
  shellMfParts: string;
  /** the names a version needs that this shell's shared modules lack (shell-provides.ts); [] when none */
  missingExports?: (version: Candidate['version']) => string[];
  /** why `version` may not be shown again in this page visit (it threw while rendering), or undefined */
  renderFailure: (version: string) => string | undefined;
}

/**
 * The loader's decision, one step at a time: the first untried candidate, except that before the
 * first fallback (no candidate left, or only last-known-good) the registry is read once more — a
 * deploy since the page loaded is then picked up instead of an older version.
 */
export function nextStep(s: LoaderSituation): LoaderStep {
  const next = s.candidates.find((c) => !s.tried.has(c.url));
  if ((!next || next.source === 'last-known-good') && !s.reread) return { do: 'reread' };
  if (!next) return { do: 'give-up' };
  const threw = s.renderFailure(next.version.version);
  if (threw !== undefined)
    return { do: 'skip', candidate: next, kind: 'render-failed', reason: `threw while rendering: ${threw}` };
  if (next.version.contractMajor !== s.shellMajor) {
    // refused before any fetch: the registry says this build speaks another contract
    const reason = `contract major ${next.version.contractMajor} ≠ shell ${s.shellMajor} (registry)`;
    return { do: 'skip', candidate: next, kind: 'contract-mismatch', reason };
  }
  if (next.version.mfParts !== undefined && next.version.mfParts !== s.shellMfParts) {
    // a lean entry takes the MF runtime from the shell and refuses another version: not worth a fetch.
    // An entry with its own MF runtime records none and is loaded whatever version it carries.
    const reason = `lean entry for MF runtime ${next.version.mfParts} ≠ shell ${s.shellMfParts} (registry)`;
    return { do: 'skip', candidate: next, kind: 'mf-runtime-mismatch', reason };
  }
  const missing = s.missingExports?.(next.version) ?? [];
  if (missing.length) {
    // built against another shell: a fallback the deploy gate never checked against this one, or a live
    // or canary version gated against the shell that was live at its deploy (this shell came later). It
    // would call `undefined` while rendering. Not worth a fetch: the next candidate is tried.
    const reason = `needs exports this shell lacks (${missing.join(', ')}) (registry)`;
    return { do: 'skip', candidate: next, kind: 'exports-missing', reason };
  }
  return { do: 'load', candidate: next };
}
