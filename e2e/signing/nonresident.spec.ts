import { test, expect } from '../support/fixtures';
import { sandbox } from '../support/sandbox';
import { automaticSigning, enterCode, freshSandbox, openDocumentSign } from './steps';

/** Non-resident signing by one-time code (onboarding §4, §7 sign_otp, §8 SendSmsForbidden, §9 30 s). */
const SIGNER = 'nonres-sign@sandbox.test';
const SIGNER_PHONE = '+380501000007';

test.beforeEach(freshSandbox);
test.afterEach(automaticSigning);

test('nonres-sign signs with the code from the outbox, waits (30 s re-check) and reaches SIGNED (en)', async ({
  page,
  axe,
}) => {
  await page.clock.install();
  await openDocumentSign(page, SIGNER, 'en');
  await expect(page.getByTestId('sign-button')).toBeEnabled(); // pre-marked signed
  await axe.check('document-sign list, non-resident (en)');
  await page.getByTestId('sign-button').dblclick(); // one request
  await expect(page.getByTestId('sign-otp-dialog')).toBeVisible();
  await axe.check('code dialog (en)');
  expect((await sandbox.outbox(SIGNER_PHONE)).filter((e) => e.code)).toHaveLength(1);
  await enterCode(page, 'sign-otp-dialog', await sandbox.latestCode(SIGNER_PHONE));
  await expect(page.getByTestId('signing-wait')).toBeVisible();
  await axe.check('signing wait (en)');

  await sandbox.signingAction(SIGNER, 'complete');
  await page.clock.fastForward(30_000);
  await expect(page.getByTestId('signed-panel')).toBeVisible();
  await axe.check('signed (en)');
  await page.getByTestId('to-cabinet').click();
  await expect(page).toHaveURL(/\/en\/profile$/);
});

test('SIGNING back to APPROVED: the error offers to sign again, and that works (uk, 390)', async ({ page, axe }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  await openDocumentSign(page, SIGNER, 'uk');
  await axe.check('document-sign list, non-resident (uk, 390)');
  await page.getByTestId('sign-button').click();
  await enterCode(page, 'sign-otp-dialog', await sandbox.latestCode(SIGNER_PHONE));
  await expect(page.getByTestId('signing-wait')).toBeVisible();
  await axe.check('signing wait (uk, 390)');

  await sandbox.signingAction(SIGNER, 'fail');
  await page.clock.fastForward(30_000);
  await expect(page.getByTestId('sign-failed')).toBeVisible();
  await axe.check('sign failed (uk, 390)');
  await page.getByTestId('sign-retry').click();
  await page.getByTestId('sign-button').click();
  await expect(page.getByTestId('sign-otp-dialog')).toBeVisible();
});

test('nonres-nosms gets the SMS modal; by e-mail the code comes to the mailbox (uk)', async ({
  page,
  axe,
  consoleGuard,
}) => {
  const email = 'nonres-nosms@sandbox.test';
  consoleGuard.allow(/status of 400/); // the SendSmsForbidden answer itself
  await openDocumentSign(page, email, 'uk');
  await page.getByTestId('sign-button').click();
  await expect(page.getByTestId('sms-modal')).toBeVisible();
  await axe.check('SMS modal (uk)');
  await page.getByTestId('sms-use-email').click();
  await expect(page.getByTestId('sign-otp-dialog')).toBeVisible();
  await expect(page.getByTestId('sign-otp-dialog')).toContainText('@sandbox.test');
  expect(await sandbox.latestCode(email)).toMatch(/^\d{4}$/);
});
