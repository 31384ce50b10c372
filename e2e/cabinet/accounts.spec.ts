import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { loginViaApi } from '../support/session';
import { sandbox } from '../support/sandbox';
import { enterCode } from '../onboarding/flows';

/** Cabinet accounts — "funds" (issue 14): add / cards / payout / delete with one-time codes, live reload, slider. */

const USER = 'cabinet@sandbox.test';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
/** A Ukrainian IBAN with right check digits (ISO 7064 mod 97-10) for a BBAN of 25 digits: the form checks them. */
const ukrainianIban = (bban: string) => {
  let rest = 0;
  for (const ch of `${bban}301000`) rest = (rest * 10 + Number(ch)) % 97; // "UA00" moved to the end: U=30, A=10
  return `UA${String(98 - rest).padStart(2, '0')}${bban}`;
};

/** The newest code sent to the user (SMS or e-mail, whichever way they chose) after `afterId`. */
async function codeFor(email: string, afterId: number): Promise<string> {
  const phone = (await sandbox.users()).find((u) => u.email === email)?.phone ?? '';
  await expect
    .poll(async () =>
      (await sandbox.outbox('')).some((e) => e.id > afterId && e.code && (e.to === email || e.to === phone)),
    )
    .toBe(true);
  return (await sandbox.outbox('')).find((e) => e.id > afterId && e.code && (e.to === email || e.to === phone))!.code!;
}
const outboxTopAll = async () => (await sandbox.outbox(''))[0]?.id ?? 0;

async function confirmByCode(page: Page, afterId: number) {
  await expect(page.getByTestId('accounts-otp')).toBeVisible();
  await enterCode(page, 'accounts-otp', await codeFor(USER, afterId));
  await expect(page.getByTestId('accounts-otp')).toBeHidden();
}

async function upload(field: Locator, name: string) {
  await field.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await expect(field.getByText(name)).toBeVisible();
}

async function pickCurrency(page: Page, label: string) {
  const box = page.getByTestId('account-currency').getByRole('combobox');
  await box.fill(label); // search filters from 2 characters and opens the list
  await page.getByRole('option', { name: label, exact: true }).click();
}

async function openAccounts(page: Page, email = USER, lang: 'uk' | 'en' = 'en') {
  await loginViaApi(page, email);
  await page.goto(`/${lang}/accounts`);
  await expect(page.getByTestId('screen-accounts')).toBeVisible();
}

test('add a USD + UAH account with a card and documents, confirmed by the code from the outbox', async ({ page }) => {
  await openAccounts(page);
  await expect(page.getByTestId('verified-account').first()).toBeVisible();
  const before = await page.getByTestId('verified-account').count();
  const iban = ukrainianIban(digits(25));
  await page.getByTestId('account-add').click();
  const dialog = page.getByTestId('add-account-modal');
  await pickCurrency(page, 'USD');
  await pickCurrency(page, 'UAH');
  await dialog.getByTestId('account-iban').getByRole('textbox').fill(iban);
  await dialog.getByTestId('account-bank').getByRole('textbox').fill('Test Bank');
  await upload(dialog.getByTestId('account-doc'), 'statement.png');
  await dialog.getByTestId('account-add-card').click();
  await dialog
    .getByTestId('card-number-0')
    .getByRole('textbox')
    .fill(`4149${digits(12)}`);
  await dialog.getByTestId('card-expire-0').getByRole('textbox').fill('1230');
  await upload(dialog.getByTestId('card-doc-0'), 'card.png');
  const top = await outboxTopAll();
  await expect(dialog.getByTestId('account-submit')).toBeEnabled();
  await dialog.getByTestId('account-submit').dblclick(); // a double click sends one request
  await confirmByCode(page, top);
  await expect(page.getByTestId('verified-account')).toHaveCount(before + 1);
  const grouped = iban.replace(/(.{4})(?=.)/g, '$1 '); // the page shows an IBAN in groups of 4
  const added = page.getByTestId('verified-account').filter({ hasText: grouped });
  await expect(added).toContainText('USD');
  await expect(added).toContainText('UAH');
  await expect(added.getByTestId('account-card')).toHaveCount(1);
});

test('an IBAN the client already has is refused under the field, before any request', async ({ page }) => {
  await openAccounts(page, USER, 'uk');
  await page.getByTestId('account-add').click();
  const dialog = page.getByTestId('add-account-modal');
  await pickCurrency(page, 'UAH');
  await dialog.getByTestId('account-iban').getByRole('textbox').fill('UA213223130000026007233566001');
  await expect(dialog.getByText('Цей IBAN уже використано в іншому рахунку')).toBeVisible();
  await expect(dialog.getByTestId('account-submit')).toBeDisabled();
});

test('delete a card: confirm, the call, the list reloads', async ({ page }) => {
  await openAccounts(page);
  // the seeded UAH account has cards; wait for the list before choosing (a count of a list not yet loaded is 0)
  const withCards = page
    .getByTestId('verified-account')
    .filter({ has: page.getByTestId('account-card') })
    .filter({ has: page.getByTestId('account-manage-cards') })
    .first();
  await expect(withCards).toBeVisible();
  await withCards.getByTestId('account-manage-cards').click();
  const modal = page.getByTestId('manage-cards-modal');
  const items = modal.getByTestId('manage-card');
  await expect(items.first()).toBeVisible();
  const cards = await items.count();
  await modal.getByTestId('card-delete').first().click();
  await page.getByTestId('card-delete-confirm-yes').click();
  await expect(items).toHaveCount(cards - 1);
});

test('a state-support card (cabinet §1) is refused by the back end for a client without state-app bonds: under the number, with a toast', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 400/);
  await openAccounts(page, 'cabinet-nonres@sandbox.test');
  const uah = page
    .getByTestId('verified-account')
    .filter({ has: page.getByTestId('account-manage-cards') })
    .first();
  await uah.getByTestId('account-manage-cards').click();
  const modal = page.getByTestId('manage-cards-modal');
  const number = modal.getByTestId(/^card-number-\d$/);
  await expect(number).toContainText('State-support cards cannot be payout cards'); // the warning before anything is typed
  await number.getByRole('textbox').fill(`9999${digits(12)}`);
  await modal
    .getByTestId(/^card-expire-\d$/)
    .getByRole('textbox')
    .fill('1230');
  await upload(modal.getByTestId(/^card-doc-\d$/), 'card.png');
  await modal.getByTestId('card-submit').click();
  await expect(number).toContainText(
    'This is a state-support card: it cannot receive payouts, except for bonds bought through Diia',
  );
  await expect(page.getByText('Check the fields marked with errors')).toBeVisible();
  await expect(page.getByTestId('accounts-otp')).toBeHidden();
});

test('set payout asks to replace the current payout account, then confirms by code', async ({ page }) => {
  await openAccounts(page);
  // an account holding UAH that does not pay it out yet (created by the first test, or by this one)
  let candidate = page
    .getByTestId('verified-account')
    .filter({ has: page.getByTestId('account-set-payout') })
    .first();
  if ((await candidate.count()) === 0) test.skip(true, 'needs the account added by the first test');
  await candidate.getByTestId('account-set-payout').click();
  await page.getByTestId('payout-continue').click();
  await expect(page.getByTestId('payout-replace-modal')).toBeVisible();
  const top = await outboxTopAll();
  await page.getByTestId('payout-replace-yes').click();
  await confirmByCode(page, top);
  candidate = page.getByTestId('payout-tile');
  await expect(candidate.first()).toBeVisible();
});

test('the main payout account cannot be deleted: AccountIsPayout says why and the dialog closes', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 400/);
  await openAccounts(page);
  const payoutAccount = page.getByTestId('verified-account').filter({ hasText: 'Payout account for' }).first();
  await payoutAccount.getByTestId('account-delete').click();
  await page.getByTestId('account-delete-confirm-yes').click();
  await expect(page.getByText('The account cannot be deleted because it is the main FX payout account')).toBeVisible();
  await expect(page.getByTestId('accounts-otp')).toBeHidden();
});

test('a pushed `accounts` event reloads the list', async ({ page }) => {
  await openAccounts(page);
  await expect(page.getByTestId('verified-account').first()).toBeVisible();
  const reload = page.waitForResponse((r) => r.url().includes('/cabinet/accounts/') && r.request().method() === 'GET');
  await sandbox.push(USER, 'accounts', false);
  await reload;
});

test('390 px: the payout slider scrolls by swipe-like scrolling and by keyboard', async ({ page, axe }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAccounts(page);
  const track = page.getByTestId('payout-track');
  await expect(page.getByTestId('payout-tile').first()).toBeVisible();
  await expect.poll(() => track.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await page.getByTestId('payout-next').click();
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await track.evaluate((el) => el.scrollTo({ left: 0 }));
  await track.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await axe.check('accounts 390 px (en)');
});

test('an empty client sees the empty state', async ({ page }) => {
  await openAccounts(page, 'cabinet-empty@sandbox.test', 'uk');
  await expect(page.getByTestId('accounts-empty')).toBeVisible();
});

for (const lang of ['uk', 'en'] as const) {
  for (const width of [1280, 390]) {
    test(`axe: accounts page and the add-account form (${lang}, ${width} px)`, async ({ page, axe }) => {
      await page.setViewportSize({ width, height: 900 });
      await openAccounts(page, USER, lang);
      await expect(page.getByTestId('verified-account').first()).toBeVisible();
      await axe.check(`accounts ${lang} ${width}`);
      await page.getByTestId('account-add').click();
      await pickCurrency(page, 'UAH');
      await page.getByTestId('account-add-card').click();
      await axe.check(`add account ${lang} ${width}`);
    });
  }
}
