/**
 * How much of Lighthouse's total blocking time is the page's own work (docs/performance.md, "What
 * Lighthouse's blocking time measures here"). Lighthouse loads the page unthrottled and multiplies each
 * main-thread task's observed *wall* time by 4 (the mobile preset's CPU slowdown); a task counts beyond
 * 50 ms. On two shared cores a task's wall time is often several times its CPU time: the renderer waits
 * while Chromium's other processes, Lighthouse itself and the bench's servers run. The same sum from each
 * task's *thread CPU time* (`tdur`) is what the page would be charged on a machine where it never waits.
 * Both sums are over the renderer's top-level tasks after the observed first contentful paint. That
 * window is Lighthouse's only for a page whose first paint precedes its script files (server-rendered):
 * a client-rendered page paints after its scripts ran in the observed load, while Lighthouse's simulation
 * counts them after its own first paint, so for such a page there is no answer (null).
 */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string; url?: string } };
}

export interface Blocking {
  /** Σ max(0, 4 × wall − 50) ms: Lighthouse's own way, from the observed trace */
  wallMs: number;
  /** Σ max(0, 4 × CPU − 50) ms: the same from the tasks' thread CPU time */
  cpuMs: number;
  /** top-level tasks after first paint whose 4× CPU time is over 50 ms */
  longByCpu: number;
}

const SLOWDOWN = 4;
const LONG_MS = 50;

const charge = (us: number | undefined) => Math.max(0, (SLOWDOWN * (us ?? 0)) / 1000 - LONG_MS);

/** null without a main-frame navigation or its first contentful paint, or when a script file ran before it. */
export function blockingAfterFirstPaint(events: readonly TraceEvent[]): Blocking | null {
  const nav = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame === true &&
      (e.args.data.documentLoaderURL ?? '').startsWith('http'),
  );
  if (!nav) return null;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid && e.ts >= nav.ts);
  if (!fcp) return null;
  const page = nav.args?.data?.documentLoaderURL;
  const scriptBeforePaint = events.some(
    (e) =>
      e.name === 'EvaluateScript' &&
      e.pid === nav.pid &&
      e.ts >= nav.ts &&
      e.ts < fcp.ts &&
      !!e.args?.data?.url &&
      e.args.data.url !== page,
  );
  if (scriptBeforePaint) return null;
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === nav.pid && e.tid === nav.tid && e.ts >= fcp.ts,
  );
  return {
    wallMs: Math.round(tasks.reduce((sum, t) => sum + charge(t.dur), 0)),
    cpuMs: Math.round(tasks.reduce((sum, t) => sum + charge(t.tdur), 0)),
    longByCpu: tasks.filter((t) => charge(t.tdur) > 0).length,
  };
}
