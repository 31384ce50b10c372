import type { Page } from '@playwright/test';

/** The page's browser says "save data" (the Network Information API, as Chromium has it): no prefetch there. */
export async function withSaveData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      get: () => ({ saveData: true, effectiveType: '4g' }),
      configurable: true,
    });
  });
}
