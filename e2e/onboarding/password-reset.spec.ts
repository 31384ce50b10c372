import { test, expect } from '../support/fixtures';
import { sandbox } from '../support/sandbox';
import {
  codeAfter,
  confirmContacts,
  createPassword,
  enterCode,
  outboxTop,
  startRegistration,
  uniqueContacts,
} from './flows';

/** A fresh account, so resetting its password leaves the seeded users alone. */
async function freshAccount(page: import('@playwright/test').Page, lang: 'uk' | 'en') {
  const c = uniqueContacts({ noSms: true });
  await startRegistration(page, { lang, resident: false, ...c });
  await confirmContacts(page, { ...c, sms: false });
  await createPassword(page, 'Old1pass!');
  await expect(page).toHaveURL(new RegExp(`/${lang}/register/form$`));
  return c;
}

async function askReset(page: import('@playwright/test').Page, lang: 'uk' | 'en', email: string) {
  await page.goto(`/${lang}/login`);
  await page.getByTestId('forgot-link').click();
  const modal = page.getByTestId('forgot-modal');
  await modal.locator('input[type=email]').fill(email);
  await modal.getByTestId('forgot-submit').click();
  await expect(modal.getByTestId('forgot-sent')).toContainText(email);
}

async function setNewPassword(page: import('@playwright/test').Page, password: string) {
  const form = page.getByTestId('new-password-form');
  await form.locator('input[type=password]').nth(0).fill(password);
  await expect(page.getByTestId('password-hints').locator('[data-state="failed"]')).toHaveCount(0);
  await form.locator('input[type=password]').nth(1).fill(password);
  await form.getByTestId('new-password-submit').click();
  await expect(page.getByTestId('password-changed')).toBeVisible();
}

test('password reset through the emailed link; the used link then offers a new one (uk)', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 400/); // the used link's check
  const c = await freshAccount(page, 'uk');
  await askReset(page, 'uk', c.email);
  const link = await sandbox.latestLink(c.email);
  expect(link).toContain('/uk/password-change?uid=');
  await page.goto(link);
  await expect(page.getByTestId('screen-password-change')).toBeVisible();
  await setNewPassword(page, 'New2pass?');

  // the new password works on the login screen
  await page.getByTestId('password-changed').getByRole('button').click();
  await page.getByTestId('login-form').locator('input[type=email]').fill(c.email);
  await page.getByTestId('login-form').locator('input[type=password]').fill('New2pass?');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/uk\/register\/form$/);

  // signed out again (the login page ends the session), the used link is refused
  await page.goto('/uk/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await page.goto(link);
  await expect(page.getByTestId('reset-link-invalid')).toBeVisible();
  await page.getByTestId('reset-new-link').click();
  await expect(page).toHaveURL(/\/uk\/login/);
  await expect(page.getByTestId('forgot-modal')).toBeVisible();
});

test('password reset by the code instead of the link (en)', async ({ page }) => {
  const c = await freshAccount(page, 'en');
  const before = await outboxTop(c.email);
  await askReset(page, 'en', c.email);
  await page.getByTestId('forgot-enter-code').click();
  await enterCode(page, 'reset-code-dialog', await codeAfter(c.email, before));
  await expect(page).toHaveURL(/\/en\/password-change\?uid=.+&token=.+/);
  await setNewPassword(page, 'Code3pass%');
});
