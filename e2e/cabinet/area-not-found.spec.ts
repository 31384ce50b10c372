import { test, expect } from '../support/fixtures';
import { loginViaApi } from '../support/session';

/**
 * Issue 27: a path in the documents area that no version of mfe-cabinet-documents has a page for
 * (its build recorded its pages — none — and the deploy put them on the version) is the shell's own
 * not-found page inside the cabinet, with nothing of the remote downloaded: not by the server's
 * preloads, the early load, the slot or the menu prefetch. Its spec routes still load it.
 */
const DOCS = '/mfe-cabinet-documents/';

test('/documents and /documents/nonsense: the translated not-found page, no file of the documents remote', async ({
  page,
  axe,
}) => {
  test.setTimeout(90_000);
  await loginViaApi(page, 'cabinet@sandbox.test');
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  const documentsFiles = () => requested.filter((u) => u.includes(DOCS));

  for (const [path, title] of [
    ['/uk/documents', 'Сторінку не знайдено'],
    ['/uk/documents/nonsense', 'Сторінку не знайдено'],
    ['/en/documents/nonsense', 'Page not found'],
  ] as const) {
    await page.goto(path);
    const notFound = page.getByTestId('not-found');
    await expect(notFound.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('cabinet-menu')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await axe.check(`${path} not found at ${width} px`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  // the idle menu prefetch has run (it fetches the other areas' remotes) and left the documents remote alone
  await expect.poll(() => requested.some((u) => u.includes('/mfe-cabinet-messages/')), { timeout: 20_000 }).toBe(true);
  await page.waitForTimeout(1000);
  expect(documentsFiles()).toEqual([]);

  // its spec route still loads it, from the not-found page by the menu and by URL
  await page.getByTestId('menu-documents-all').click();
  await expect(page.getByTestId('screen-documents-all')).toBeVisible();
  expect(documentsFiles().length).toBeGreaterThan(0);
  await page.goto('/uk/documents/all');
  await expect(page.getByTestId('screen-documents-all')).toBeVisible();
});
