import type { Response } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { visitAllRemotes } from './visit-remotes';

const isCode = (r: Response) => ['script', 'stylesheet'].includes(r.request().resourceType());

test('every script and stylesheet of /uk/login arrives compressed, the page itself too', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (r) => responses.push(r));
  await page.goto('/uk/login');
  await expect(page.getByTestId('screen-login')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const code = responses.filter(isCode);
  expect(code.length).toBeGreaterThan(5);
  const plain = code.filter((r) => !['br', 'gzip'].includes(r.headers()['content-encoding'] ?? '')).map((r) => r.url());
  expect(plain).toEqual([]);
  const html = responses.find((r) => r.request().resourceType() === 'document')!;
  expect(html.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  // caches must keep one copy per encoding
  for (const r of [html, ...code]) expect(r.headers()['vary'] ?? '').toMatch(/accept-encoding/i);
});

/** Strings of the MF runtime core (a hook name of its ModuleFederation class), of the error-codes table and of the sdk. */
const RUNTIME_MARKS = {
  'runtime-core': 'beforeRegisterRemote',
  'error-codes': 'RUNTIME-001',
  sdk: 'createModuleFederationConfig',
} as const;

test("a remote's entry carries no MF runtime of its own: it uses the shell's", async ({ page }) => {
  const bodies: Array<{ url: string; body: string; bytes: number }> = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() !== 'script') return;
    const body = await r.text().catch(() => '');
    bodies.push({ url: r.url(), body, bytes: Number(r.headers()['content-length'] ?? body.length) });
  });
  await page.goto('/uk/login');
  await expect(page.getByTestId('screen-login')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const entry = bodies.find((b) => /\/mfe-onboarding\/[^/]+\/static\/js\/mfe_onboarding\.[0-9a-f]+\.js$/.test(b.url));
  expect(entry, 'the onboarding remote entry was loaded').toBeTruthy();
  const shell = bodies.filter((b) => b.url.startsWith(new URL(page.url()).origin));
  for (const [part, mark] of Object.entries(RUNTIME_MARKS)) {
    expect(
      shell.some((b) => b.body.includes(mark)),
      `the shell carries ${part}`,
    ).toBe(true);
    expect(entry!.body.includes(mark), `the remote entry carries no ${part}`).toBe(false);
  }
  // what it uses instead: the bundler runtime's parts the shell provides (runtime-core comes with them)
  expect(entry!.body).toContain('__BROKER_MF_PARTS__');
  // with its own runtime an entry was ~36 KB gz; with the shell's core ~18.6 KB br; with the shell's
  // bundler runtime, runtime, sdk and error codes too ~7.9 KB br (its consume/share tables and SRI hashes)
  expect(entry!.bytes).toBeLessThan(10 * 1024);
});

/** One marker per library: a string each keeps in a production build. */
const LIBS = {
  'react-dom': '__reactContainer$',
  // classic zod's own class name: the few core helpers @hookform/resolvers imports (zod/v4/core, shared
  // on its own) also contain 'ZodError'
  zod: 'ZodObject',
  'react-router': 'may be used only in the context of a <Router>',
} as const;

test('react-dom, zod and react-router are each downloaded once across all five remotes', async ({ page }) => {
  const bodies = await visitAllRemotes(page, (r) => r.request().resourceType() === 'script');
  const remotes = new Set(bodies.map((b) => b.url.match(/\/(mfe-[a-z-]+)\//)?.[1]).filter(Boolean));
  expect(remotes.size).toBe(5);
  const copies = Object.fromEntries(
    Object.entries(LIBS).map(([lib, mark]) => [lib, bodies.filter((b) => b.body.includes(mark)).map((b) => b.url)]),
  );
  expect(
    Object.values(copies).map((urls) => urls.length),
    JSON.stringify(copies, null, 1),
  ).toEqual([1, 1, 1]);
});
