import { expect, type Page } from '@playwright/test';
import { sandbox } from '../support/sandbox';
import { loginViaApi } from '../support/session';

/**
 * Steps of the signing flows. Every test starts from the seeds with signing in manual mode: the QR
 * signing and the SIGNING status move only when the test acts for the back office
 * (`sandbox.signingAction`), so nothing depends on timing.
 */
export async function freshSandbox(): Promise<void> {
  await sandbox.reset();
  await sandbox.signingSettings({ manual: true });
}

/** Specs after these find the sandbox's signing automatic again, as its README says. */
export async function automaticSigning(): Promise<void> {
  await sandbox.signingSettings({ manual: false });
}

/**
 * An APPROVED user arrives as in the product: the redirect rule opens form-status, its button
 * document-sign (onboarding §4).
 */
export async function openDocumentSign(page: Page, email: string, lang: 'uk' | 'en'): Promise<void> {
  await loginViaApi(page, email);
  await page.goto(`/${lang}/`);
  await expect(page).toHaveURL(new RegExp(`/${lang}/form-status\\?status=APPROVED$`));
  await page.getByTestId('to-document-sign').click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/document-sign\\?status=APPROVED$`));
  await expect(page.getByTestId('doc-row').first()).toBeVisible();
}

/** Ticks every document (by keyboard when asked: focus, Space). */
export async function tickAll(page: Page, opts: { keyboard?: boolean } = {}): Promise<void> {
  const boxes = page.getByTestId('doc-check');
  for (let i = 0; i < (await boxes.count()); i++) {
    const box = boxes.nth(i);
    if (await box.isChecked()) continue;
    if (opts.keyboard) {
      await box.focus();
      await page.keyboard.press('Space');
    } else await box.check();
    await expect(box).toBeChecked();
  }
}

/** Ticks all and signs; the QR page opens (resident). */
export async function signByQr(page: Page, lang: 'uk' | 'en'): Promise<void> {
  await tickAll(page);
  await page.getByTestId('sign-button').click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/document-sign/sharing$`));
}

/** Types the code digit by digit and confirms. */
export async function enterCode(page: Page, dialogTestId: string, code: string): Promise<void> {
  const dialog = page.getByTestId(dialogTestId);
  await dialog.getByTestId('otp-digit-1').pressSequentially(code);
  await dialog.getByTestId('otp-confirm').click();
}
