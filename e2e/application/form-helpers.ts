import { closeSync, openSync, ftruncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** A tiny real PNG (signature + IHDR start): passes the widget's and the sandbox's first-bytes check. */
export const PNG = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
};
/** An executable renamed `.png` (starts with MZ). */
export const EXE_AS_PNG = {
  name: 'invoice.png',
  mimeType: 'image/png',
  buffer: Buffer.from('MZ\x90\x00this program cannot be run in DOS mode'),
};

/** A sparse file of 100 MB + 1 byte (no memory or disk spent on its zeros). */
export function oversizedFile(): string {
  const path = join(tmpdir(), `e2e-oversized-${process.pid}.png`);
  const fd = openSync(path, 'w');
  ftruncateSync(fd, 104_857_601);
  closeSync(fd);
  return path;
}

export const step = (page: Page) => page.getByTestId('screen-register-form');

export async function expectStep(page: Page, n: number): Promise<void> {
  await expect(step(page)).toHaveAttribute('data-step', String(n));
  await expect(page.getByTestId('step-loading')).toHaveCount(0);
}

/** Types into a field's input (by the field's test id). */
export async function fill(page: Page, testId: string, value: string): Promise<void> {
  const input = page.getByTestId(testId).locator('input').first();
  await input.fill('');
  await input.pressSequentially(value);
}

/** Picks an option of a searchable select: types to filter, then clicks the option. */
export async function pick(page: Page, testId: string, search: string, option: string): Promise<void> {
  const input = page.getByTestId(testId).getByRole('combobox');
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

/** Uploads a file into a file field and waits until it is uploaded. */
export async function upload(page: Page, testId: string, file = PNG): Promise<void> {
  const before = await page.getByTestId(testId).getByTestId('file-item').count();
  await page.getByTestId(`${testId}-input`).setInputFiles(file);
  await expect(page.getByTestId(testId).getByTestId('file-item').nth(before)).toHaveAttribute('data-state', 'done');
}

export async function next(page: Page): Promise<void> {
  await expect(page.getByTestId('step-next')).toBeEnabled();
  await page.getByTestId('step-next').click();
}

/**
 * axe options of these specs: the upload toasts are left out — they animate in (opacity) while axe
 * runs, which it reads as low contrast; their colours are fixed to AA in shared/src/ui/styles.css.
 */
export const AXE = { exclude: ['[data-sonner-toaster]'] };
