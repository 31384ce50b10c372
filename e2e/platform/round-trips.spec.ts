import type { Request, Route } from '@playwright/test';
import { test, expect, waitForHydration } from '../support/fixtures';
import { e2eSettings } from '../support/env';
import { loginViaApi } from '../support/session';

/**
 * Round trips before the first remote screen (issue 10, docs/performance.md): the page announces
 * every file the route's remote needs before it paints (boot-hints.ts), so none is discovered late,
 * and the manifest is asked for once. The bench measures the time; these check the mechanism.
 */

const isCode = (r: Request) => ['script', 'stylesheet'].includes(r.resourceType());

test('/uk/login: every remote file the login screen needs is announced by the page; the manifest is fetched once', async ({
  page,
}) => {
  const { cdnOrigin } = e2eSettings();
  const remote: Request[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(cdnOrigin) && r.url().includes('/mfe-onboarding/')) remote.push(r);
  });
  await page.goto('/uk/login');
  // the screen is in the server's HTML (docs/server-render.md): wait until the remote's code has hydrated it
  await waitForHydration(page);
  await expect(page.getByTestId('screen-login')).toBeVisible();
  const beforeScreen = remote.filter(isCode).map((r) => r.url());
  // a server-rendered page links its styles as stylesheets (it paints styled before any script runs)
  const preloaded = await page
    .locator('link[rel="preload"], link[rel="prefetch"], link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  // the expose's own chunks (preloaded), and its shared modules the shell does not provide (validation,
  // remote-app…: prefetched, see boot-hints.ts)
  expect(beforeScreen.length).toBeGreaterThan(3);
  expect(beforeScreen.filter((u) => !preloaded.includes(u))).toEqual([]);
  await page.waitForLoadState('networkidle');
  expect(remote.filter((r) => r.url().endsWith('/mf-manifest.json')).length).toBe(1);
});

test('/uk/profile signed in: the remote loads while settings and user info are on their way', async ({ page }) => {
  await loginViaApi(page, 'cabinet@sandbox.test');
  // user info is held back: before, the cabinet's remote was only asked for once it had arrived
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  const hold = async (route: Route) => {
    await held;
    await route.continue();
  };
  await page.route('**/api/auth/userinfo/', hold);
  await page.goto('/uk/profile');
  await expect(page.getByTestId('session-loading')).toBeVisible();
  // the remote's entry has run (it sets its container global) while the session is still loading
  await page.waitForFunction(() => 'mfe_cabinet_accounts' in window);
  await expect(page.getByTestId('session-loading')).toBeVisible();
  release();
  await expect(page.getByTestId('screen-profile')).toBeVisible();
  await page.unroute('**/api/auth/userinfo/', hold);
});
