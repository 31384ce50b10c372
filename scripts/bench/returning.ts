/**
 * A returning visitor (issue 29 item 5): the page opened once (cold cache), then again in a new tab of
 * the same browser profile — the HTTP cache warm, every immutable file (hashed shell assets, versioned
 * CDN files) answered from it — under the same throttle. The figures are the second visit's.
 */
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { NetworkLog } from './network-log';
import { openThrottled, PAGE_PROBE, settle, summarize, THROTTLE, type Sample } from './measure-page';

export async function measureReturning(
  browser: Browser,
  url: string,
  selector: string,
  ctx: BrowserContextOptions = {},
): Promise<Sample> {
  const first = await openThrottled(browser, url, selector, ctx);
  try {
    const page = await first.page.context().newPage();
    const cdp = await page.context().newCDPSession(page);
    const log = new NetworkLog(cdp);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLE.latencyMs,
      downloadThroughput: (THROTTLE.downKbit * 1000) / 8,
      uploadThroughput: (THROTTLE.upKbit * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
    await page.addInitScript({ content: `(${PAGE_PROBE})(${JSON.stringify({ key: 'screen', selector })})` });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector(selector, { state: 'attached', timeout: 60_000 });
    log.timeOrigin = await page.evaluate(() => performance.timeOrigin);
    await settle(log);
    const probe = await page.evaluate(
      () => (window as unknown as { __bench: Parameters<typeof summarize>[3] }).__bench,
    );
    return summarize(log.requests(), 0, probe.marks.screen ?? 0, probe);
  } finally {
    await first.close();
  }
}
