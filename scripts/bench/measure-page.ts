/**
 * One cold-cache visit in Chromium, throttled like a mid phone on a slow mobile network (150 ms round
 * trip, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU slowdown; Lighthouse's mobile preset), measured from
 * the DevTools protocol (bytes, requests, encodings) and the page itself (LCP, long tasks, when the
 * screen's element entered the DOM).
 */
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { NetworkLog, roundTrips, type NetRequest } from './network-log';

export const THROTTLE = { latencyMs: 150, downKbit: 1600, upKbit: 750, cpu: 4 } as const;

/**
 * Installed in every document: LCP, long tasks and "marks" (when a watched selector first matched).
 * Plain JS text: a function passed from here would carry tsx's name helpers into the page.
 */
export const PAGE_PROBE = `(first) => {
  const watched = [[first.key, first.selector]];
  const b = { fcp: 0, lcp: 0, longTasks: [], marks: {} };
  const check = () => {
    for (const [key, selector] of watched) if (!(key in b.marks) && document.querySelector(selector)) b.marks[key] = performance.now();
  };
  b.watch = (key, selector) => { watched.push([key, selector]); check(); };
  window.__bench = b;
  new MutationObserver(check).observe(document, { subtree: true, childList: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => (b.lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => { if (e.name === 'first-contentful-paint') b.fcp = e.startTime; })).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => b.longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
}`;

interface Probe {
  fcp: number;
  lcp: number;
  longTasks: number[];
  marks: Record<string, number>;
}

export interface Sample {
  jsBytes: number;
  cssBytes: number;
  totalBytes: number;
  requests: number;
  roundTrips: number;
  screenMs: number;
  fcpMs: number;
  lcpMs: number;
  longTasks: number;
  longTaskMs: number;
  uncompressed: string[];
  chain: string[];
  detail: NetRequest[];
}

export function summarize(
  reqs: NetRequest[],
  from: number,
  screenAt: number,
  probe: Probe,
  longTasksBefore = 0,
): Sample {
  const inWindow = reqs.filter((r) => r.start >= from);
  const sum = (list: NetRequest[]) => list.reduce((n, r) => n + r.bytes, 0);
  const tasks = probe.longTasks.slice(longTasksBefore);
  const chain = roundTrips(reqs, from, screenAt);
  return {
    jsBytes: sum(inWindow.filter((r) => r.type === 'Script')),
    cssBytes: sum(inWindow.filter((r) => r.type === 'Stylesheet')),
    totalBytes: sum(inWindow),
    requests: inWindow.length,
    roundTrips: chain.depth,
    screenMs: screenAt - from,
    fcpMs: probe.fcp,
    lcpMs: probe.lcp,
    longTasks: tasks.length,
    longTaskMs: Math.round(tasks.reduce((n, d) => n + d, 0)),
    uncompressed: inWindow
      .filter((r) => (r.type === 'Script' || r.type === 'Stylesheet') && !r.encoding)
      .map((r) => r.url),
    chain: chain.path,
    detail: inWindow,
  };
}

/** Waits until nothing has been in flight for `quietMs` (or `maxMs` passed). */
export async function settle(log: NetworkLog, quietMs = 700, maxMs = 20_000): Promise<void> {
  const until = Date.now() + maxMs;
  let quietSince = Date.now();
  while (Date.now() < until) {
    if (log.inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface Visit {
  page: Page;
  log: NetworkLog;
  probe(): Promise<Probe>;
  close(): Promise<void>;
}

/**
 * How a visit is throttled: `pipe: true` for a browser whose every request goes through the shared pipe
 * (pipe-proxy.ts: one link for all connections, like a phone's radio); otherwise DevTools throttling,
 * which gives each request the whole rate.
 */
export type VisitOptions = BrowserContextOptions & { pipe?: boolean };

/** A fresh context (empty cache) with a page throttled as THROTTLE says, its network logged, not yet navigated. */
export async function throttledPage(
  browser: Browser,
  { pipe = false, ...ctx }: VisitOptions = {},
): Promise<{ page: Page; log: NetworkLog; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ...ctx });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const log = new NetworkLog(cdp);
  await cdp.send('Network.enable');
  if (!pipe)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLE.latencyMs,
      downloadThroughput: (THROTTLE.downKbit * 1000) / 8,
      uploadThroughput: (THROTTLE.upKbit * 1000) / 8,
    });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
  return { page, log, close: () => context.close() };
}

/** A fresh context (empty cache), throttled, on `url`; resolves once `selector` is in the DOM and the network is quiet. */
export async function openThrottled(
  browser: Browser,
  url: string,
  selector: string,
  ctx: VisitOptions = {},
): Promise<Visit> {
  const { page, log, close } = await throttledPage(browser, ctx);
  await page.addInitScript({ content: `(${PAGE_PROBE})(${JSON.stringify({ key: 'screen', selector })})` });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector(selector, { state: 'attached', timeout: 60_000 });
  log.timeOrigin = await page.evaluate(() => performance.timeOrigin);
  await settle(log);
  const probe = () => page.evaluate(() => (window as unknown as { __bench: Probe }).__bench);
  return { page, log, probe, close };
}

/** A cold page load of `url` until `selector` shows. */
export async function measureLoad(
  browser: Browser,
  url: string,
  selector: string,
  ctx: VisitOptions = {},
): Promise<Sample> {
  const visit = await openThrottled(browser, url, selector, ctx);
  try {
    const probe = await visit.probe();
    return summarize(visit.log.requests(), 0, probe.marks.screen ?? 0, probe);
  } finally {
    await visit.close();
  }
}

/** In-app navigation on an open visit: click `link`, wait for `selector`; figures count from the click. */
export async function measureStep(visit: Visit, key: string, link: string, selector: string): Promise<Sample> {
  const before = await visit.probe();
  const clickedAt = await visit.page.evaluate(
    ([k, l, s]) => {
      const b = (window as unknown as { __bench: { watch(key: string, selector: string): void } }).__bench;
      b.watch(k, s);
      const at = performance.now();
      (document.querySelector(l) as HTMLElement).click();
      return at;
    },
    [key, link, selector] as const,
  );
  await visit.page.waitForSelector(selector, { state: 'attached', timeout: 60_000 });
  await settle(visit.log);
  const probe = await visit.probe();
  const sample = summarize(
    visit.log.requests(),
    clickedAt,
    probe.marks[key] ?? clickedAt,
    probe,
    before.longTasks.length,
  );
  return { ...sample, fcpMs: 0, lcpMs: 0 }; // paints belong to page loads, not to in-app navigation
}
