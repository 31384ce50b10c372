import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { loginViaApi } from '../support/session';
import { sandbox } from '../support/sandbox';

/** cabinet@ holds 48 received documents, 45 requests, 25 confirmations (sandbox README). */
const EMAIL = 'cabinet@sandbox.test';
const PHONE = '+380501000001';

// every test starts from the seeds and leaves them as they were for the next spec file
test.beforeEach(async () => {
  await sandbox.reset();
});
test.afterAll(async () => {
  await sandbox.reset();
});

const rows = (page: Page) => page.getByTestId('received-all').getByTestId('document-row');
const listCall = (ordering: string) => (r: Request) =>
  r.url().includes('/profile/cabinet/sign_otp/all/') && new URL(r.url()).searchParams.get('ordering') === ordering;

async function openAll(page: Page, lang: 'uk' | 'en' = 'uk') {
  await loginViaApi(page, EMAIL);
  await page.goto(`/${lang}/documents/all/`);
  await expect(rows(page)).toHaveCount(20);
}

test('scrolling loads pages 2 and 3 of received documents (48, 20 a page)', async ({ page }) => {
  await openAll(page);
  await rows(page).last().scrollIntoViewIfNeeded();
  await expect(rows(page)).toHaveCount(40);
  await rows(page).last().scrollIntoViewIfNeeded();
  await expect(rows(page)).toHaveCount(48);
  // nothing more to load: the sentinel stays quiet
  await page.getByTestId('received-all').getByTestId('infinite-sentinel').scrollIntoViewIfNeeded();
  await expect(rows(page)).toHaveCount(48);
});

test('sorting by request date: first click ascending, second descending ("-" sent)', async ({ page }) => {
  await openAll(page);
  const dates = async () =>
    (await rows(page).locator('td:nth-child(3)').allInnerTexts()).map((d) => d.split('.').reverse().join('-'));
  const header = page.getByTestId('received-all').getByTestId('sort-request_date');

  const asc = page.waitForRequest(listCall('request_date'));
  await header.click();
  await asc;
  await expect(page.getByTestId('received-all').locator('th[aria-sort="ascending"]')).toHaveCount(1);
  await expect.poll(dates).toEqual([...(await dates())].sort());
  expect((await dates())[0]! < (await dates())[19]!).toBe(true);

  const desc = page.waitForRequest(listCall('-request_date'));
  await header.click();
  await desc;
  await expect(page.getByTestId('received-all').locator('th[aria-sort="descending"]')).toHaveCount(1);
  await expect.poll(async () => (await dates())[0]! > (await dates())[19]!).toBe(true);
});

test('a PDF opens in a new tab, a p7s is saved as the title + .p7s; opening marks the document read', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __blobs: Array<{ url: string; type: string }> };
    w.__blobs = [];
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (obj: Blob | MediaSource) => {
      const url = create(obj);
      if (obj instanceof Blob) w.__blobs.push({ url, type: obj.type });
      return url;
    };
  });
  await openAll(page, 'en');
  const row = rows(page)
    .filter({ has: page.getByTestId('download-p7s') })
    .first();
  const title = (await row.locator('td').first().innerText()).replace(/^New\s*/, '').trim();

  const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('download-p7s').click()]);
  expect(download.suggestedFilename()).toBe(`${title}.p7s`);
  const bytes = readFileSync((await download.path())!);
  expect(bytes[0]).toBe(0x30); // DER: a SEQUENCE, the PKCS#7 envelope
  const blobTypes = () =>
    page.evaluate(() => (window as unknown as { __blobs: Array<{ type: string }> }).__blobs.map((b) => b.type));
  expect(await blobTypes()).toEqual(['application/x-pkcs7-signature']);

  const unread = rows(page)
    .filter({ has: page.locator('.documents-badge') })
    .filter({ has: page.getByTestId('download-pdf') })
    .first();
  const uuid = await unread.getAttribute('data-uuid');
  const userinfo = page.waitForResponse((r) => r.url().includes('/auth/userinfo/'));
  const [popup] = await Promise.all([context.waitForEvent('page'), unread.getByTestId('download-pdf').click()]);
  expect(popup.url()).toMatch(/^blob:/);
  // what was opened: the blob handed to the new tab (recorded by the init script below)
  expect(
    await page.evaluate(
      (u) =>
        (window as unknown as { __blobs: Array<{ url: string; type: string }> }).__blobs.some(
          (b) => b.url === u && b.type === 'application/pdf',
        ),
      popup.url(),
    ),
  ).toBe(true);
  await popup.close();
  // marked read here at once, and the user info (menu marker) is reloaded
  await expect(page.locator(`[data-uuid="${uuid}"] .documents-badge`)).toHaveCount(0);
  await userinfo;
});

test('signing an APPROVED document with the code from the outbox', async ({ page }) => {
  await loginViaApi(page, EMAIL);
  await page.goto('/uk/documents/waiting-for-sign');
  const list = page.getByTestId('received-sign').getByTestId('document-row');
  await expect(list).toHaveCount(5);
  const first = list.first();
  const uuid = await first.getAttribute('data-uuid');
  await first.getByTestId('sign-document').click();
  const dialog = page.getByTestId('sign-dialog');
  await expect(dialog.getByTestId('otp-digit-1')).toBeVisible();
  const code = await sandbox.latestCode(PHONE);
  await dialog.getByTestId('otp-digit-1').pressSequentially(code);
  await dialog.getByTestId('otp-confirm').click();
  await expect(dialog).toBeHidden();
  // cabinet §8: the client is told when the signed documents appear
  const signed = page.getByTestId('signed-modal');
  await expect(signed).toContainText('приблизно за 15 хвилин');
  // the list reloads: the signed document left the to-sign list
  await expect(list).toHaveCount(4);
  await expect(page.locator(`[data-uuid="${uuid}"]`)).toHaveCount(0);
  await signed.getByTestId('signed-ok').click();
  await expect(signed).toBeHidden();
  await page.getByTestId('tab-all').click();
  await expect(page).toHaveURL(/\/uk\/documents\/all\/?$/);
  await expect(page.locator(`[data-uuid="${uuid}"]`)).toHaveAttribute('data-status', 'SIGNING');
  await expect(page.locator(`[data-uuid="${uuid}"]`).getByTestId('row-signing')).toBeVisible();
});

test('mark all as read clears the markers; a pushed docs event adds a highlighted row and brings the menu marker back', async ({
  page,
}) => {
  await openAll(page);
  const menuDot = page.getByTestId('unread-documents-all');
  await expect(menuDot).toBeVisible();
  await expect(page.getByTestId('tab-all-dot')).toBeVisible();

  await page.getByTestId('mark-all-read').click();
  await expect(page.getByTestId('tab-all-dot')).toBeHidden();
  await expect(page.getByTestId('tab-sign-dot')).toBeHidden();
  await expect(menuDot).toBeHidden();
  await expect(page.getByTestId('received-all').locator('.documents-badge')).toHaveCount(0);

  await sandbox.push(EMAIL, 'docs');
  const fresh = rows(page).first();
  await expect(fresh).toHaveAttribute('data-new', 'true');
  await expect(fresh).toContainText('Новий документ на підпис');
  await expect(menuDot).toBeVisible();
  await expect(page.getByTestId('tab-sign-dot')).toBeVisible();
  // highlighted for 1 s only
  await expect(fresh).not.toHaveAttribute('data-new', 'true', { timeout: 3000 });
  await expect(rows(page)).toHaveCount(20);
});

test('empty states for a user with no documents', async ({ page, axe }) => {
  await loginViaApi(page, 'cabinet-empty@sandbox.test');
  await page.goto('/en/documents/all/');
  await expect(page.getByTestId('documents-empty')).toBeVisible();
  await expect(page.getByTestId('requests-empty')).toBeVisible();
  await axe.check('documents empty (en)');
  await page.getByTestId('tab-sign').click();
  await expect(page.getByTestId('received-sign').getByTestId('documents-empty')).toBeVisible();
});

for (const lang of ['uk', 'en'] as const) {
  test(`axe: documents pages in ${lang}, at 1280 and 390 px`, async ({ page, axe }) => {
    await openAll(page, lang);
    await axe.check(`documents all (${lang}, 1280)`);
    await expect(page.getByTestId('received-all').getByTestId('sort-select')).toBeHidden(); // the headers sort here
    await page.setViewportSize({ width: 390, height: 844 });
    await axe.check(`documents all (${lang}, 390)`);
    // rows are cards at 390 px: the header row is hidden, a select sorts instead
    await expect(page.getByTestId('received-all').getByTestId('sort-select')).toBeVisible();
    const asc = page.waitForRequest(listCall('request_date'));
    await page.getByTestId('received-all').getByTestId('sort-select').selectOption('request_date');
    await asc;
    await page.getByTestId('tab-sign').click();
    await expect(page.getByTestId('received-sign').getByTestId('document-row').first()).toBeVisible();
    await axe.check(`documents for sign (${lang}, 390)`);
    await page.getByTestId('received-sign').getByTestId('sign-document').first().click();
    await expect(page.getByTestId('sign-dialog').getByTestId('otp-digit-1')).toBeVisible();
    await axe.check(`sign dialog (${lang}, 390)`);
  });
}
