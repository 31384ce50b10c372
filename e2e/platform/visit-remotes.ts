import { expect, type Page, type Response } from '@playwright/test';
import { loginViaApi } from '../support/session';

/** Client-side navigation (no reload), as the user clicking through the app would do. */
export async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Signed in as a client, visits a screen of every remote in one page load (client-side navigation
 * loads each remote once; the redirect rule applies at start and login only) and returns the body of
 * every response `keep` selects, for the tests that count library copies across remotes.
 */
export async function visitAllRemotes(
  page: Page,
  keep: (r: Response) => boolean,
): Promise<Array<{ url: string; body: string }>> {
  const bodies: Array<{ url: string; body: string }> = [];
  page.on('response', async (r) => {
    if (keep(r)) bodies.push({ url: r.url(), body: await r.text().catch(() => '') });
  });
  await loginViaApi(page, 'cabinet@sandbox.test');
  await page.goto('/uk/profile');
  await expect(page.getByTestId('screen-profile')).toBeVisible();
  for (const [path, id] of [
    ['/uk/register/check', 'screen-register-check-data'],
    ['/uk/documents/all', 'screen-documents-all'],
    ['/uk/messages', 'screen-messages'],
  ] as const) {
    await go(page, path);
    await expect(page.getByTestId(id)).toBeVisible();
  }
  // signing's pages send a signed client back to the cabinet (redirect rule): its code is loaded as the
  // shell would, without showing a page this user may not see
  await page.evaluate(() =>
    (window as unknown as { __broker: { loadRemoteModule(k: string): Promise<unknown> } }).__broker.loadRemoteModule(
      'mfe-signing',
    ),
  );
  await page.waitForLoadState('networkidle');
  return bodies;
}
