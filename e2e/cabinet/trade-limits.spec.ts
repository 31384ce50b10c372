import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { loginViaApi } from '../support/session';
import { sandbox } from '../support/sandbox';

/** cabinet@: balances in UAH/USD/EUR, 25 confirmations; the seeded figures are 3 hours old (sandbox). */
const EMAIL = 'cabinet@sandbox.test';

test.beforeEach(async ({ page }) => {
  await sandbox.reset();
  await loginViaApi(page, EMAIL);
});
test.afterAll(async () => {
  await sandbox.reset();
});

const archiveRows = (page: Page) => page.getByTestId('confirmation-archive').getByTestId('confirmation-row');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('balances per locale; the update button refreshes the last update time', async ({ page }) => {
  await page.goto('/en/trade-limits');
  await expect(page.getByTestId('available-uah')).toHaveText('120,345.67 UAH');
  await expect(page.getByTestId('total-eur')).toHaveText('310.20 EUR');
  const time = page.getByTestId('limits-updated-at');
  const before = await time.getAttribute('datetime');
  const shownBefore = await time.innerText();

  const refresh = page.waitForRequest((r) => r.url().includes('/cabinet/balance/refresh/'));
  await page.getByTestId('limits-refresh').click();
  await refresh;
  await expect(time).not.toHaveAttribute('datetime', before!);
  await expect(time).not.toHaveText(shownBefore);
  expect(Date.parse((await time.getAttribute('datetime'))!)).toBeGreaterThan(Date.parse(before!));

  // cards collapse and open again from the keyboard
  const toggle = page.getByTestId('card-total').getByRole('button', { name: 'Total funds' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('total-uah')).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('total-uah')).toBeVisible();

  await page.goto('/uk/trade-limits');
  // uk-UA groups with a (narrow) no-break space and uses a comma for decimals
  await expect(page.getByTestId('available-uah')).toHaveText(/^120\s345,67 UAH$/);
});

test('a confirmation upload says so and appears first in the archive', async ({ page }) => {
  await page.goto('/uk/trade-limits');
  await expect(archiveRows(page)).toHaveCount(20);
  await page
    .getByTestId('confirmation-input')
    .setInputFiles({ name: 'bank-statement.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Завантаження успішне')).toBeVisible();
  await expect(archiveRows(page).first()).toContainText('bank-statement.pdf');
  await expect(archiveRows(page).first()).toHaveAttribute('data-status', 'IN_PROCESS');
  await expect(archiveRows(page).first()).toContainText('На розгляді');
});

test('a file of a refused format is not sent: a toast says why', async ({ page }) => {
  await page.goto('/en/trade-limits');
  await expect(archiveRows(page)).toHaveCount(20);
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/cabinet/money_confirmations/')) sent += 1;
  });
  await page
    .getByTestId('confirmation-input')
    .setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(page.getByText(/Unacceptable file format/)).toBeVisible();
  // a PDF name on bytes that are not a PDF is refused the same way
  await page
    .getByTestId('confirmation-input')
    .setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf') });
  await expect(page.getByText(/Unacceptable file format/).nth(1)).toBeVisible();
  expect(sent).toBe(0);
});

test('scrolling the archive loads the second page (25 confirmations)', async ({ page }) => {
  await page.goto('/en/trade-limits');
  await expect(archiveRows(page)).toHaveCount(20);
  await archiveRows(page).last().scrollIntoViewIfNeeded();
  await expect(archiveRows(page)).toHaveCount(25);
});

test('empty archive for a user with none', async ({ page, axe }) => {
  await sandbox.reset();
  await loginViaApi(page, 'cabinet-empty@sandbox.test');
  await page.goto('/en/trade-limits');
  await expect(page.getByTestId('confirmations-empty')).toBeVisible();
  await axe.check('trade limits, empty (en)');
});

for (const lang of ['uk', 'en'] as const) {
  test(`axe: trade limits (${lang}, 1280 and 390 px)`, async ({ page, axe }) => {
    await page.goto(`/${lang}/trade-limits`);
    await expect(archiveRows(page)).toHaveCount(20);
    await axe.check(`trade limits (${lang}, 1280)`);
    await page.setViewportSize({ width: 390, height: 844 });
    await axe.check(`trade limits (${lang}, 390)`);
    // nothing wider than the screen
    expect(
      await page.evaluate(() => document.querySelector('[data-testid="screen-trade-limits"]')!.scrollWidth),
    ).toBeLessThanOrEqual(390);
  });
}
