import type { Page, Route } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { loginViaApi } from '../support/session';

/**
 * The signed-in first frame (issue 29 item 6, docs/server-render.md): a cabinet page's HTML carries the
 * cabinet's frame, which the inline guard shows before the first paint when a session is stored — with
 * every script held back, the header, the menu and the page's heading are on screen. A visitor without a
 * session sees nothing of it. When the scripts and then the data arrive, nothing on screen moves: the
 * header, menu and heading keep their places and the page's cumulative layout shift stays 0.
 */

const CLIENT = 'cabinet@sandbox.test';
const HEADING = { uk: 'Профіль і безпека', en: 'Profile and security' } as const;
const MENU = { uk: 'Торгові ліміти', en: 'Trade limits' } as const;

/** Every script (the shell's and the remotes') held until `release`: the page is its HTML alone. */
async function holdScripts(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let count = 0;
  await page.route('**/*.js', async (route: Route) => {
    count += 1;
    await gate;
    await route.continue().catch(() => undefined);
  });
  return { release, held: () => count };
}

/** Layout shifts from the page's start (buffered), without those right after an input (as CLS counts). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }
      >) {
        if (e.hadRecentInput) continue;
        w.__cls += e.value;
        w.__shifts.push(
          `${e.value.toFixed(4)} ${(e.sources ?? []).map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80)).join(' | ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Where the frame's landmarks are: header's brand, the language choice, the heading, the first menu entry. */
async function places(page: Page, wide: boolean) {
  const box = async (sel: string) => {
    const b = await page.locator(sel).first().boundingBox();
    return b && { x: Math.round(b.x), y: Math.round(b.y), w: Math.round(b.width), h: Math.round(b.height) };
  };
  return {
    brand: await box('header .shell-brand'),
    lang: await box('header .shell-lang'),
    heading: await box('main h1'),
    menu: wide ? await box('nav.shell-menu li:first-child a') : null,
  };
}

for (const [width, lang] of [
  [390, 'uk'],
  [1280, 'en'],
  [390, 'en'],
  [1280, 'uk'],
] as const) {
  test(`${width} px ${lang}: signed in, the frame and heading show before any script; then the data with CLS 0`, async ({
    page,
    axe,
  }) => {
    const wide = width >= 1200;
    await page.setViewportSize({ width, height: 844 });
    await loginViaApi(page, CLIENT);
    await watchLayoutShifts(page);
    const scripts = await holdScripts(page);
    await page.goto(`/${lang}/profile`, { waitUntil: 'commit' });

    // the server's frame, painted from the HTML: no script has run (every one is still held)
    const frame = page.locator('#root > [data-server-frame]');
    await expect(frame).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: HEADING[lang] })).toBeVisible();
    await expect(page.locator('header .shell-brand')).toBeVisible();
    if (wide) await expect(page.getByRole('link', { name: MENU[lang] })).toBeVisible();
    else await expect(page.locator('header .shell-menu-toggle')).toBeVisible();
    // the after-paint loader has asked for the scripts: they are on their way, held
    await expect.poll(() => scripts.held()).toBeGreaterThan(0);
    await axe.check(`first frame ${width} ${lang}`);
    // by keyboard: the skip link first, then the frame's links (language, menu) — all plain links
    await page.keyboard.press('Tab');
    await expect(page.locator('a.shell-skip')).toBeFocused();
    const before = await places(page, wide);

    scripts.release();
    await expect(page.getByTestId('person-data-list')).toBeVisible();
    await expect(frame).toHaveCount(0); // the app's own layout replaced it
    await page.waitForLoadState('networkidle');
    // nothing moved: the landmarks where the frame had them, and no layout shift at all
    expect(await places(page, wide)).toEqual(before);
    const { cls, shifts } = await page.evaluate(() => {
      const w = window as unknown as { __cls: number; __shifts: string[] };
      return { cls: w.__cls, shifts: w.__shifts };
    });
    expect(shifts).toEqual([]);
    expect(cls).toBe(0);
    await axe.check(`profile after the frame ${width} ${lang}`);
  });
}

test('signed out: nothing cabinet-like is shown before the scripts, then the login page', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/uk/profile', { waitUntil: 'commit' });
  // the frame is in the HTML (the page is the same for everyone) but the guard found no session
  await expect(page.locator('#root > [data-server-frame]')).toHaveCount(1);
  await expect(page.locator('#root > [data-server-frame]')).toBeHidden();
  await expect(page.getByRole('heading')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  expect((await page.locator('body').innerText()).trim()).toBe('');
  scripts.release();
  await expect(page).toHaveURL(/\/uk\/login\b/);
  await expect(page.getByTestId('screen-login')).toBeVisible();
});
