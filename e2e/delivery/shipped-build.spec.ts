import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Route } from '@playwright/test';
import { buildPackage } from '../../scripts/remote/build';
import { test, expect } from '../support/fixtures';
import { deployTestBuild, OTHER, restoreRegistryAfterEach, ROOT, s, testBuildDir } from './delivery-helpers';

/**
 * What `npm start` serves and ops deploy is built without TEST_HOOKS: no `window.__broker`, no `probe`
 * export. The e2e servers run the TEST_HOOKS=1 build, so this test builds the shell and one remote the
 * way `npm start` does (no TEST_HOOKS), searches their files, then serves that shell in place of the
 * test build and loads the page. One remote is enough: every remote's `probe` comes from the same
 * build transform (tooling/src/build/define-config.ts).
 */
restoreRegistryAfterEach(test);

const SHIPPED_SHELL = join(ROOT, '.tmp/shipped-build/shell');
const NO_HOOKS = { TEST_HOOKS: '' };

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)],
  );
}

function filesContaining(dir: string, pattern: RegExp): string[] {
  return filesUnder(dir).filter((f) => /\.(js|html|json)$/.test(f) && pattern.test(readFileSync(f, 'utf8')));
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** Serves the shipped shell build on the e2e shell origin, keeping the real server's headers (CSP). */
async function serveShippedShell(route: Route): Promise<void> {
  const path = new URL(route.request().url()).pathname;
  if (path === '/config.json') return route.continue();
  const file = join(SHIPPED_SHELL, path);
  const asset = path !== '/' && existsSync(file) && statSync(file).isFile();
  const original = await route.fetch({ url: `${s.shellOrigin}/` });
  const headers: Record<string, string> = {
    ...original.headers(),
    'content-type': TYPES[extname(asset ? file : 'x.html')] ?? 'application/octet-stream',
  };
  delete headers['content-length'];
  delete headers['etag'];
  await route.fulfill({ status: 200, headers, body: readFileSync(asset ? file : join(SHIPPED_SHELL, 'index.html')) });
}

test('the shipped build has no test hooks: no __broker in the shell, no probe in a remote, none in the page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // the search can fail: the test build the other specs run on carries both hooks
  expect(filesContaining(join(ROOT, 'shell/dist'), /__broker\b/).length).toBeGreaterThan(0);

  await buildPackage('shell', NO_HOOKS, SHIPPED_SHELL);
  deployTestBuild(OTHER.remote, 'shipped', NO_HOOKS);
  // `__broker` itself (the debug handle), not a longer name that begins with it (`__brokerEarly`: the page's
  // early GETs, shipped on purpose)
  expect(filesContaining(SHIPPED_SHELL, /__broker\b|debug-handle|installDebugHandle/)).toEqual([]);
  expect(filesContaining(testBuildDir(OTHER.remote, 'shipped'), /\bprobe\b|__probe/)).toEqual([]);

  await page.route(`${s.shellOrigin}/**`, serveShippedShell);
  // a page Playwright serves counts as public to Chromium, which then asks before it calls 127.0.0.1
  await page.context().grantPermissions(['local-network-access']);
  await page.goto(OTHER.path);
  await expect(page.getByTestId(OTHER.testId)).toBeVisible();
  expect(await page.evaluate(() => '__broker' in window)).toBe(false);
  // the remote module the page actually loaded, read through the MF runtime's own global
  const exports = await page.evaluate(async () => {
    type Instance = { loadRemote: (id: string) => Promise<Record<string, unknown>> };
    const mf = (globalThis as unknown as { __FEDERATION__?: { __INSTANCES__?: Instance[] } }).__FEDERATION__;
    const shell = mf?.__INSTANCES__?.[0];
    return shell ? Object.keys((await shell.loadRemote('mfe_onboarding/app')) ?? {}) : null;
  });
  expect(exports).toContain('meta');
  expect(exports).not.toContain('probe');
});
