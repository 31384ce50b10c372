import { test, expect } from '../support/fixtures';
import { loginViaApi, type BrokerWindow } from '../support/session';

const userLanguage = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as BrokerWindow).__broker.authStore.getState().user?.interface_language);

test('the language switch saves interface_language on the signed-in user', async ({ page }) => {
  await loginViaApi(page, 'cabinet-empty@sandbox.test');
  await page.goto('/uk/profile');
  await expect(page.getByTestId('screen-profile')).toBeVisible();
  expect(await userLanguage(page)).toBe('uk');

  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/auth/userinfo/'));
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/profile$/);
  expect(await (await saved).json()).toMatchObject({ interface_language: 'en' });
  await expect.poll(() => userLanguage(page)).toBe('en');

  // back to uk, so the seeded user stays as it was for other tests
  await page.getByRole('button', { name: 'Українська' }).click();
  await expect.poll(() => userLanguage(page)).toBe('uk');
});

test('without a session the switch only changes the URL', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/auth/userinfo') && calls.push(r.method()));
  await page.goto('/uk/register');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/register$/);
  expect(calls).toEqual([]);
});
