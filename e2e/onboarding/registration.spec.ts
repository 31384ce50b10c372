import { test, expect, waitForHydration } from '../support/fixtures';
import { sandbox } from '../support/sandbox';
import {
  codeAfter,
  confirmContacts,
  continueSharing,
  createPassword,
  enterCode,
  outboxTop,
  startRegistration,
  uniqueContacts,
  wrongCode,
} from './flows';

/** onboarding §4 "Registration sequence" in Chromium against the sandbox; codes come from its outbox. */

test.afterEach(async () => {
  await sandbox.blockNonresident(false);
});

test('resident by bank-ID: contacts → email and phone codes → data source → password → application form (uk)', async ({
  page,
}) => {
  const c = uniqueContacts();
  await startRegistration(page, { lang: 'uk', resident: true, ...c });
  await confirmContacts(page, { ...c, sms: true });
  await expect(page.getByTestId('datasource-modal')).toContainText('Як ви бажаєте надати дані?');
  await page.getByTestId('datasource-bankid').click();
  await createPassword(page);
  await expect(page).toHaveURL(/\/uk\/register\/form$/);
  await expect(page.getByTestId('screen-register-form')).toBeVisible();
  const user = (await sandbox.users()).find((u) => u.email === c.email);
  expect(user).toMatchObject({ is_resident: true, register_datasource: 'BANKID', profile_status: 'PART' });
});

test('resident by the sharing app, no SMS: data source → QR page (QR, deep link, 10 s continue) → share → password → register-check-data (uk)', async ({
  page,
}) => {
  const c = uniqueContacts({ noSms: true });
  await sandbox.qrOutcome('success'); // sandbox: poll 1 initialized, 2 processing, 3 the outcome
  await page.clock.install(); // the QR page's countdowns run on Playwright's clock (time still flows)
  await startRegistration(page, { lang: 'uk', resident: true, ...c });
  await confirmContacts(page, { ...c, sms: false }); // no SMS: the phone counts as confirmed
  await page.getByTestId('datasource-sharing').click();
  await expect(page).toHaveURL(/\/uk\/register\/sharing\?phone=.+&email=.+/);
  await expect(page.getByTestId('sharing-qr')).toBeVisible();
  await expect(page.getByTestId('sharing-deeplink')).toHaveAttribute('href', /^https:\/\/diia\./);
  await expect(page.getByTestId('sharing-continue')).toHaveText('00:10');
  await continueSharing(page);
  await continueSharing(page);
  await continueSharing(page);
  await expect(page.getByTestId('sharing-state')).toContainText('Дані отримано');
  await page.clock.fastForward(10_000); // DELAY_BEFORE_SHARING_REDIRECT
  await expect(page).toHaveURL(/\/uk\/register\?.*register_datasource=SHARING/);
  await createPassword(page); // the same registration resumes: no contacts, no codes again
  await expect(page).toHaveURL(/\/uk\/register\/check$/);
  await expect(page.getByTestId('screen-register-check-data')).toBeVisible();
  const user = (await sandbox.users()).find((u) => u.email === c.email);
  expect(user).toMatchObject({ is_resident: true, register_datasource: 'SHARING', profile_status: 'PART' });
});

for (const [lang, title] of [
  ['uk', 'Підтвердьте електронну пошту'],
  ['en', 'Confirm your email'],
] as const) {
  test(`non-resident: contacts → codes → password → application form (${lang})`, async ({ page }) => {
    const c = uniqueContacts();
    await startRegistration(page, { lang, resident: false, ...c });
    await expect(page.getByTestId('email-code-dialog')).toContainText(title);
    await confirmContacts(page, { ...c, sms: true });
    await expect(page.getByTestId('datasource-modal')).toHaveCount(0); // no data-source choice for non-residents
    await createPassword(page);
    await expect(page).toHaveURL(new RegExp(`/${lang}/register/form$`));
    await expect(page.getByTestId('screen-register-form')).toBeVisible();
    const user = (await sandbox.users()).find((u) => u.email === c.email);
    expect(user).toMatchObject({ is_resident: false, profile_status: 'PART' });
  });
}

test('non-resident registration blocked: BLOCK_NONRESIDENT and NonResidentNotAllowed open the modal (uk)', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 400/); // the refused register call
  await sandbox.blockNonresident(true);
  await page.goto('/uk/register');
  await waitForHydration(page);
  await page.getByTestId('choose-nonresident').click();
  await expect(page.getByTestId('non-resident-modal')).toContainText('тимчасово недоступні');
  await page.getByTestId('non-resident-modal').getByRole('button', { name: 'Закрити' }).first().click();

  // the setting switched on after the page read it: the server's NonResidentNotAllowed says the same
  await sandbox.blockNonresident(false);
  await page.reload();
  await waitForHydration(page);
  const c = uniqueContacts();
  await page.getByTestId('choose-nonresident').click();
  await page.getByTestId('contacts-modal').locator('input[type=tel]').fill(c.phone);
  await page.getByTestId('contacts-modal').locator('input[type=email]').fill(c.email);
  await sandbox.blockNonresident(true);
  await page.getByTestId('contacts-submit').click();
  await expect(page.getByTestId('non-resident-modal')).toBeVisible();
});

test('a wrong code three times → resend (tries back to 3) → the right code goes on (uk)', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 400/); // OTPWrongCode answers
  const c = uniqueContacts({ noSms: true });
  await startRegistration(page, { lang: 'uk', resident: true, ...c });
  const dialog = page.getByTestId('email-code-dialog');
  const first = await codeAfter(c.email, 0);
  await expect(dialog.getByTestId('otp-tries')).toHaveText('Залишилось спроб: 3');
  for (const left of [2, 1, 0]) {
    await enterCode(page, 'email-code-dialog', wrongCode(first));
    await expect(dialog.getByTestId('otp-message')).toHaveText('Невірний код');
    await expect(dialog.getByTestId('otp-tries')).toHaveText(`Залишилось спроб: ${left}`);
  }
  await expect(dialog.getByTestId('otp-confirm')).toBeDisabled();
  const before = await outboxTop(c.email);
  await dialog.getByTestId('otp-resend').click();
  await expect(dialog.getByTestId('otp-tries')).toHaveText('Залишилось спроб: 3');
  await enterCode(page, 'email-code-dialog', await codeAfter(c.email, before));
  await expect(page.getByTestId('datasource-modal')).toBeVisible(); // no SMS: straight to the data source
});

test('double-clicking a submit sends one request (registration contacts)', async ({ page }) => {
  const c = uniqueContacts();
  await page.goto('/uk/register');
  await waitForHydration(page);
  await page.getByTestId('choose-resident').click();
  const modal = page.getByTestId('contacts-modal');
  await modal.locator('input[type=tel]').fill(c.phone);
  await modal.locator('input[type=email]').fill(c.email);
  await sandbox.resetStats();
  await modal.getByTestId('contacts-submit').dblclick();
  await expect(page.getByTestId('email-code-dialog')).toBeVisible();
  expect((await sandbox.stats()).paths['POST /api/auth/register/']).toBe(1);
});

test('leaving mid-sequence and coming back resumes at the same step with the same code (uk)', async ({ page }) => {
  const c = uniqueContacts();
  await startRegistration(page, { lang: 'uk', resident: true, ...c });
  await enterCode(page, 'email-code-dialog', await codeAfter(c.email, 0));
  await expect(page.getByTestId('phone-code-dialog')).toBeVisible();
  const sent = await codeAfter(c.phone, 0);
  // leave only once the page has the code's answer (a user leaving while it is in flight gets a new code)
  await expect(page.getByTestId('phone-code-dialog').getByTestId('otp-time')).toBeVisible();
  await page.goto('/uk/login');
  await page.goto('/uk/register');
  await expect(page.getByTestId('phone-code-dialog')).toBeVisible();
  await enterCode(page, 'phone-code-dialog', sent); // the code sent before leaving still works
  await expect(page.getByTestId('datasource-modal')).toBeVisible();
});
