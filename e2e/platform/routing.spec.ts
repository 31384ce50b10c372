import { test, expect } from '../support/fixtures';
import { loginViaApi } from '../support/session';

test('an unknown language is replaced by uk, path and query kept', async ({ page }) => {
  await page.goto('/xx/login?a=1');
  await expect(page).toHaveURL(/\/uk\/login\?a=1$/);
  await expect(page.getByTestId('screen-login')).toBeVisible();
});

test('the root goes to the profile in uk (a visitor without a session then to login)', async ({ page }) => {
  await loginViaApi(page, 'cabinet@sandbox.test');
  await page.goto('/');
  await expect(page).toHaveURL(/\/uk\/profile$/);
  await expect(page.getByTestId('screen-profile')).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await expect(page).toHaveURL(/\/uk\/login$/);
});

test('the language switch keeps path and query and changes the texts', async ({ page }) => {
  await page.goto('/uk/login?utm_source=mail&a=1');
  await expect(page.getByTestId('screen-login').getByRole('heading', { level: 1 })).toHaveText('Вхід');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/login\?utm_source=mail&a=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('screen-login').getByRole('heading', { level: 1 })).toHaveText('Log in');
  await page.getByRole('button', { name: 'Українська' }).click();
  await expect(page).toHaveURL(/\/uk\/login\?utm_source=mail&a=1$/);
});

test('the shell owns the maintenance page and a not-found page', async ({ page }) => {
  await page.goto('/en/server_is_not_available');
  await expect(page.getByTestId('maintenance-page')).toBeVisible();
  await page.goto('/uk/no-such-page');
  await expect(page.getByTestId('not-found')).toBeVisible();
});
