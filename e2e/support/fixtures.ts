import { test as base, expect, type Page } from '@playwright/test';

export interface ConsoleGuard {
  /** errors matching these are expected by the test (e.g. an injected 500) */
  allow(pattern: RegExp): void;
  errors(): string[];
}

/**
 * Every test fails on a console error, an uncaught page error, a missing i18n key or a CSP violation,
 * unless it says which errors it expects.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use({ allow: (p) => allowed.push(p), errors: () => errors });
      const unexpected = errors.filter((e) => !allowed.some((p) => p.test(e)));
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the shell has rendered a remote's screen (not the loading indicator). */
export async function expectScreen(page: Page, testId: string): Promise<void> {
  await expect(page.getByTestId(testId)).toBeVisible();
}
