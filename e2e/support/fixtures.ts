import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export interface ConsoleGuard {
  /** errors matching these are expected by the test (e.g. an injected 500) */
  allow(pattern: RegExp): void;
  errors(): string[];
}

/**
 * Every test fails on a console error, an uncaught page error, a missing i18n key or a CSP violation,
 * unless it says which errors it expects.
 */
export interface Axe {
  /**
   * Runs axe (WCAG 2.0/2.1 A and AA rules) on the page as it is now — open modals included — and
   * fails the test with the list of violations. `label` names the screen in the failure message.
   */
  check(label: string, opts?: { include?: string; exclude?: string[] }): Promise<void>;
}

export const test = base.extend<{ consoleGuard: ConsoleGuard; axe: Axe }>({
  // `provide`, not `use`: the React hooks lint rule would take Playwright's `use` for React's
  axe: async ({ page }, provide) => {
    await provide({
      check: async (label, opts = {}) => {
        let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
        if (opts.include) builder = builder.include(opts.include);
        for (const sel of opts.exclude ?? []) builder = builder.exclude(sel);
        const { violations } = await builder.analyze();
        const summary = violations.map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help} — ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
        );
        expect(summary, `axe violations on ${label}`).toEqual([]);
      },
    });
  },
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

/**
 * A public page comes server-rendered (docs/server-render.md): its buttons are visible before the
 * remote's code has hydrated them, and a click on a plain button then does nothing yet (a submit is
 * held by the page's guard, a click is not). Tests that click such a button right after a navigation
 * wait for this first, as a person would wait for the page to respond.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { __pageHydrated?: boolean }).__pageHydrated === true);
}
