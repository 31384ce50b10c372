import { test, expect } from '../support/fixtures';
import { loginViaApi } from '../support/session';
import { e2eSettings } from '../support/env';
import { sandbox } from '../support/sandbox';

/** The 503 body the onboarding base answers with while maintenance is on. */
async function maintenanceBody(): Promise<Record<string, string>> {
  const res = await fetch(`${e2eSettings().apiOrigin}/api/auth/userinfo/`);
  expect(res.status).toBe(503);
  return (await res.json()) as Record<string, string>;
}

test.afterEach(async () => {
  await sandbox.maintenance(false);
});

test('503 on the onboarding base → maintenance page with the server text, uk and en', async ({
  page,
  consoleGuard,
}) => {
  // Chromium logs every failed response as a console error; the 503s are the point of this test
  consoleGuard.allow(/status of 503/);
  await loginViaApi(page, 'cabinet@sandbox.test');
  await sandbox.maintenance(true);
  const body = await maintenanceBody();
  expect(body.TECH_WORKS_BACKEND_TEXT_UA).toBeTruthy();

  await page.goto('/uk/profile');
  await expect(page).toHaveURL(/\/uk\/server_is_not_available$/);
  await expect(page.getByTestId('maintenance-text')).toHaveText(body.TECH_WORKS_BACKEND_TEXT_UA!);
  await expect(page.getByTestId('maintenance-page')).toContainText(body.TECH_WORKS_BACKEND_TEXT_SUPPORT_EMAIL!);

  await page.goto('/en/documents/all');
  await expect(page).toHaveURL(/\/en\/server_is_not_available$/);
  await expect(page.getByTestId('maintenance-text')).toHaveText(body.TECH_WORKS_BACKEND_TEXT_EN!);

  // maintenance over: the page's button starts over and the rule brings the user back to the cabinet
  await sandbox.maintenance(false);
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page).toHaveURL(/\/en\/profile$/);
  await expect(page.getByTestId('screen-profile')).toBeVisible();
});
