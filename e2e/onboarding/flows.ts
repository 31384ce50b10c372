import { expect, type Page } from '@playwright/test';
import { sandbox } from '../support/sandbox';
import { waitForHydration } from '../support/fixtures';

/**
 * Steps of the onboarding flows as a user does them in the browser. Codes and links are read from
 * the sandbox outbox (never hard-coded); contacts are unique per test so runs do not collide.
 */
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
export function uniqueContacts(opts: { noSms?: boolean; invalidPhone?: boolean } = {}) {
  let tail = digits(4);
  while (tail === '8888' || tail === '9999') tail = digits(4);
  // sandbox README: a phone ending 8888 cannot get SMS, one ending 9999 is "invalid"
  if (opts.noSms) tail = '8888';
  if (opts.invalidPhone) tail = '9999';
  return { phone: `+380${digits(5)}${tail}`, email: `e2e-${Date.now()}-${digits(4)}@example.test` };
}

export async function outboxTop(to: string): Promise<number> {
  return (await sandbox.outbox(to))[0]?.id ?? 0;
}

/** The newest code sent to `to` after the outbox entry `afterId` (a resend must bring a new one). */
export async function codeAfter(to: string, afterId: number, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const entry = (await sandbox.outbox(to)).find((e) => e.code && e.id > afterId);
    if (entry?.code) return entry.code;
    if (Date.now() > until) throw new Error(`no new code for ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A code that is surely wrong: every digit shifted. */
export const wrongCode = (code: string) => code.replace(/\d/g, (d) => String((Number(d) + 1) % 10));

/** Types the code digit by digit (focus moves on by itself) and confirms. */
export async function enterCode(page: Page, dialogTestId: string, code: string): Promise<void> {
  const dialog = page.getByTestId(dialogTestId);
  await dialog.getByTestId('otp-digit-1').pressSequentially(code);
  await expect(dialog.getByTestId('otp-confirm')).toBeEnabled();
  await dialog.getByTestId('otp-confirm').click();
}

export async function startRegistration(
  page: Page,
  o: { lang: 'uk' | 'en'; resident: boolean; phone: string; email: string },
) {
  const outboxBefore = await outboxTop(o.email);
  await page.goto(`/${o.lang}/register`);
  await waitForHydration(page);
  await page.getByTestId(o.resident ? 'choose-resident' : 'choose-nonresident').click();
  const modal = page.getByTestId('contacts-modal');
  await modal.locator('input[type=tel]').fill(o.phone);
  await modal.locator('input[type=email]').fill(o.email);
  await modal.getByTestId('contacts-submit').click();
  return outboxBefore;
}

/** The email code (and the phone code when SMS is available) from the outbox. */
export async function confirmContacts(page: Page, o: { phone: string; email: string; sms: boolean }, emailAfter = 0) {
  await expect(page.getByTestId('email-code-dialog')).toBeVisible();
  await enterCode(page, 'email-code-dialog', await codeAfter(o.email, emailAfter));
  if (o.sms) {
    await expect(page.getByTestId('phone-code-dialog')).toBeVisible();
    await enterCode(page, 'phone-code-dialog', await codeAfter(o.phone, 0));
  }
  await expect(page.getByTestId('email-code-dialog')).toBeHidden();
  await expect(page.getByTestId('phone-code-dialog')).toBeHidden();
}

/** Password, confirmation and "how did you find us" (a listed option plus the own one). */
export async function createPassword(page: Page, password = 'E2epass1!') {
  const step = page.getByTestId('password-step');
  await expect(step).toBeVisible();
  const fields = step.locator('input[type=password]');
  await fields.nth(0).fill(password);
  await fields.nth(1).fill(password);
  await step.getByTestId('source-search_engine').check();
  await step.getByTestId('source-own').check();
  await step.getByTestId('source-own-text').fill('A podcast');
  await expect(step.getByTestId('password-submit')).toBeEnabled();
  await step.getByTestId('password-submit').click();
  return password;
}

/**
 * On the QR page (its 10 s countdown on Playwright's clock, `page.clock.install()` first): waits out
 * the countdown and presses Continue — one poll of sharing/result.
 */
export async function continueSharing(page: Page): Promise<void> {
  const button = page.getByTestId('sharing-continue');
  await expect(button).toBeDisabled();
  await page.clock.fastForward(10_000);
  await expect(button).toBeEnabled();
  const answered = page.waitForResponse((r) => r.url().includes('/profile/sharing/result/'));
  await button.click();
  await answered;
}
