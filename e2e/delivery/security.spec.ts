import { cpSync } from 'node:fs';
import { join } from 'node:path';
import type { Route } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { loginViaApi } from '../support/session';
import { AFTER_PAINT_CSP, EARLY_GETS_CSP, SUBMIT_GUARD_CSP } from '../../scripts/server-render';
import {
  captureReports,
  editEntry,
  go,
  liveVersion,
  OTHER,
  remoteGlob,
  restoreRegistryAfterEach,
  ROOT,
  s,
  SUBJECT,
} from './delivery-helpers';

restoreRegistryAfterEach(test);

test('the shell sends a strict CSP and security headers; the CDN caches versions forever and the registry never', async ({
  request,
}) => {
  const res = await request.get('/uk/login');
  const h = res.headers();
  const csp = Object.fromEntries(
    h['content-security-policy']!.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values];
    }),
  );
  // the only inline scripts allowed: the submit guard and the after-paint loader of server-rendered pages,
  // and a cabinet page's early GETs, by their hashes (docs/server-render.md)
  expect(csp['script-src']).toEqual(["'self'", SUBMIT_GUARD_CSP, AFTER_PAINT_CSP, EARLY_GETS_CSP, s.cdnOrigin]);
  expect(csp['connect-src']).toEqual(["'self'", s.cdnOrigin, s.apiOrigin, `ws://127.0.0.1:${s.apiPort}`]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(h['content-security-policy']).not.toContain('unsafe-eval');
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');

  const registry = await request.get(`${s.cdnOrigin}/registry.json`);
  expect(registry.headers()['cache-control']).toBe('no-cache');
  const v = liveVersion(SUBJECT.remote);
  const manifest = await request.get(`${s.cdnOrigin}/${v.manifest}`);
  expect(manifest.headers()['cache-control']).toContain('immutable');
  expect(manifest.headers()['access-control-allow-origin']).toBe(s.shellOrigin);
  expect((await request.get(`${s.cdnOrigin}/.registry.lock`)).status()).toBe(404);
});

test('no CSP violation while using the app: public pages, every cabinet remote signed in, the diagnostics view', async ({
  page,
}) => {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation(v: string): void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  await page.goto(OTHER.path);
  await expect(page.getByTestId(OTHER.testId)).toBeVisible();
  await go(page, SUBJECT.path);
  await expect(page.getByTestId(SUBJECT.testId)).toBeVisible();

  await loginViaApi(page, 'cabinet@sandbox.test');
  await page.goto('/uk/profile');
  await expect(page.getByTestId('screen-profile')).toBeVisible();
  for (const [path, screen] of [
    ['/uk/accounts', 'screen-accounts'],
    ['/uk/documents/all', 'screen-documents-all'],
    ['/uk/trade-limits', 'screen-trade-limits'],
    ['/uk/messages', 'screen-messages'],
  ] as const) {
    await go(page, path);
    await expect(page.getByTestId(screen)).toBeVisible();
  }
  await go(page, '/en/__status');
  await expect(page.getByTestId('diagnostics')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

/** A byte changed on the CDN after publishing (every version of the remote, so none can stand in). */
async function tamper(route: Route): Promise<void> {
  const original = await route.fetch();
  const headers = { ...original.headers(), 'cache-control': 'no-store' }; // or the browser keeps serving the tampered copy
  await route.fulfill({ response: original, headers, body: `${await original.text()}\n;window.__tampered = true;` });
}

/** The entry script of the remote (any version). */
const isEntryScript = (p: string) => /\/static\/js\/mfe_signing\.[0-9a-f]+\.js$/.test(p);

/**
 * Both layers of integrity: the entry script gets its hash from the version's integrity list (put on
 * the script by the shell's MF hook). The expose chunk is first preloaded by the MF runtime through
 * the same hook; when that is blocked, the remote's own runtime loads it, checked by rspack's SRI
 * hashes built into the (already verified) entry — so it is requested, and refused, more than once.
 */
const ASSETS = [
  { what: 'entry script', test: isEntryScript, minRequests: 1 },
  {
    what: 'expose chunk',
    test: (p: string) => /\/static\/js\/async\/__federation_expose_app\.[0-9a-f]+\.js$/.test(p),
    minRequests: 2,
  },
];

for (const asset of ASSETS) {
  test(`a tampered ${asset.what} is blocked by its published sha384; without the tampering retry recovers`, async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(
      /integrity|digest|The above error occurred|RemoteLoadError|Failed to load resource|ChunkLoadError|Loading chunk/,
    );
    const reports = await captureReports(page);
    const tampered: string[] = [];
    const matches = (url: URL) => url.href.startsWith(`${s.cdnOrigin}/${SUBJECT.remote}/`) && asset.test(url.pathname);
    const handler = async (route: Route) => {
      tampered.push(route.request().url());
      await tamper(route);
    };
    await page.route(matches, handler);
    await page.goto(SUBJECT.path);
    await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 30_000 });
    expect(tampered.length).toBeGreaterThanOrEqual(asset.minRequests);
    expect(await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered)).toBeUndefined();
    expect(reports.some((r) => r.kind === 'remote-load' && r.remote === SUBJECT.remote)).toBe(true);

    await page.unroute(matches, handler);
    await page.getByRole('button', { name: 'Спробувати ще раз' }).click();
    await expect(page.getByTestId(SUBJECT.testId)).toBeVisible({ timeout: 30_000 });
  });
}

test('remote builds carry SRI hashes for the chunks their own runtime loads', async ({ request }) => {
  const manifest = (await (await request.get(`${s.cdnOrigin}/${liveVersion(SUBJECT.remote).manifest}`)).json()) as {
    metaData: { remoteEntry: { name: string } };
  };
  const base = `${s.cdnOrigin}/${liveVersion(SUBJECT.remote).manifest.replace(/mf-manifest\.json$/, '')}`;
  const entry = await (await request.get(base + manifest.metaData.remoteEntry.name)).text();
  expect(entry).toMatch(/sriHashes=\{[^}]*sha384-/);
  expect(entry).toContain('crossOrigin="anonymous"');
});

test('a tampered manifest is refused before the MF runtime reads it', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/The above error occurred|RemoteLoadError/);
  const reports = await captureReports(page);
  await page.route(remoteGlob(SUBJECT.remote), (route) =>
    route.request().url().endsWith('/mf-manifest.json') ? tamper(route) : route.continue(),
  );
  await page.goto(SUBJECT.path);
  await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => reports.find((r) => r.kind === 'remote-load')?.message ?? '')
    .toContain('integrity check failed');
});

test('a tampered entry of the live version is refused at once, not retried: last-known-good shows', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/integrity|digest|Failed to load resource|Federation Runtime/);
  const reports = await captureReports(page);
  // the live version: the current build again under a new version folder (same files, same pinned
  // integrity list), so the current version stays behind it as last-known-good
  const good = liveVersion(SUBJECT.remote);
  const live = `${good.version}-copy`;
  cpSync(join(ROOT, s.cdnDir, SUBJECT.remote, good.version), join(ROOT, s.cdnDir, SUBJECT.remote, live), {
    recursive: true,
  });
  editEntry(SUBJECT.remote, (e) => {
    e.history.unshift({
      ...good,
      version: live,
      manifest: `${SUBJECT.remote}/${live}/mf-manifest.json`,
      publishedAt: new Date().toISOString(),
    });
    e.live = live;
  });
  const liveEntry = (url: URL) => url.pathname.startsWith(`/${SUBJECT.remote}/${live}/`) && isEntryScript(url.pathname);
  const asked: Array<{ type: string }> = [];
  await page.route(liveEntry, async (route) => {
    asked.push({ type: route.request().resourceType() });
    await tamper(route);
  });
  // from the browser refusing the live entry (its SRI check) to the first request for the older version
  let refusedAt = 0;
  let lkgAt = 0;
  page.on('console', (m) => {
    if (!refusedAt && m.text().includes('Failed to find a valid digest') && m.text().includes(`/${live}/`))
      refusedAt = Date.now();
  });
  page.on('request', (r) => {
    if (!lkgAt && refusedAt && r.url().startsWith(`${s.cdnOrigin}/${SUBJECT.remote}/${good.version}/`))
      lkgAt = Date.now();
  });

  await page.goto(SUBJECT.path);
  await expect(page.getByTestId(SUBJECT.testId)).toBeVisible();
  // loaded as a script once; the one other request is the check of its bytes (a fetch), no retry
  expect(asked.filter((a) => a.type === 'script')).toHaveLength(1);
  expect(asked.length).toBeLessThanOrEqual(2);
  // the script retry schedule alone would wait 2 × 300 ms before giving up on the live version
  expect(refusedAt).toBeGreaterThan(0);
  expect(lkgAt - refusedAt).toBeLessThan(600);
  await expect
    .poll(() => reports.find((r) => r.kind === 'last-known-good'))
    .toMatchObject({ remote: SUBJECT.remote, version: good.version });
  expect(reports.find((r) => r.kind === 'remote-load')).toMatchObject({
    version: live,
    message: expect.stringContaining('integrity check failed'),
  });

  await go(page, '/uk/__status');
  await expect(page.getByTestId(`status-loaded-${SUBJECT.remote}`)).toHaveText(good.version);
  await expect(page.getByTestId(`status-source-${SUBJECT.remote}`)).toHaveText('остання робоча (last-known-good)');
});
