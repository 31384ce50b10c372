import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { loginViaApi } from '../support/session';
import { buildFaultRelease } from '../support/test-build';
import { bucketOf } from '../../shell/src/remotes/delivery/bucket';
import { cli, readRegistry, restoreRegistryAfterEach, s } from './delivery-helpers';

/**
 * Issue 22 in a real browser: a staged version nobody sees until one browser overrides it, the link
 * form of an override, and a canary that throws on a click, aborted by the delivery controller (which
 * runs in the e2e CDN server, deciding after DELIVERY_MIN_VISITS = 6 visits: e2e/support/env.ts).
 */
const REMOTE = 'mfe-cabinet-messages';
const CABINET_USER = 'cabinet@sandbox.test';
restoreRegistryAfterEach(test);

const label = (page: Page) => page.getByTestId('release-label');
const banner = (page: Page) => page.getByTestId('override-banner');

async function openMessages(page: Page): Promise<void> {
  await page.goto('/uk/messages');
  await expect(page.getByTestId('screen-messages')).toBeVisible({ timeout: 30_000 });
}

/** A labelled build of the remote, published staged (built once per run). */
let stagedVersion = '';
function stageLabelled(): string {
  const before = new Set(readRegistry().remotes[REMOTE]!.history.map((v) => v.version));
  cli(['deploy', REMOTE, '--stage', '--out', '.tmp/delivery-builds/staged', ...(stagedVersion ? ['--no-build'] : [])], {
    BUILD_LABEL: 'staged-e2e',
  });
  const entry = readRegistry().remotes[REMOTE]!;
  stagedVersion = entry.history.find((v) => !before.has(v.version))?.version ?? stagedVersion;
  return stagedVersion;
}

async function signedIn(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginViaApi(page, CABINET_USER);
  return page;
}

test('staged: nobody sees it; an override shows it in this browser only, with a banner; reset', async ({
  page,
  browser,
  axe,
}) => {
  const version = stageLabelled();
  expect(readRegistry().remotes[REMOTE]!.live).not.toBe(version);
  await loginViaApi(page, CABINET_USER);
  await openMessages(page);
  await expect(label(page)).toHaveCount(0); // still the live version

  await page.goto('/uk/__status');
  await expect(page.getByTestId(`release-staged-${REMOTE}`)).toContainText(version);
  await page.getByTestId(`override-select-${REMOTE}`).selectOption(version);
  await page.getByTestId(`override-apply-${REMOTE}`).click(); // reloads
  await expect(banner(page)).toContainText(`${REMOTE}: ${version} (заміна)`);
  for (const [lang, width] of [
    ['uk', 390],
    ['uk', 1280],
    ['en', 390],
    ['en', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/${lang}/__status`);
    await expect(banner(page)).toBeVisible();
    await axe.check(`__status with the override banner, ${lang} ${width}px`);
  }
  await openMessages(page);
  await expect(label(page)).toHaveText('release staged-e2e');
  await expect(banner(page)).toBeVisible();

  const other = await signedIn(browser);
  await openMessages(other);
  await expect(label(other)).toHaveCount(0);
  await expect(banner(other)).toHaveCount(0);
  await other.context().close();

  // the reset is keyboard-reachable: focus it and press Enter
  await page.getByTestId(`override-reset-${REMOTE}`).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('screen-messages')).toBeVisible({ timeout: 30_000 });
  await expect(banner(page)).toHaveCount(0);
  await expect(label(page)).toHaveCount(0);
});

test('a link override asks before it applies; a URL in an override is refused', async ({ page }) => {
  const version = stageLabelled();
  const foreign: string[] = [];
  page.on('request', (r) => new URL(r.url()).hostname === 'evil.example' && foreign.push(r.url()));
  await page.goto(`/en/__status?override=${REMOTE}@${version}`);
  const dialog = page.getByTestId('override-confirm');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');

  await page.goto(`/en/__status?override=${REMOTE}@${version}`);
  await page.getByTestId('override-confirm').getByRole('button', { name: 'Use this version' }).click();
  await expect(banner(page)).toContainText(`${REMOTE}: ${version} (override)`);
  expect(new URL(page.url()).search).toBe('');
  await page.getByTestId(`override-reset-${REMOTE}`).click();
  await expect(banner(page)).toHaveCount(0);

  await page.goto(`/en/__status?override=${REMOTE}@https://evil.example/remoteEntry.js`);
  await expect(page.getByTestId('override-refused')).toContainText('never an address');
  await expect(page.getByTestId('override-confirm')).toHaveCount(0);
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('broker.delivery.overrides') ?? '{}') as object),
  ).toEqual({});
  expect(foreign).toEqual([]);
});

/** Browser ids inside / outside the remote's canary share (the shell's own bucket function). */
function clientIds(inCanary: boolean, n: number, percent: number): string[] {
  const ids: string[] = [];
  for (let i = 0; ids.length < n; i++) {
    const id = i.toString(16).padStart(24, '0');
    if (bucketOf(id, REMOTE) < percent * 100 === inCanary) ids.push(id);
  }
  return ids;
}

test('canary at 50 % throwing on a click: the controller aborts it, every browser gets stable, __status says why', async ({
  browser,
  page,
  consoleGuard,
}) => {
  test.setTimeout(180_000);
  consoleGuard.allow(/BUILD_FAULT=click/);
  const stable = readRegistry().remotes[REMOTE]!.live;
  buildFaultRelease(REMOTE, '.tmp/delivery-builds/click/mfe-cabinet-messages', 'click', { BUILD_LABEL: 'canary-e2e' });
  cli(['deploy', REMOTE, '--no-build', '--out', '.tmp/delivery-builds/click', '--canary', '50']);
  const canary = readRegistry().remotes[REMOTE]!.canary!.version;

  const contexts: Array<{ page: Page; inCanary: boolean }> = [];
  for (const [inCanary, ids] of [
    [true, clientIds(true, 3, 50)],
    [false, clientIds(false, 3, 50)],
  ] as const) {
    for (const id of ids) {
      const p = await signedIn(browser);
      p.on('pageerror', () => undefined);
      await p.evaluate((v) => localStorage.setItem('broker.delivery.client', v), id);
      contexts.push({ page: p, inCanary });
    }
  }
  // two visits each; canary browsers see the canary and click a message (which throws), stable ones never see it
  for (let round = 0; round < 2; round++) {
    for (const c of contexts) {
      await openMessages(c.page);
      await expect(label(c.page)).toHaveCount(c.inCanary ? 1 : 0);
      await c.page.locator('.messages-item__toggle').first().click();
    }
  }
  await expect.poll(() => readRegistry().remotes[REMOTE]?.canary, { timeout: 30_000 }).toBeUndefined();
  const entry = readRegistry().remotes[REMOTE]!;
  expect(entry.live).toBe(stable);
  expect(entry.lastDecision).toMatchObject({ action: 'abort', version: canary, by: 'controller' });
  expect(entry.history.find((v) => v.version === canary)?.withdrawnAt).toBeTruthy();

  // web vitals arrived per version (LCP is reported at the first click): what `canary status` shows as p75
  const vitals = async () => {
    const status = (await (await fetch(`${s.cdnOrigin}/__delivery/status`)).json()) as Record<
      string,
      { versions: Array<{ role: string; p75: { LCP: number | null } }> }
    >;
    return status[REMOTE]?.versions.map((v) => `${v.role}:${v.p75.LCP === null ? 'none' : 'LCP'}`);
  };
  await expect.poll(vitals).toEqual(['canary:LCP', 'stable:LCP']);

  for (const c of contexts) {
    await openMessages(c.page);
    await expect(label(c.page)).toHaveCount(0);
    await c.page.context().close();
  }
  await page.goto('/uk/__status');
  await expect(page.getByTestId(`release-decision-${REMOTE}`)).toContainText(`Скасовано ${canary} (контролер випусків`);
  await expect(page.getByTestId(`release-decision-${REMOTE}`)).toContainText('failed visits');
});
