import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { sandbox } from '../support/sandbox';
import { loginViaApi } from '../support/session';

/**
 * Resident registration through the sharing app (onboarding §2 QR pages, §4 QR flow): the sandbox
 * answers poll 1 `initialized`, poll 2 `processing`, then the outcome set through /__sandbox/qr.
 * The page's 10 s countdowns run on Playwright's clock, so a branch takes seconds, not half a minute.
 */
async function openQr(page: Page, lang: 'uk' | 'en' = 'uk') {
  await page.clock.install();
  await page.goto(`/${lang}/register/sharing`);
  await expect(page.getByTestId('sharing-qr')).toBeVisible();
}

/** Waits out the countdown and presses Continue (one poll of sharing/result). */
async function continueOnce(page: Page) {
  const button = page.getByTestId('sharing-continue');
  await expect(button).toBeDisabled();
  await page.clock.fastForward(10_000);
  await expect(button).toBeEnabled();
  const answered = page.waitForResponse((r) => r.url().includes('/profile/sharing/result/'));
  await button.click();
  await answered;
}

for (const [outcome, page_, title] of [
  ['refuse', 'refuse', 'Передачу даних відхилено'],
  ['notUsed', 'notUsed', 'Термін дії QR-коду минув'],
  ['noFullData', 'noFullData', 'Недостатньо даних'],
] as const) {
  test(`a share that ends ${outcome} shows its result page`, async ({ page }) => {
    await sandbox.qrOutcome(outcome);
    await openQr(page);
    await continueOnce(page); // initialized
    await continueOnce(page); // processing
    await expect(page.getByTestId('sharing-state')).toContainText('обробляє');
    await continueOnce(page);
    await expect(page).toHaveURL(new RegExp(`/uk/register/sharing/success\\?status=${page_}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
}

test('a scanned share with no profile continues to registration with the shared contacts (source SHARING)', async ({
  page,
}) => {
  const email = `shared-${Date.now()}@example.test`;
  await sandbox.qrOutcome('success', null, { email, phone: '+380671112233' });
  await openQr(page, 'en');
  await continueOnce(page);
  await continueOnce(page);
  await continueOnce(page);
  await expect(page.getByTestId('sharing-state')).toContainText('Data received');
  await page.clock.fastForward(60_000); // DELAY_BEFORE_SHARING_REDIRECT
  await expect(page).toHaveURL(/\/en\/register\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('email')).toBe(email);
  expect(url.searchParams.get('register_datasource')).toBe('SHARING');
});

test('a duplicate profile (NOLOGIN) says the data is not unique and offers the manager', async ({ page }) => {
  await sandbox.qrOutcome('success', 'NOLOGIN');
  await openQr(page, 'en');
  await continueOnce(page);
  await continueOnce(page);
  await continueOnce(page);
  await expect(page).toHaveURL(/status=notUniqueData$/);
  await expect(page.getByTestId('result-manager')).toHaveAttribute('href', /^mailto:/);
});

test('the data check page shows the shared data, confirms it, and the redirect rule moves on', async ({ page }) => {
  const user = 'res-part-sharing-initial@sandbox.test';
  try {
    await loginViaApi(page, user);
    await page.goto('/uk/register/check');
    await expect(page.getByTestId('check-account')).toContainText('UA213223130000026007233566001');
    await expect(page.getByTestId('check-cards')).toContainText('**** 5678');
    await expect(page.getByTestId('check-file')).toHaveCount(2);
    await page.getByTestId('check-confirm').click();
    await expect(page).toHaveURL(/\/uk\/document-sign\?status=INITIAL/);
  } finally {
    await sandbox.setStatus(user, { profile_status: 'PART', check_status: 'INITIAL' });
  }
});

for (const lang of ['uk', 'en'] as const) {
  for (const width of [1280, 390]) {
    test(`axe: QR page, result page and check page (${lang}, ${width} px)`, async ({ page, axe }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${lang}/register/sharing`);
      await expect(page.getByTestId(width < 600 ? 'sharing-deeplink' : 'sharing-qr')).toBeVisible();
      await axe.check(`QR page ${lang} ${width}`);
      await page.goto(`/${lang}/register/sharing/success?status=noFullData`);
      await expect(page.getByTestId('result-bankId')).toBeVisible();
      await axe.check(`result page ${lang} ${width}`);
      await loginViaApi(page, 'res-part-sharing-review@sandbox.test');
      await page.goto(`/${lang}/register/check`);
      await expect(page.getByTestId('check-account')).toBeVisible();
      await axe.check(`check page ${lang} ${width}`);
    });
  }
}
