import type { Page, Request } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { loginViaApi } from '../support/session';
import { withSaveData } from '../support/connection';

/**
 * Rehearsed areas (shell/src/app/rehearse-page.tsx): once a cabinet page is idle and the menu's other
 * areas are loaded ahead, the page each menu entry leads to is rendered once, hidden and off the
 * document, so the click later runs warm code. A rehearsal must leave no trace the visitor or the
 * back end could see: no data request, no visit report, no title change, nothing in the document.
 */
const EMAIL = 'cabinet@sandbox.test';
const REHEARSED = ['/uk/documents/all', '/uk/messages'];

const rehearsedPaths = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .map((m) => m.name)
      .filter((n) => n.startsWith('broker:rehearsed '))
      .map((n) => n.slice('broker:rehearsed '.length))
      .sort(),
  );

/** The areas' data (messages list, received documents) and the delivery visit reports of their remotes. */
function areaTraffic(requests: Request[]) {
  const data = requests
    .map((r) => new URL(r.url()).pathname)
    .filter((p) => /\/messages\/$/.test(p) || p.includes('/sign_otp/'));
  const visits = requests
    .filter((r) => r.url().includes('/__delivery/') && r.method() === 'POST')
    .map((r) => JSON.parse(r.postData() ?? '{}') as { kind?: string; remote?: string })
    .filter((b) => b.kind === 'visit')
    .map((b) => b.remote);
  return { data, visits };
}

test('the menu areas loaded ahead are rehearsed without a trace; the click then shows them', async ({ page }) => {
  await loginViaApi(page, EMAIL);
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  await page.goto('/uk/profile');
  await expect(page.getByTestId('screen-profile')).toBeVisible();
  await expect.poll(() => rehearsedPaths(page), { timeout: 20_000 }).toEqual(REHEARSED);
  const title = await page.title();

  const traffic = areaTraffic(requests);
  expect(traffic.data, 'no data of a rehearsed area').toEqual([]);
  expect(traffic.visits.filter((r) => r !== 'mfe-cabinet-accounts')).toEqual([]);
  await expect(page).toHaveTitle(title);
  // nothing of the rehearsal is left in the document: one heading, the profile's
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('[data-testid^="screen-"]')).toHaveCount(1);

  await page.getByTestId('menu-messages').click();
  await expect(page.getByTestId('screen-messages')).toBeVisible();
  await expect.poll(() => areaTraffic(requests).data.some((p) => p.endsWith('/messages/'))).toBe(true);
  await expect.poll(() => areaTraffic(requests).visits).toContain('mfe-cabinet-messages');
  // the areas rehearsed once per page visit: moving on rehearses nothing again
  expect(await rehearsedPaths(page)).toEqual(REHEARSED);
});

test('Save-Data: no area is loaded ahead, so none is rehearsed', async ({ page }) => {
  await withSaveData(page);
  await loginViaApi(page, EMAIL);
  await page.goto('/uk/profile');
  await expect(page.getByTestId('screen-profile')).toBeVisible();
  await page.waitForLoadState('load');
  await page.waitForTimeout(3_000); // longer than the prefetch waits for an idle moment (2 s at most)
  expect(await rehearsedPaths(page)).toEqual([]);
});
