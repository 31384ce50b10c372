import { test, expect } from '../support/fixtures';

test('an unknown language is replaced by uk, path and query kept', async ({ page }) => {
  await page.goto('/xx/login?a=1');
  await expect(page).toHaveURL(/\/uk\/login\?a=1$/);
  await expect(page.getByTestId('screen-login')).toBeVisible();
});

test('the root goes to the profile in uk', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/uk\/profile$/);
});

test('the language switch keeps path and query and changes the texts', async ({ page }) => {
  await page.goto('/uk/register?phone=380501234567&is_resident=true');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/register\?phone=380501234567&is_resident=true$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Українська' }).click();
  await expect(page).toHaveURL(/\/uk\/register\?phone=380501234567&is_resident=true$/);
});

test('the shell owns the maintenance page and a not-found page', async ({ page }) => {
  await page.goto('/en/server_is_not_available');
  await expect(page.getByTestId('maintenance-page')).toBeVisible();
  await page.goto('/uk/no-such-page');
  await expect(page.getByTestId('not-found')).toBeVisible();
});
