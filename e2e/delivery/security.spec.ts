import type { Route } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { captureReports, go, liveVersion, OTHER, remoteGlob, s, SUBJECT } from './delivery-helpers';

test('the shell sends a strict CSP and security headers; the CDN caches versions forever and the registry never', async ({ request }) => {
  const res = await request.get('/uk/login');
  const h = res.headers();
  const csp = Object.fromEntries(
    h['content-security-policy']!.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values];
    }),
  );
  expect(csp['script-src']).toEqual(["'self'", s.cdnOrigin]);
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

test('no CSP violation while using the app across all remotes and the diagnostics view', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __csp: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`));
  });
  await page.goto(OTHER.path);
  await expect(page.getByTestId(OTHER.testId)).toBeVisible();
  for (const path of [SUBJECT.path, '/uk/profile', '/uk/documents/all', '/uk/messages', '/en/__status']) {
    await go(page, path);
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByTestId('diagnostics')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
});

/** A byte changed on the CDN after publishing (every version of the remote, so none can stand in). */
async function tamper(route: Route): Promise<void> {
  const original = await route.fetch();
  const headers = { ...original.headers(), 'cache-control': 'no-store' }; // or the browser keeps serving the tampered copy
  await route.fulfill({ response: original, headers, body: `${await original.text()}\n;window.__tampered = true;` });
}

test('a tampered entry script is blocked by its published sha384 (SRI); without the tampering retry recovers', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/integrity|digest|The above error occurred|RemoteLoadError|Failed to load resource/);
  const reports = await captureReports(page);
  const isEntry = (url: URL) => url.href.startsWith(`${s.cdnOrigin}/${SUBJECT.remote}/`) && /\/static\/js\/mfe_signing\.[0-9a-f]+\.js$/.test(url.pathname);
  await page.route(isEntry, tamper);
  await page.goto(SUBJECT.path);
  await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered)).toBeUndefined();
  expect(reports.some((r) => r.kind === 'remote-load' && r.remote === SUBJECT.remote)).toBe(true);

  await page.unroute(isEntry, tamper);
  await page.getByRole('button', { name: 'Спробувати ще раз' }).click();
  await expect(page.getByTestId(SUBJECT.testId)).toBeVisible();
});

test('a tampered manifest is refused before the MF runtime reads it', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/The above error occurred|RemoteLoadError/);
  const reports = await captureReports(page);
  await page.route(remoteGlob(SUBJECT.remote), (route) => (route.request().url().endsWith('/mf-manifest.json') ? tamper(route) : route.continue()));
  await page.goto(SUBJECT.path);
  await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => reports.find((r) => r.kind === 'remote-load')?.message ?? '').toContain('integrity check failed');
});
