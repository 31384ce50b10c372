import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { loginViaApi, type BrokerWindow } from '../support/session';
import config from '../playwright.config';

/**
 * Cabinet pages are eligible for the back/forward cache (issue 29 item 7): a click on "back" shows the
 * page as it was at once. What kept them out was the open websocket (session/use-message-socket.ts
 * closes it on pagehide and opens it again on pageshow). Playwright starts Chromium with the cache
 * off (`--disable-back-forward-cache`): this file's browser is started without that switch.
 */
test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

const EMAIL = 'cabinet@sandbox.test';

const socketStatus = (page: Page) =>
  page.evaluate(() => (window as unknown as BrokerWindow).__broker.session.getState().socket.status);

test('a cabinet page is restored from the back/forward cache; its websocket opens again', async ({ page }) => {
  await loginViaApi(page, EMAIL);
  await page.goto('/uk/profile');
  await expect(page.getByTestId('screen-profile')).toBeVisible();
  await expect.poll(() => socketStatus(page)).toBe('open');
  const opens = await page.evaluate(() => (window as unknown as BrokerWindow).__broker.session.getState().socket.opens);
  await page.evaluate(() => {
    const w = window as unknown as { __kept: boolean; __restored: number };
    w.__kept = true;
    w.__restored = 0;
    addEventListener('pageshow', (e) => (w.__restored += e.persisted ? 1 : 0));
  });
  // why Chromium did not keep the page, if it did not (CDP names the blocking feature: WebSocket, unload…)
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  const notUsed: unknown[] = [];
  cdp.on('Page.backForwardCacheNotUsed', (e) => notUsed.push(e.notRestoredExplanations));
  // a full navigation away (another document), then back
  await page.goto('/uk/messages');
  await expect(page.getByTestId('screen-messages')).toBeVisible();
  await page.goBack({ waitUntil: 'commit' }); // a page from the cache fires no load event
  await expect(page.getByTestId('screen-profile')).toBeVisible();
  // the same document came back (what was set before leaving is still there), not a new load
  const back = await page.evaluate(() => {
    const w = window as unknown as { __kept?: boolean; __restored?: number };
    return { kept: w.__kept, restored: w.__restored };
  });
  expect({ ...back, notUsed }).toEqual({ kept: true, restored: 1, notUsed: [] });
  // the websocket closed as the page left and opened again as it came back
  await expect.poll(() => socketStatus(page)).toBe('open');
  expect(await page.evaluate(() => (window as unknown as BrokerWindow).__broker.session.getState().socket.opens)).toBe(
    opens + 1,
  );
});
