/**
 * Pluggable failure reporter: console always, plus a POST to the configured endpoint (the sandbox API
 * collects them in dev and tests). Reporting never throws: a broken reporter must not break the page.
 */
export interface FailureReport {
  /** remote-error: an uncaught error or unhandled rejection whose stack runs through a remote version's files */
  kind:
    | 'remote-load'
    | 'remote-render'
    | 'remote-error'
    | 'last-known-good'
    | 'foreign-origin'
    | 'contract-mismatch'
    | 'registry'
    | 'hydration';
  remote?: string;
  version?: string;
  /** `remote-render`: the version shown instead of the failed one (last-known-good), if any */
  shownVersion?: string;
  message: string;
}

type Sink = (report: FailureReport & { at: string; url: string }) => void;

const sinks: Sink[] = [
  (r) =>
    console.warn(
      '[report]',
      r.kind,
      r.remote ?? '',
      r.version ?? '',
      r.shownVersion ? `(shown: ${r.shownVersion})` : '',
      r.message,
    ),
];

export function addReportSink(sink: Sink): void {
  sinks.push(sink);
}

export function httpSink(endpoint: string): Sink {
  return (report) => {
    void fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
    }).catch(() => undefined);
  };
}

export function report(r: FailureReport): void {
  const full = { ...r, at: new Date().toISOString(), url: location.href };
  for (const sink of sinks) {
    try {
      sink(full);
    } catch {
      /* a sink failing is not the user's problem */
    }
  }
}
