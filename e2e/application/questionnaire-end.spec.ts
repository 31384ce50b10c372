import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { sandbox } from '../support/sandbox';
import { e2eSettings } from '../support/env';
import { loginViaApi } from '../support/session';
import { AXE, expectStep, fill, next, pick, upload } from './form-helpers';

/** Application steps 4-6 and the final submit (issue 11): onboarding §2, §4, §5. */
const USER = 'new-part@sandbox.test';
const NONRES = 'new-part-nonres@sandbox.test';

// both ways: later specs (registration's PartDoubleProfile) need new-part as the seed left it, PART
const resetBoth = async () => {
  await sandbox.questionnaireReset(USER);
  await sandbox.questionnaireReset(NONRES);
};
test.beforeEach(resetBoth);
test.afterAll(resetBoth);

/** Opens the form on a given step (the frame keeps the step in sessionStorage: onboarding §2). */
async function openAt(page: Page, lang: 'uk' | 'en', step: number, email = USER): Promise<void> {
  await loginViaApi(page, email);
  await page.evaluate((n) => sessionStorage.setItem('application_page', String(n)), step);
  await page.goto(`/${lang}/register/form`);
  await expectStep(page, step);
}

/** Picks options of a multi-select (chips): types to filter, clicks each. */
async function pickMany(page: Page, testId: string, options: string[]): Promise<void> {
  const input = page.getByTestId(testId).getByRole('combobox');
  for (const option of options) {
    await input.click();
    await input.fill(option.slice(0, 2));
    await page.getByRole('option', { name: option, exact: true }).click();
    await expect(page.getByTestId(testId).getByRole('list')).toContainText(option);
  }
  await input.press('Escape');
}

async function residentSteps0to3(page: Page): Promise<void> {
  await expectStep(page, 0);
  await pick(page, 'field-citizenship', 'Укр', 'Україна');
  await next(page);
  await expectStep(page, 1);
  await fill(page, 'field-last-name', 'Шевченко');
  await fill(page, 'field-first-name', 'Тарас');
  await fill(page, 'field-birth-date', '12051990');
  await pick(page, 'field-birth-country', 'Укр', 'Україна');
  await fill(page, 'field-birth-city', 'Київ');
  await fill(page, 'field-inn', '1234567890');
  await upload(page, 'field-photo-inn');
  await next(page);
  await expectStep(page, 2);
  await fill(page, 'field-seria', 'КН');
  await fill(page, 'field-number', '123456');
  await fill(page, 'field-date-issued', '01012010');
  await fill(page, 'field-issued', 'Київським РВ');
  await upload(page, 'field-photo');
  await next(page);
  await expectStep(page, 3);
  await fillResidentAddress(page);
}

async function fillResidentAddress(page: Page): Promise<void> {
  await fill(page, 'registration_address-region', 'Київська');
  await fill(page, 'registration_address-settlement', 'Київ');
  await fill(page, 'registration_address-street', 'Хрещатик');
  await fill(page, 'registration_address-house', '22');
  await fill(page, 'registration_address-index', '01001');
}

test('new-part completes steps 0-6 (two currencies, a card, uploads), reloads on step 5, submits once, lands on the final page', async ({
  page,
  axe,
}) => {
  const tokens = await loginViaApi(page, USER);
  await page.goto('/uk/register/form');
  await residentSteps0to3(page);
  await next(page);

  // step 4: UAH + USD → FX fields and a card slot; documents up to 2 per currency
  await expectStep(page, 4);
  await expect(page.getByTestId('step-progress')).toHaveAttribute('aria-valuenow', '57.1');
  await expect(page.getByTestId('account-0-swift')).toHaveCount(0);
  await expect(page.getByTestId('account-0-card-0')).toHaveCount(0);
  await pickMany(page, 'account-0-currency', ['UAH', 'USD']);
  await fill(page, 'account-0-iban', 'UA213223130000026007233566001');
  await expect(page.getByTestId('account-0-iban').locator('input')).toHaveValue('UA21 3223 1300 0002 6007 2335 6600 1');
  await fill(page, 'account-0-swift', 'PBANUA2X');
  await fill(page, 'account-0-bank', 'ПриватБанк');
  await expect(page.getByTestId('account-0-doc')).toContainText('4');
  await upload(page, 'account-0-doc');
  await upload(page, 'account-0-doc');
  await fill(page, 'account-0-card-0-number', '4149499912345678');
  await fill(page, 'account-0-card-0-expire', '1229');
  await upload(page, 'account-0-card-0-doc');
  await axe.check('application step 4 (uk)', AXE);
  await next(page);

  // step 5: reload keeps the step; a "yes" asks the TIN
  await expectStep(page, 5);
  await page.reload();
  await expectStep(page, 5);
  await expect(page.getByTestId('fatca-tin')).toHaveCount(0);
  await page.getByTestId('fatca-is_usa_born').getByLabel('Так').check();
  await expect(page.getByTestId('step-next')).toBeDisabled();
  await fill(page, 'fatca-tin', '12a');
  await expect(page.getByTestId('fatca-tin').getByRole('alert')).toHaveText('Лише цифри');
  await fill(page, 'fatca-tin', '123456789');
  await axe.check('application step 5 with the TIN (uk)', AXE);
  await next(page);

  // step 6: the default-checked answers, today's date, "I confirm"; a double click sends one request
  await expectStep(page, 6);
  await expect(page.getByTestId('targets-target')).toContainText('Збереження коштів');
  await expect(page.getByTestId('targets-frequency').getByRole('combobox')).toHaveValue('Щомісяця');
  const today = new Date();
  await expect(page.getByTestId('targets-date').locator('input')).toHaveValue(
    `${String(today.getDate()).padStart(2, '0')}.${String(today.getMonth() + 1).padStart(2, '0')}.${today.getFullYear()}`,
  );
  await expect(page.getByTestId('step-next')).toHaveText('Підтверджую');
  await pickMany(page, 'targets-target', ['Отримання доходу']); // an edit: the leave-page guard must let the submit go
  await axe.check('application step 6 (uk)', AXE);
  await sandbox.resetStats();
  await page.getByTestId('step-next').dblclick();

  await expect(page.getByTestId('screen-register-final-page')).toBeVisible();
  await expect(page).toHaveURL(/\/uk\/register\/final$/);
  await expect(page.getByTestId('final-text')).not.toContainText('вже');
  await expect(page.getByTestId('to-cabinet')).toBeVisible();
  expect((await sandbox.stats()).paths['POST /api/profile/step_targets/']).toBe(1);
  const me = (await sandbox.users()).find((u) => u.email === USER);
  expect(me).toMatchObject({ profile_status: 'FULL', check_status: 'INITIAL' });
  // what was sent: both currencies, the FX fields, the card with its image
  const sent = (await (
    await fetch(`${e2eSettings().apiOrigin}/api/profile/step_accounts/`, {
      headers: { Authorization: `Bearer ${tokens.access}`, 'Src-App': tokens.scope },
    })
  ).json()) as {
    accounts: Array<{
      currency: number[];
      swift: string;
      bank: string;
      doc: unknown[];
      cards: Array<{ card_number: string; card_expire: string; doc: unknown[] }>;
    }>;
  };
  expect(sent.accounts).toHaveLength(1);
  expect(sent.accounts[0]).toMatchObject({
    currency: [1, 2],
    swift: 'PBANUA2X',
    bank: 'ПриватБанк',
    cards: [{ card_number: '4149499912345678', card_expire: '12/29' }],
  });
  expect(sent.accounts[0]?.doc).toHaveLength(2);
  expect(sent.accounts[0]?.cards[0]?.doc).toHaveLength(1);
});

test('a duplicate IBAN and a duplicate card number show their messages (uk)', async ({ page }) => {
  await openAt(page, 'uk', 4);
  await pickMany(page, 'account-0-currency', ['UAH']);
  await fill(page, 'account-0-iban', 'UA213223130000026007233566001');
  await fill(page, 'account-0-card-0-number', '4149499912345678');
  await fill(page, 'account-0-card-0-expire', '1229');
  await upload(page, 'account-0-card-0-doc');

  await page.getByTestId('add-account').click();
  await pickMany(page, 'account-1-currency', ['UAH']);
  await fill(page, 'account-1-iban', 'ua213223130000026007233566001');
  await expect(page.getByTestId('account-1-iban').getByRole('alert')).toHaveText(
    'Цей IBAN уже використано в іншому рахунку',
  );
  await fill(page, 'account-1-card-0-number', '4149 4999 1234 5678');
  await expect(page.getByTestId('account-1-card-0-number').getByRole('alert')).toHaveText(
    'Цей номер картки вже використано',
  );
  await expect(page.getByTestId('step-next')).toBeDisabled();

  // a second card of the same account with the number of the first
  await fill(page, 'account-1-iban', 'UA903052992990004149123456789');
  await expect(page.getByTestId('account-1-iban').getByRole('alert')).toHaveCount(0);
  await fill(page, 'account-1-card-0-number', '5168742012345678');
  await fill(page, 'account-1-card-0-expire', '0130');
  await upload(page, 'account-1-card-0-doc');
  await page.getByTestId('account-1-add-card').click();
  await fill(page, 'account-1-card-1-number', '5168742012345678');
  await expect(page.getByTestId('account-1-card-1-number').getByRole('alert')).toHaveText(
    'Цей номер картки вже використано',
  );
});

test('with accountsStep skipped, next from 3 goes to 5 and back from 5 goes to 3', async ({ page }) => {
  // the runtime config comes inlined in the page (boot data) or, failing that, from /config.json: both say "skipped"
  await page.route('**/config.json', async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: { ...(await res.json()), accountsStep: 'skipped' } });
  });
  await page.addInitScript(() => {
    // the boot data script is parsed before the app's module runs: rewrite it as it arrives
    new MutationObserver((_m, observer) => {
      const boot = document.getElementById('broker-boot');
      if (!boot?.textContent) return;
      boot.textContent = boot.textContent.replace(/"accountsStep":\s*"shown"/g, '"accountsStep":"skipped"');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await openAt(page, 'uk', 3);
  await fillResidentAddress(page);
  await next(page);
  await expectStep(page, 5);
  expect(await page.evaluate(() => sessionStorage.getItem('application_page'))).toBe('5');
  await page.getByTestId('step-back').click();
  await expectStep(page, 3);
  await expect(page.getByTestId('registration_address-street').locator('input')).toHaveValue('Хрещатик');
});

test('steps 4-6 at 390 px in en (non-resident: English questionnaire), axe on each', async ({ page, axe }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAt(page, 'en', 4, NONRES);
  await pickMany(page, 'account-0-currency', ['UAH', 'EUR']);
  await expect(page.getByTestId('account-0-card-0')).toBeVisible();
  await expect(page.getByTestId('account-0-swift')).toBeVisible();
  await fill(page, 'account-0-iban', 'DE89370400440532013000');
  await upload(page, 'account-0-doc');
  await axe.check('application step 4 (en, 390 px)', AXE);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await next(page);

  await expectStep(page, 5);
  await page.getByTestId('fatca-has_usa_phone').getByLabel('Yes').check();
  await expect(page.getByTestId('fatca-tin')).toBeVisible();
  await axe.check('application step 5 (en, 390 px)', AXE);
  // hiding the TIN clears it
  await fill(page, 'fatca-tin', '987');
  await page.getByTestId('fatca-has_usa_phone').getByLabel('No').check();
  await expect(page.getByTestId('fatca-tin')).toHaveCount(0);
  await page.getByTestId('fatca-is_usa_citizen').getByLabel('Yes').check();
  await expect(page.getByTestId('fatca-tin').locator('input')).toHaveValue('');
  await page.getByTestId('fatca-is_usa_citizen').getByLabel('No').check();
  await next(page);

  await expectStep(page, 6);
  await expect(page.getByTestId('targets-target')).toContainText('Saving money');
  await expect(page.getByTestId('step-next')).toHaveText('I confirm');
  await axe.check('application step 6 (en, 390 px)', AXE);
});

test('final submit: a failure toasts and keeps the answers; FullSentProfile goes to the final page with alreadySent=1', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of (500|400)/);
  await openAt(page, 'en', 6);
  await pickMany(page, 'targets-target', ['Отримання доходу']);
  await sandbox.faults('/api/profile/step_targets/', 500, 1);
  await next(page);
  // onboarding §8 names "questionnaire not sent" for step 5; the last step's failure is the generic toast
  await expect(page.getByText('Something went wrong. Please try again later.')).toBeVisible();
  await expectStep(page, 6);
  await expect(page.getByTestId('targets-target')).toContainText('Отримання доходу');

  // the application was sent meanwhile (another tab): the server answers FullSentProfile
  await sandbox.setStatus(USER, { profile_status: 'FULL', check_status: 'INITIAL' });
  await next(page);
  await expect(page).toHaveURL(/\/en\/register\/final\?alreadySent=1$/);
  await expect(page.getByTestId('final-text')).toBeVisible();
});

test('a SIGNED user on the application start or final page goes to the cabinet', async ({ page }) => {
  await loginViaApi(page, 'res-full-bankid-signed@sandbox.test');
  for (const path of ['/uk/register', '/uk/register/final', '/uk/register/form']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/uk\/(profile|$)/);
  }
});
