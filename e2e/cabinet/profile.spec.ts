import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { loginViaApi } from '../support/session';
import { sandbox } from '../support/sandbox';

/** Profile page (issue 13): personal data and verification way (password: profile-password.spec.ts). */

const CABINET = 'cabinet@sandbox.test';

async function openProfile(page: Page, email: string, lang: 'uk' | 'en' = 'en') {
  await loginViaApi(page, email);
  await page.goto(`/${lang}/profile`);
  await expect(page.getByTestId('person-data-list')).toBeVisible();
}

const rows = (page: Page) => page.getByTestId('person-data-list').getByRole('term');

test('cabinet@ sees the personal data, toggles all rows and opens a photo', async ({ page, context }) => {
  await openProfile(page, CABINET);
  await expect(rows(page)).toHaveCount(8);
  await expect(page.getByTestId('person-data')).toContainText('cabinet@sandbox.test');
  await expect(page.getByTestId('person-data')).toContainText('Ukraine'); // residency UA, by name
  await expect(page.getByTestId('person-data-support')).toHaveAttribute('href', /^mailto:/);

  await page.getByRole('button', { name: 'Show all' }).click();
  await expect(rows(page)).toHaveCount(22); // 23 fields, no selfie for a resident
  await expect(page.locator('[data-field="birth_date"] dd')).toHaveText('01.01.1988');
  await expect(page.locator('[data-field="photo_selfie"]')).toHaveCount(0);

  const photo = page.locator('[data-field="passport_photo"]').getByRole('button', { name: /^Open / });
  const [tab] = await Promise.all([context.waitForEvent('page'), photo.first().click()]);
  await expect.poll(() => tab.url()).toMatch(/^blob:/); // downloaded with the token, opened in a new tab
  await tab.close();

  await page.getByRole('button', { name: 'Hide' }).click();
  await expect(rows(page)).toHaveCount(8);
});

test('the verification way is saved and stays after a reload; no-sms@ cannot choose SMS', async ({ page }) => {
  await openProfile(page, CABINET);
  const sms = page.getByRole('radio', { name: 'SMS' });
  const email = page.getByRole('radio', { name: 'E-mail' });
  // the radios follow the saved user (they change when the server answered), so click and then wait:
  // Playwright's check() expects the state to change at once. A retry may start from e-mail: go to SMS first.
  if (await email.isChecked()) {
    await sms.click();
    await expect
      .poll(async () => (await sandbox.users()).find((u) => u.email === CABINET)?.confirmation_type)
      .toBe('sms');
  }
  await expect(sms).toBeChecked();
  await email.click();
  await expect(email).toBeChecked();
  await expect
    .poll(async () => (await sandbox.users()).find((u) => u.email === CABINET)?.confirmation_type)
    .toBe('email');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'E-mail' })).toBeChecked();
  await page.getByRole('radio', { name: 'SMS' }).click();
  await expect(page.getByRole('radio', { name: 'SMS' })).toBeChecked();
  await expect
    .poll(async () => (await sandbox.users()).find((u) => u.email === CABINET)?.confirmation_type)
    .toBe('sms');

  await openProfile(page, 'no-sms@sandbox.test', 'uk');
  await expect(page.getByRole('radio', { name: 'SMS' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Ел. пошту' })).toBeChecked();
  await expect(page.getByTestId('way-sms-unavailable')).toBeVisible();
});
