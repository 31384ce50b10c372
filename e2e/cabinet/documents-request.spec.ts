import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { e2eSettings } from '../support/env';
import { loginViaApi, type SessionTokens } from '../support/session';
import { sandbox } from '../support/sandbox';

const EMAIL = 'cabinet@sandbox.test';
let tokens: SessionTokens;

test.beforeEach(async ({ page }) => {
  await sandbox.reset();
  tokens = await loginViaApi(page, EMAIL);
});

interface StoredRequest {
  doctype: number;
  status: string;
  date: string | null;
  date_from: string | null;
  date_to: string | null;
  year: number | null;
}

/** The archive as the server holds it, newest first: what the form really sent. */
async function serverRequests(): Promise<{ count: number; results: StoredRequest[] }> {
  const res = await fetch(`${e2eSettings().apiOrigin}/api/cabinet/requests/?limit=2`, {
    headers: { Authorization: `Bearer ${tokens.access}`, 'Src-App': tokens.scope },
  });
  return (await res.json()) as { count: number; results: StoredRequest[] };
}
test.afterAll(async () => {
  await sandbox.reset();
});

const form = (page: Page) => page.getByTestId('request-form');
const archiveRows = (page: Page) => page.getByTestId('request-archive').getByTestId('request-row');

async function chooseType(page: Page, name: string) {
  await form(page).getByTestId('request-doctype').getByRole('combobox').click();
  await form(page).getByRole('option', { name, exact: true }).click();
}

/** Types the digits; the field's mask adds the dots (DD.MM.YYYY). */
async function typeDate(page: Page, testId: string, ddmmyyyy: string) {
  await form(page).getByTestId(testId).locator('input').pressSequentially(ddmmyyyy.replace(/\./g, ''));
}

test('a PERIOD request and a YEAR request appear in the archive as IN_PROCESS; the form clears', async ({ page }) => {
  await page.goto('/uk/documents/all/');
  await expect(archiveRows(page)).toHaveCount(20);
  const before = (await serverRequests()).count;

  await chooseType(page, 'Виписка з рахунку');
  await typeDate(page, 'request-date-from', '01.02.2024');
  await typeDate(page, 'request-date-to', '29.02.2024');
  await form(page).getByTestId('request-submit').dblclick(); // a double click sends one request
  await expect(archiveRows(page).first()).toHaveAttribute('data-status', 'IN_PROCESS');
  await expect(archiveRows(page).first()).toContainText('Виписка з рахунку');
  await expect(archiveRows(page).first().getByTestId('request-status')).toContainText('В обробці');
  await expect(form(page).getByTestId('request-doctype').getByRole('combobox')).toHaveValue('');
  await expect(form(page).getByTestId('request-date-from')).toHaveCount(0);
  const afterFirst = await serverRequests();
  expect(afterFirst.count).toBe(before + 1);
  expect(afterFirst.results[0]).toMatchObject({
    doctype: 1,
    status: 'IN_PROCESS',
    date_from: '2024-02-01',
    date_to: '2024-02-29',
    date: null,
    year: null,
  });

  await chooseType(page, 'Податковий звіт');
  await form(page).getByTestId('year-toggle').click();
  // one page of 20 years; only 2023..this year can be picked
  await expect(form(page).getByTestId('year-2022')).toBeDisabled();
  await form(page).getByTestId('year-2024').click();
  await expect(form(page).getByTestId('year-toggle')).toHaveText('2024');
  await form(page).getByTestId('request-submit').click();
  await expect(archiveRows(page).first()).toContainText('Податковий звіт');
  await expect(archiveRows(page).first()).toHaveAttribute('data-status', 'IN_PROCESS');
  const afterSecond = await serverRequests();
  expect(afterSecond.count).toBe(before + 2);
  expect(afterSecond.results[0]).toMatchObject({
    doctype: 2,
    status: 'IN_PROCESS',
    year: 2024,
    date: null,
    date_from: null,
    date_to: null,
  });
});

test('an invalid range shows its message; a date of today says "not later than yesterday"', async ({ page, axe }) => {
  await page.goto('/en/documents/all/');
  await chooseType(page, 'Account statement');
  await typeDate(page, 'request-date-from', '10.03.2024');
  await typeDate(page, 'request-date-to', '01.03.2024');
  await form(page).getByTestId('request-submit').click();
  await expect(form(page).getByTestId('request-date-to')).toContainText(
    'The start of the period must not be after its end',
  );

  await chooseType(page, 'Balance certificate');
  const today = new Date();
  const dd = String(today.getDate()).padStart(2, '0');
  const mm = String(today.getMonth() + 1).padStart(2, '0');
  await typeDate(page, 'request-date', `${dd}.${mm}.${today.getFullYear()}`);
  await form(page).getByTestId('request-submit').click();
  await expect(form(page).getByTestId('request-date')).toContainText('The date must not be later than yesterday');
  await axe.check('request form with errors (en)');
});

test("BackOfficeError: a toast, the body's field error under its field, the typed values stay", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 400/); // the refused request itself
  await page.goto('/en/documents/all/');
  await chooseType(page, 'Balance certificate');
  await typeDate(page, 'request-date', '13.01.2023'); // the sandbox's back office fails on this date
  await form(page).getByTestId('request-submit').click();
  await expect(page.getByText('Something went wrong. Please try again later.')).toBeVisible();
  await expect(form(page).getByTestId('request-date')).toContainText('The back office is unavailable for this date.');
  await expect(form(page).getByTestId('request-date').locator('input')).toHaveValue('13.01.2023');
});

for (const lang of ['uk', 'en'] as const) {
  test(`axe: request form and year picker (${lang}, 390 px)`, async ({ page, axe }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${lang}/documents/all/`);
    await chooseType(page, lang === 'uk' ? 'Податковий звіт' : 'Tax report');
    await form(page).getByTestId('year-toggle').click();
    await expect(form(page).getByTestId('year-2024')).toBeVisible();
    await axe.check(`year picker (${lang}, 390)`);
    // keyboard: Escape closes the picker and gives focus back to its button
    await page.keyboard.press('Escape');
    await expect(form(page).getByTestId('year-2024')).toBeHidden();
    await expect(form(page).getByTestId('year-toggle')).toBeFocused();
  });
}
