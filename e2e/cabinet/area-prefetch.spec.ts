import type { CDPSession, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { e2eSettings } from '../support/env';
import { loginViaApi } from '../support/session';
import { withSaveData } from '../support/connection';

/**
 * Moving between cabinet areas (issue 29 item 7): once a cabinet page is idle the shell fetches what
 * the menu's other areas need (shell/src/remotes/loading/prefetch-areas.ts), so a click on the menu costs no
 * trip to the CDN; never on Save-Data (the back/forward cache: back-forward-cache.spec.ts).
 */
const EMAIL = 'cabinet@sandbox.test';
const REMOTES = ['mfe-cabinet-messages', 'mfe-cabinet-documents'];

interface Seen {
  url: string;
  cached: boolean;
  done: boolean;
}

/** Every request of the page with whether the browser's cache answered it (CDP: what reached a server). */
async function watchNetwork(page: Page): Promise<{ cdp: CDPSession; seen: Map<string, Seen> }> {
  const cdp = await page.context().newCDPSession(page);
  const seen = new Map<string, Seen>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!e.redirectResponse) seen.set(e.requestId, { url: e.request.url, cached: false, done: false });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const s = seen.get(e.requestId);
    if (s) s.cached = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const s = seen.get(e.requestId);
    if (s && (e.response.fromDiskCache || e.response.fromPrefetchCache)) s.cached = true;
  });
  for (const ev of ['Network.loadingFinished', 'Network.loadingFailed'] as const)
    cdp.on(ev, (e: { requestId: string }) => {
      const s = seen.get(e.requestId);
      if (s) s.done = true;
    });
  await cdp.send('Network.enable');
  return { cdp, seen };
}

/** Requests to the CDN that reached it (not the browser's cache); the delivery reports aside (fire and forget). */
const cdnTrips = (seen: Map<string, Seen>, from: Set<string>) =>
  [...seen.entries()]
    .filter(([id, s]) => !from.has(id) && s.url.startsWith(e2eSettings().cdnOrigin) && !s.cached)
    .filter(([, s]) => !s.url.includes('/__delivery/'))
    .map(([, s]) => s.url);

/** Until every remote in `remotes` has had a request and nothing to the CDN has been in flight for 700 ms. */
async function cdnQuiet(seen: Map<string, Seen>, remotes: string[]) {
  const cdn = e2eSettings().cdnOrigin;
  let quietSince = Date.now();
  await expect(async () => {
    const all = [...seen.values()].filter((s) => s.url.startsWith(cdn));
    for (const r of remotes)
      expect(
        all.some((s) => s.url.includes(`/${r}/`)),
        `${r} prefetched`,
      ).toBe(true);
    if (all.some((s) => !s.done)) quietSince = Date.now();
    expect(Date.now() - quietSince).toBeGreaterThan(700);
  }).toPass({ timeout: 20_000 });
}

test('after the profile is idle, a click on messages, then on documents, costs no trip to the CDN', async ({
  page,
}) => {
  await loginViaApi(page, EMAIL);
  const { seen } = await watchNetwork(page);
  await page.goto('/uk/profile');
  await expect(page.getByTestId('screen-profile')).toBeVisible();
  await cdnQuiet(seen, REMOTES);
  for (const [menu, screen] of [
    ['menu-messages', 'screen-messages'],
    ['menu-documents-all', 'screen-documents-all'],
  ] as const) {
    const before = new Set(seen.keys());
    await page.getByTestId(menu).click();
    await expect(page.getByTestId(screen)).toBeVisible();
    await page.waitForTimeout(500);
    expect(cdnTrips(seen, before)).toEqual([]);
  }
});

test('Save-Data: nothing of the other areas is fetched ahead; the click still loads the area', async ({ page }) => {
  await withSaveData(page);
  await loginViaApi(page, EMAIL);
  const { seen } = await watchNetwork(page);
  await page.goto('/uk/profile');
  await expect(page.getByTestId('screen-profile')).toBeVisible();
  await page.waitForLoadState('load');
  await page.waitForTimeout(3_000); // longer than the prefetch waits for an idle moment (2 s at most)
  const early = [...seen.values()].filter((s) => REMOTES.some((r) => s.url.includes(`/${r}/`)));
  expect(early.map((s) => s.url)).toEqual([]);
  await page.getByTestId('menu-messages').click();
  await expect(page.getByTestId('screen-messages')).toBeVisible();
});
