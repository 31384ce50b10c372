import { test, expect, waitForHydration } from '../support/fixtures';
import { sandbox } from '../support/sandbox';

const USER = 'res-full-bankid-approved@sandbox.test';

for (const [lang, message] of [
  ['uk', 'Невірний логін або пароль'],
  ['en', 'Wrong login or password'],
] as const) {
  test(`login with a wrong password says "wrong login or password" (${lang})`, async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 400/); // IncorrectPassword
    await page.goto(`/${lang}/login`);
    const form = page.getByTestId('login-form');
    await expect(form.getByTestId('login-submit')).toBeDisabled();
    await form.locator('input[type=email]').fill(USER);
    await form.locator('input[type=password]').fill('Wrong-password1!');
    // Enter submits, before hydration too: the page's guard holds it until React has enabled the button
    // (e2e/platform/front-door.spec.ts holds the remote's scripts back to make sure of that case)
    await form.locator('input[type=password]').press('Enter');
    await expect(page.getByTestId('login-error')).toHaveText(message);
    await expect(page).toHaveURL(new RegExp(`/${lang}/login$`));
  });
}

test('opening login ends the session; double-clicking Log in sends one request; the shell redirects', async ({
  page,
}) => {
  const password = (await sandbox.users()).find((u) => u.email === USER)!.password;
  await page.goto('/uk/login');
  await page.evaluate(() => {
    for (const [k, v] of Object.entries({
      access_token: 'stale',
      refresh_token: 'stale',
      access_ttl: '60000',
      refresh_ttl: '60000',
    }))
      localStorage.setItem(k, v);
    localStorage.setItem('access_ttl_limit', String(Date.now() + 60_000));
    localStorage.setItem('refresh_ttl_limit', String(Date.now() + 60_000));
  });
  await page.reload();
  await expect(page.getByTestId('login-form')).toBeVisible();
  // the form is in the server's HTML: the session ends when the login screen's code runs
  await waitForHydration(page);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  await page.getByTestId('login-form').locator('input[type=email]').fill(USER);
  await page.getByTestId('login-form').locator('input[type=password]').fill(password);
  await sandbox.resetStats();
  await page.getByTestId('login-submit').dblclick();
  await expect(page).toHaveURL(/\/uk\/profile$/); // resident FULL BANKID → cabinet (the shell's rule)
  expect((await sandbox.stats()).paths['POST /sso/auth/token/']).toBe(1);
});

test('login as a blocked non-resident opens the non-resident modal (en)', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 400/);
  await sandbox.blockNonresident(true);
  try {
    await page.goto('/en/login');
    await page.getByTestId('login-form').locator('input[type=email]').fill('nonres-full-bankid-review@sandbox.test');
    await page.getByTestId('login-form').locator('input[type=password]').fill('Sandbox1!');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('non-resident-modal')).toContainText('temporarily unavailable');
  } finally {
    await sandbox.blockNonresident(false);
  }
});
