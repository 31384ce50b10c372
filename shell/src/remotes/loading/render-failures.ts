/** A remote-render report to send: the version that threw and, when one replaced it, the one shown. */
export interface RenderReport {
  version?: string;
  shownVersion?: string;
  message: string;
}

interface Failure {
  version: string;
  message: string;
}

/**
 * The versions of each remote that threw while rendering during this page visit, so the loader skips
 * them and takes the next candidate (last-known-good) instead of showing the same error again. Kept in
 * memory only: a page reload, or the user's "try again", gives the live version a fresh chance — a
 * transient render error (a lazy chunk lost to the network) pins nobody to an older version for longer.
 *
 * Reporting waits for the outcome, so one `remote-render` report says both what failed and what the
 * user sees: a failure is pending until its replacement renders (`shownVersion`) or the fallback shows.
 */
export class RenderFailureLog {
  private readonly failed = new Map<string, Map<string, string>>();
  private readonly pending = new Map<string, Failure>();

  /**
   * `version` of `remote` threw while rendering. Recorded once (StrictMode and a second view report the
   * same failure again); returns the reports that can be sent now: a failure whose stand-in failed too.
   */
  threw(remote: string, version: string | undefined, message: string): RenderReport[] {
    if (!version) return [{ message }]; // nothing to steer by: report as it is
    const versions = this.failed.get(remote) ?? new Map<string, string>();
    if (versions.has(version)) return [];
    versions.set(version, message);
    this.failed.set(remote, versions);
    const earlier = this.pending.get(remote);
    this.pending.set(remote, { version, message });
    return earlier ? [{ version: earlier.version, message: earlier.message }] : [];
  }

  /** The message `version` threw while rendering in this page visit, or undefined if it may load. */
  skipReason(remote: string, version: string): string | undefined {
    return this.failed.get(remote)?.get(version);
  }

  /** `version` rendered: the failure it stands in for is reported with it as the version shown. */
  rendered(remote: string, version: string | undefined): RenderReport[] {
    const p = this.take(remote);
    if (!p) return [];
    return [
      p.version === version || !version
        ? { version: p.version, message: p.message }
        : { version: p.version, shownVersion: version, message: p.message },
    ];
  }

  /** The fallback shows: the pending failure had no working stand-in. */
  gaveUp(remote: string): RenderReport[] {
    const p = this.take(remote);
    return p ? [{ version: p.version, message: p.message }] : [];
  }

  /** The user asked to try again: every version gets a fresh chance. */
  clear(remote: string): void {
    this.failed.delete(remote);
    this.pending.delete(remote);
  }

  private take(remote: string): Failure | undefined {
    const p = this.pending.get(remote);
    this.pending.delete(remote);
    return p;
  }
}

/** The page's one log, shared by the loader (what to skip) and the remote slots (what failed). */
export const renderFailures = new RenderFailureLog();
