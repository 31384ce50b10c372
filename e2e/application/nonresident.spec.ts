import { test, expect } from '../support/fixtures';
import { sandbox } from '../support/sandbox';
import { loginViaApi } from '../support/session';
import { AXE, expectStep, fill, next, pick, upload } from './form-helpers';

const USER = 'new-part-nonres@sandbox.test';

test.beforeEach(async () => {
  await sandbox.questionnaireReset(USER);
});

test('a non-resident fills steps 0-3 with Latin rules and a foreign passport, reloads mid-step 2 (en)', async ({
  page,
  axe,
}) => {
  await loginViaApi(page, USER);
  await page.goto('/en/register/form');

  await expectStep(page, 0);
  await expect(page.getByTestId('step-next')).toHaveText('Register');
  await pick(page, 'field-citizenship', 'pol', 'Poland');
  await page.getByTestId('field-residency').getByRole('combobox').click();
  await page.getByTestId('field-residency').getByRole('combobox').fill('ukr');
  await expect(page.getByTestId('field-residency').getByText('Nothing found')).toBeVisible(); // UA is not offered
  await pick(page, 'field-residency', 'pol', 'Poland');
  await expect(page.getByTestId('field-employment')).toHaveCount(0);
  await axe.check('application step 0 (non-resident, en)', AXE);
  await next(page);

  await expectStep(page, 1);
  await fill(page, 'field-last-name', 'Шевченко');
  await expect(page.getByTestId('field-last-name').getByRole('alert')).toContainText('Latin letters');
  await fill(page, 'field-last-name', "O'Brien");
  await fill(page, 'field-first-name', 'Anne-Marie');
  await fill(page, 'field-birth-date', '01021985');
  await pick(page, 'field-birth-country', 'pol', 'Poland');
  await fill(page, 'field-birth-city', 'St. Louis');
  await expect(page.getByTestId('field-has-inn').locator('input')).not.toBeChecked(); // not a citizen of UA
  await axe.check('application step 1 (non-resident, en)', AXE);
  await next(page);

  await expectStep(page, 2);
  await page.reload();
  await expectStep(page, 2);
  await page.getByTestId('step-back').click();
  await expectStep(page, 1);
  await expect(page.getByTestId('field-last-name').locator('input')).toHaveValue("O'Brien");
  await next(page);
  await expectStep(page, 2);

  await pick(page, 'field-passport-type', 'foreign pass', 'Foreign Passport');
  await pick(page, 'field-country', 'pol', 'Poland');
  await fill(page, 'field-number', 'EK1234567');
  await fill(page, 'field-date-issued', '01012015');
  await upload(page, 'field-photo');
  await upload(page, 'field-photo-selfie');
  await expect(page.getByTestId('field-photo-selfie-input')).toHaveCount(0); // one selfie only
  await axe.check('application step 2 (non-resident, en)', AXE);
  await next(page);

  await expectStep(page, 3);
  await pick(page, 'registration_address-country', 'pol', 'Poland');
  await fill(page, 'registration_address-state', 'Mazowieckie');
  await fill(page, 'registration_address-settlement', 'Warsaw');
  await fill(page, 'registration_address-street', 'Marszalkowska');
  await fill(page, 'registration_address-house', '12-B');
  await fill(page, 'registration_address-index', '00-950');
  await expect(page.getByTestId('field-migrant')).toHaveCount(0);
  await axe.check('application step 3 (non-resident, en)', AXE);
  await next(page);
  await expectStep(page, 4);
});

test('non-resident modals: blacklisted residency, and registration blocked for non-residents (uk interface)', async ({
  page,
  axe,
}) => {
  await loginViaApi(page, USER);
  await page.goto('/uk/register/form');
  await expectStep(page, 0);
  // non-residents get the questionnaire in English whatever the interface language
  await expect(page.getByTestId('step-next')).toHaveText('Register');
  await pick(page, 'field-residency', 'rus', 'Russia');
  const modal = page.getByTestId('blacklisted-modal');
  await expect(modal).toContainText('temporarily unavailable');
  await axe.check('blacklisted residency modal', AXE);
  await modal.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('field-residency').getByRole('combobox')).toHaveValue('');

  await sandbox.blockNonresident(true);
  try {
    await page.reload();
    await expect(page.getByTestId('non-resident-modal')).toContainText('temporarily unavailable');
    await axe.check('non-resident blocked modal', AXE);
  } finally {
    await sandbox.blockNonresident(false);
  }
});
