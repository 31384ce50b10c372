import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { test, expect, waitForHydration } from '../support/fixtures';
import { loginViaApi } from '../support/session';
import { editEntry, restoreRegistryAfterEach, ROOT, s } from '../delivery/delivery-helpers';

/**
 * The public entry point (issue 29, docs/server-render.md "First paint"): a server-rendered page is its
 * HTML alone before the first paint, small and bounded; its buttons work from the first tap; a returning
 * visitor downloads no immutable file again.
 */
restoreRegistryAfterEach(test);

const PAGES = ['/uk/login', '/en/register', '/uk/password-change?uid=x&token=y'];

/** The page as a browser gets it, brotli: its bytes on the wire and its text. */
async function served(page: Page, path: string): Promise<{ bytes: number; html: string }> {
  const res = await page.request.get(path, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
  expect(res.headers()['content-encoding']).toBe('br');
  return { bytes: Number(res.headers()['content-length']), html: await res.text() };
}

test.describe('the first HTML', () => {
  for (const path of PAGES)
    test(`${path}: server-rendered, ≤ 14 KB brotli, nothing in it that blocks or runs before the first paint, one low-priority download`, async ({
      page,
    }) => {
      const { bytes, html } = await served(page, path);
      expect(html).toContain('data-testid="screen-');
      expect(bytes).toBeLessThanOrEqual(14 * 1024);
      const head = /<head>([\s\S]*)<\/head>/.exec(html)![1]!;
      // the one download the page starts with its HTML: react-dom's chunk, at low priority (after-paint.ts)
      const withHtml = [...head.matchAll(/<link[^>]+rel="preload"[^>]*>/g)].map((m) => m[0]);
      expect(withHtml).toEqual([
        expect.stringMatching(
          /^<link href="\/static\/js\/async\/start-react\.[0-9a-f]+\.js"[^>]* fetchpriority="low">$/,
        ),
      ]);
      expect(head.replace(withHtml[0]!, '')).not.toMatch(/<link[^>]+rel="(stylesheet|preload|modulepreload|prefetch)"/);
      expect(head).not.toMatch(/<script[^>]+src=/);
      expect(head).not.toContain('fetchpriority="high"');
      // an SVG icon is a page of its own that the renderer builds on its main thread during the start-up
      expect(head).toMatch(/<link[^>]+rel="icon"[^>]+href="[^"]+\.png"/);
    });

  test('/uk/login: the shell chunks the page starts after its paint are the ones its start-up runs', async ({
    page,
  }) => {
    const { html } = await served(page, '/uk/login');
    const template = /<template id="broker-after-paint"[^>]*>([\s\S]*?)<\/template>/.exec(html)![1]!;
    const files = [...template.matchAll(/(?:href|src)="(\/static\/js\/async\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(2);
    // a chunk file starts by pushing its ids into the shell's chunk list: `….push([["id",…],{…`
    const preloaded: string[] = [];
    for (const file of files) {
      const head = (await (await page.request.get(file)).text()).slice(0, 300);
      const ids = /\.push\(\[\[([^\]]*)\]/.exec(head)![1]!;
      preloaded.push(...ids.split(',').map((id) => id.replace(/"/g, '')));
    }
    await page.goto('/uk/login');
    await waitForHydration(page);
    await page.waitForLoadState('load');
    // every chunk the shell's code has run pushes its id into the shell's chunk list
    const ran = async () =>
      page.evaluate(() =>
        ((window as unknown as { chunk_shell?: Array<[Array<string | number>]> }).chunk_shell ?? []).flatMap((c) =>
          c[0].map(String),
        ),
      );
    await expect
      .poll(async () => {
        const done = await ran();
        return preloaded.filter((id) => !done.includes(id));
      }, 'preloaded shell chunks the page has not run')
      .toEqual([]);
  });

  test("the shell entry and its start-up chunks carry V8's compile hint, the translations do not", async ({ page }) => {
    const { html } = await served(page, '/uk/login');
    const template = /<template id="broker-after-paint"[^>]*>([\s\S]*?)<\/template>/.exec(html)![1]!;
    const files = [...template.matchAll(/(?:href|src)="(\/static\/js\/[^"]+\.js)"/g)].map((m) => m[1]!);
    const hinted: string[] = [];
    for (const file of new Set(files)) {
      const text = await (await page.request.get(file)).text();
      if (text.startsWith('//# allFunctionsCalledOnLoad\n')) hinted.push(file.replace(/\.[0-9a-f]+\.js$/, ''));
    }
    expect(hinted.sort()).toEqual(
      [
        '/static/js/index',
        '/static/js/async/start',
        '/static/js/async/start-forms',
        '/static/js/async/start-libs',
        '/static/js/async/start-react',
        '/static/js/async/start-router',
      ].sort(),
    );
  });

  test('the toast library is not on the public pages’ path: its chunk is in no page’s template', async ({ page }) => {
    const dir = join(ROOT, 'shell/dist/static/js/async');
    const later = readdirSync(dir).filter((f) => /^later-libs\.[0-9a-f]+\.js$/.test(f));
    // not vacuous: the build has the chunk, and sonner is in it (its Toaster's marker attribute)
    expect(later).toHaveLength(1);
    expect(readFileSync(join(dir, later[0]!), 'utf8')).toContain('data-sonner-toaster');
    for (const path of PAGES) expect((await served(page, path)).html).not.toContain('/later-libs.');
  });

  test('a registry with 500 versions per remote gives the same page (±1 KB): the history is not in it', async ({
    page,
  }) => {
    const remotes = ['mfe-onboarding', 'mfe-cabinet-accounts', 'mfe-cabinet-documents', 'mfe-cabinet-messages'];
    // every remote first gets a last-known-good (the boot data carries one, so a registry with none is smaller by
    // design); the 500 older versions added after it must not change the page
    for (const remote of remotes)
      editEntry(remote, (e) => void e.history.push({ ...e.history.at(-1)!, version: '0.0.999' }));
    const before = await served(page, '/uk/login');
    for (const remote of remotes)
      editEntry(remote, (e) => {
        const oldest = e.history.at(-1)!;
        for (let i = 0; i < 500; i++)
          e.history.push({ ...oldest, version: `0.0.${i}`, ...(i % 3 ? {} : { withdrawnAt: oldest.publishedAt }) });
      });
    const after = await served(page, '/uk/login');
    expect(Math.abs(after.html.length - before.html.length)).toBeLessThan(1024);
    expect(Math.abs(after.bytes - before.bytes)).toBeLessThan(1024);
  });
});

test('password-change: its pending link check draws nothing that moves in its first second, then its spinner', async ({
  page,
}) => {
  // the check held: the "Checking the link…" modal stays pending, its spinner in it from the server's HTML
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(`${s.apiOrigin}/**/auth/password/reset/**`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(PAGES[2]!, { waitUntil: 'domcontentloaded' });
  const spinner = page.getByTestId('reset-link-checking').locator('.ui-spinner');
  // a turning spinner is a new frame 60 times a second while the page starts (docs/performance.md)
  const early = await spinner.evaluate((el) => ({
    visibility: getComputedStyle(el).visibility,
    animations: el
      .getAnimations()
      .map((a) => ({ delay: Number(a.effect?.getTiming().delay), at: Number(a.currentTime) })),
  }));
  expect(early.animations.length).toBeGreaterThan(0);
  for (const a of early.animations) expect(a.delay).toBeGreaterThanOrEqual(1000);
  if (early.animations.every((a) => a.at < 1000)) expect(early.visibility).toBe('hidden');
  await expect(spinner).toBeVisible({ timeout: 5000 });
  release();
});

test.describe('controls before hydration', () => {
  /** The remote's scripts held back: the page is the server's plain HTML until `release`. */
  async function holdRemote(page: Page): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(`${s.cdnOrigin}/mfe-onboarding/**/*.js`, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test('register: "I am a resident" tapped (twice) before hydration opens the contacts form once after it', async ({
    page,
  }) => {
    const release = await holdRemote(page);
    await page.goto('/en/register', { waitUntil: 'domcontentloaded' });
    const resident = page.getByRole('button', { name: 'I am a resident of Ukraine' });
    await resident.click();
    await resident.click();
    await expect(page.getByRole('dialog')).toHaveCount(0); // nothing can happen yet
    release();
    await waitForHydration(page);
    await expect(page.getByTestId('contacts-submit')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('login: Enter pressed in a field before hydration signs in once after it, with what was typed', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 400/); // IncorrectPassword: the page stays, the request is what counts
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/auth/token/')) sent.push(r.postData() ?? '');
    });
    const release = await holdRemote(page);
    await page.goto('/uk/login', { waitUntil: 'domcontentloaded' });
    const form = page.getByTestId('login-form');
    await form.locator('input[type=email]').fill('res-full-bankid-approved@sandbox.test');
    await form.locator('input[type=password]').fill('Wrong-password1!');
    await form.locator('input[type=password]').press('Enter');
    await form.locator('input[type=password]').press('Enter'); // twice: still one sign-in
    await expect(form.getByTestId('login-submit')).toBeDisabled(); // the server's button: nothing can happen yet
    release();
    await waitForHydration(page);
    await expect(page.getByTestId('login-error')).toHaveText('Невірний логін або пароль');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!)).toMatchObject({
      email: 'res-full-bankid-approved@sandbox.test',
      password: 'Wrong-password1!',
    });
    // what was typed before hydration is still in the fields
    await expect(form.locator('input[type=email]')).toHaveValue('res-full-bankid-approved@sandbox.test');
    await expect(form.locator('input[type=password]')).toHaveValue('Wrong-password1!');
    expect(new URL(page.url()).search).toBe(''); // no native GET with the password
  });

  test('login: "forgot password" tapped before hydration opens the reset form after it', async ({ page }) => {
    const release = await holdRemote(page);
    await page.goto('/uk/login', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('forgot-link').click();
    release();
    await waitForHydration(page);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('a returning visitor', () => {
  interface Seen {
    url: string;
    cacheControl: string;
    fromCache: boolean;
    status: number;
  }
  /** Every response of the page, from the DevTools protocol (whether the HTTP cache answered it). */
  async function record(page: Page): Promise<{ seen: Seen[]; cdp: CDPSession }> {
    const cdp = await page.context().newCDPSession(page);
    const seen: Array<Seen & { id: string }> = [];
    const cached = new Set<string>();
    cdp.on('Network.requestServedFromCache', ({ requestId }) => cached.add(requestId));
    cdp.on('Network.responseReceived', ({ requestId, response }) =>
      seen.push({
        id: requestId,
        url: response.url,
        cacheControl: String(response.headers['cache-control'] ?? response.headers['Cache-Control'] ?? ''),
        get fromCache() {
          return Boolean(cached.has(requestId) || response.fromDiskCache || response.fromPrefetchCache);
        },
        status: response.status,
      }),
    );
    await cdp.send('Network.enable');
    return { seen, cdp };
  }
  const hashed = (url: string) => /[./][0-9a-f]{8,}\.(js|css)$/.test(new URL(url).pathname);
  const versioned = (url: string) => url.startsWith(s.cdnOrigin) && !url.endsWith('/registry.json');

  async function visitTwice(page: Page, path: string, ready: (p: Page) => Promise<void>) {
    const first = await record(page);
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    await first.cdp.detach();
    // every hashed file of the shell and every versioned file of the CDN may be kept forever
    const files = first.seen.filter((r) => r.status === 200 && (hashed(r.url) || versioned(r.url)));
    expect(files.length).toBeGreaterThan(5);
    expect(
      files.filter((r) => !/\bimmutable\b/.test(r.cacheControl) || !/max-age=31536000/.test(r.cacheControl)),
    ).toEqual([]);
    // a later visit: a new tab of the same browser
    const again = await page.context().newPage();
    const second = await record(again);
    await again.goto(path);
    await ready(again);
    await again.waitForLoadState('networkidle');
    const immutable = new Set(files.map((r) => r.url));
    const downloaded = second.seen.filter((r) => immutable.has(r.url) && !r.fromCache).map((r) => r.url);
    expect(downloaded).toEqual([]);
    expect(second.seen.filter((r) => immutable.has(r.url)).length).toBeGreaterThan(5);
    await again.close();
  }

  test('/uk/login: nothing immutable is downloaded again', async ({ page }) => {
    await visitTwice(page, '/uk/login', waitForHydration);
  });

  test('/uk/profile signed in: nothing immutable is downloaded again', async ({ page }) => {
    await loginViaApi(page, 'cabinet@sandbox.test');
    await visitTwice(page, '/uk/profile', (p) => expect(p.getByTestId('screen-profile')).toBeVisible());
  });
});
