import { test, expect } from '../support/fixtures';
import { sandbox } from '../support/sandbox';
import { loginViaApi } from '../support/session';
import { automaticSigning, freshSandbox, openDocumentSign, signByQr, tickAll } from './steps';

/** Resident signing through the sharing app (onboarding §2 document-sign and QR pages, §4, §8). */
const RESIDENT = 'res-full-sharing-approved@sandbox.test';

test.beforeEach(freshSandbox);
test.afterEach(automaticSigning);

test('resident ticks all, signs by QR (the back office completes it), lands on success, then the cabinet (uk)', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDocumentSign(page, RESIDENT, 'uk');
  await expect(page.getByTestId('sign-button')).toBeDisabled();
  await axe.check('document-sign list (uk, 1280)');
  await signByQr(page, 'uk');

  await expect(page.getByTestId('qr-image')).toBeVisible();
  await expect(page.getByTestId('qr-deeplink')).toBeHidden(); // wide screen: the QR, not the link
  await expect(page.getByTestId('qr-continue')).toBeDisabled();
  await expect(page.getByTestId('qr-continue')).toContainText('00:');
  await axe.check('QR page (uk, 1280)');

  await sandbox.signingAction(RESIDENT, 'scan');
  await expect(page.getByTestId('qr-processing')).toBeVisible();
  await sandbox.signingAction(RESIDENT, 'complete');
  await expect(page).toHaveURL(/\/uk\/document-sign\/sharing\/success\?status=success$/);
  await expect(page.getByTestId('sign-outcome')).toHaveAttribute('data-outcome', 'success');
  await axe.check('result page success (uk, 1280)');

  await sandbox.signingAction(RESIDENT, 'complete'); // the back office finishes: SIGNING → SIGNED
  await page.getByTestId('to-cabinet').click();
  await expect(page).toHaveURL(/\/uk\/profile$/);
  await expect(page.getByTestId('screen-profile')).toBeVisible();
  const users = await sandbox.users();
  expect(users.find((u) => u.email === RESIDENT)?.check_status).toBe('SIGNED');
});

test('a document downloads; refused in the app: the result says so; sign again keeps the ticks (en, keyboard)', async ({
  page,
  axe,
}) => {
  await openDocumentSign(page, RESIDENT, 'en');
  // a PDF opens in a new tab (shared/files), fetched with the session's token
  const popup = page.waitForEvent('popup');
  await page.getByTestId('doc-download').first().click();
  expect((await popup).url()).toMatch(/^blob:/);
  await tickAll(page, { keyboard: true });
  await page.getByTestId('sign-button').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/document-sign\/sharing$/);
  await expect(page.getByTestId('qr-image')).toBeVisible();
  await axe.check('QR page (en)');
  await sandbox.signingAction(RESIDENT, 'refuse');
  await expect(page).toHaveURL(/\/en\/document-sign\/sharing\/success\?status=refuse$/);
  await expect(page.getByTestId('sign-outcome')).toContainText('Signing was declined');
  await axe.check('result page refuse (en)');
  await page.getByTestId('sign-again').click();
  await expect(page).toHaveURL(/\/en\/document-sign$/);
  await expect(page.getByTestId('sign-button')).toBeEnabled(); // the ticks were kept
});

test('expired QR at 390 px: the deep link instead of the QR; renew, cancel asks; signing again succeeds with the support modal (uk)', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDocumentSign(page, RESIDENT, 'uk');
  await axe.check('document-sign list (uk, 390)');
  await signByQr(page, 'uk');
  await expect(page.getByTestId('qr-deeplink')).toBeVisible();
  await expect(page.getByTestId('qr-image')).toBeHidden();
  await axe.check('QR page (uk, 390)');
  const before = await page.getByTestId('qr-deeplink').getAttribute('href');
  await page.getByTestId('qr-renew').click();
  await expect(page.getByTestId('qr-deeplink')).not.toHaveAttribute('href', before ?? '');
  await page.getByTestId('qr-cancel').click();
  await expect(page.getByTestId('cancel-confirm')).toBeVisible();
  await axe.check('cancel-confirm modal (uk, 390)');
  await page.getByTestId('cancel-stay').click();

  await sandbox.signingAction(RESIDENT, 'expire');
  await expect(page).toHaveURL(/\/uk\/document-sign\/sharing\/success\?status=notUsed$/);
  await expect(page.getByTestId('sign-outcome')).toHaveAttribute('data-outcome', 'notUsed');
  await axe.check('result page expired (uk, 390)');
  await page.getByTestId('sign-again').click();
  await page.getByTestId('sign-button').click();
  await expect(page).toHaveURL(/\/uk\/document-sign\/sharing$/);
  await sandbox.signingAction(RESIDENT, 'complete');
  const modal = page.getByTestId('success-modal');
  await expect(modal).toBeVisible();
  await expect(modal.locator('a[href^="mailto:"]')).toBeVisible();
  await axe.check('success modal (uk, 390)');
});

test('INITIAL: the waiting modal; the status is polled every 10 s and APPROVED opens form-status (en, 390)', async ({
  page,
  axe,
}) => {
  const email = 'res-full-sharing-initial@sandbox.test';
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  await loginViaApi(page, email);
  await page.goto('/en/document-sign');
  await expect(page.getByTestId('waiting-modal')).toBeVisible();
  await axe.check('waiting modal (en, 390)');
  await sandbox.setStatus(email, { check_status: 'APPROVED' });
  await page.clock.fastForward(10_000);
  await expect(page).toHaveURL(/\/en\/form-status\?status=APPROVED$/);
});
