import { describe, expect, it } from 'vitest';
import { blockingAfterFirstPaint, type TraceEvent } from './trace-blocking';

const PID = 7;
const TID = 1;
const nav: TraceEvent = {
  name: 'navigationStart',
  ph: 'R',
  pid: PID,
  tid: TID,
  ts: 1_000,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1:5220/uk/login' } },
};
const fcp: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', pid: PID, tid: TID, ts: 100_000 };
/** a top-level task at `atMs` (after navigation) of `wallMs` wall and `cpuMs` CPU time */
const task = (atMs: number, wallMs: number, cpuMs: number, where: Partial<TraceEvent> = {}): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid: PID,
  tid: TID,
  ts: nav.ts + atMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
  ...where,
});

describe('blocking time after first paint, from wall and from CPU time', () => {
  it.each<[string, TraceEvent[], { wallMs: number; cpuMs: number; longByCpu: number }]>([
    ['a short task costs nothing', [task(200, 12, 12)], { wallMs: 0, cpuMs: 0, longByCpu: 0 }],
    // 4 × 20 − 50 = 30
    ['a task of 20 ms, all of it CPU', [task(200, 20, 20)], { wallMs: 30, cpuMs: 30, longByCpu: 1 }],
    // waited 30 of its 40 ms: Lighthouse charges 110, the page's own work nothing
    ['a task that mostly waited', [task(200, 40, 10)], { wallMs: 110, cpuMs: 0, longByCpu: 0 }],
    ['before first paint does not count', [task(50, 40, 40)], { wallMs: 0, cpuMs: 0, longByCpu: 0 }],
    [
      'another thread or process does not count',
      [task(200, 40, 40, { tid: 2 }), task(200, 40, 40, { pid: 8 })],
      { wallMs: 0, cpuMs: 0, longByCpu: 0 },
    ],
    ['only whole tasks', [{ ...task(200, 40, 40), name: 'v8.run' }], { wallMs: 0, cpuMs: 0, longByCpu: 0 }],
    [
      'sums over tasks',
      [task(200, 20, 20), task(300, 30, 15), task(400, 5, 5)],
      { wallMs: 30 + 70, cpuMs: 30 + 10, longByCpu: 2 },
    ],
  ])('%s', (_label, tasks, expected) => {
    expect(blockingAfterFirstPaint([nav, fcp, ...tasks])).toEqual(expected);
  });

  it('knows nothing without a main-frame navigation or its first paint', () => {
    expect(blockingAfterFirstPaint([fcp, task(200, 40, 40)])).toBeNull();
    expect(blockingAfterFirstPaint([nav, task(200, 40, 40)])).toBeNull();
    const subframe = {
      ...nav,
      args: { data: { isLoadingMainFrame: false, documentLoaderURL: nav.args!.data!.documentLoaderURL } },
    };
    expect(blockingAfterFirstPaint([subframe, fcp, task(200, 40, 40)])).toBeNull();
  });

  it('knows nothing of a page whose script files ran before its first paint (client-rendered)', () => {
    const script = (url: string, atMs: number): TraceEvent => ({
      name: 'EvaluateScript',
      ph: 'X',
      pid: PID,
      tid: TID,
      ts: nav.ts + atMs * 1000,
      dur: 5000,
      args: { data: { url } },
    });
    const late = task(200, 20, 20);
    expect(
      blockingAfterFirstPaint([nav, fcp, script('http://127.0.0.1:5220/static/js/index.js', 50), late]),
    ).toBeNull();
    // the page's own inline scripts, and script files after the paint, leave it known
    expect(blockingAfterFirstPaint([nav, fcp, script(nav.args!.data!.documentLoaderURL!, 50), late])).not.toBeNull();
    expect(
      blockingAfterFirstPaint([nav, fcp, script('http://127.0.0.1:5220/static/js/index.js', 150), late]),
    ).not.toBeNull();
  });
});
