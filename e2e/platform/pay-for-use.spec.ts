import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { e2eSettings } from '../support/env';
import { loginViaApi } from '../support/session';

/**
 * Issue 10, "pay only for what the page uses": the profile — the cabinet's landing page — shows without
 * the form kit (masks, uploads, dates: ~40 KB brotli with its libraries); only its password form needs
 * it, and that form loads after. Proven by holding the kit's files back: the page must show meanwhile.
 */

/** The JS files of the form kit as the live accounts remote ships it (its own copy: the shell has none). */
async function formKitFiles(request: APIRequestContext): Promise<string[]> {
  const registryUrl = `${e2eSettings().cdnOrigin}/registry.json`;
  const registry = (await (await request.get(registryUrl)).json()) as {
    remotes: Record<string, { live: string; history: Array<{ version: string; manifest: string }> }>;
  };
  const entry = registry.remotes['mfe-cabinet-accounts']!;
  const manifestUrl = new URL(entry.history.find((v) => v.version === entry.live)!.manifest, registryUrl).href;
  const manifest = (await (await request.get(manifestUrl)).json()) as {
    shared: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  };
  const kit = manifest.shared.find((s) => s.name === '@broker/shared/form');
  expect(kit, 'the accounts remote ships the form kit').toBeTruthy();
  return kit!.assets.js.sync.map((f) => new URL(f, manifestUrl).href);
}

test('the profile shows its data while the form kit is still on its way; the password form follows', async ({
  page,
  request,
}) => {
  const kit = await formKitFiles(request);
  expect(kit.length).toBeGreaterThan(0);
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const asked: string[] = [];
  await page.route(
    (url) => kit.includes(url.href),
    async (route) => {
      asked.push(route.request().url());
      await held;
      await route.continue();
    },
  );
  await loginViaApi(page, 'cabinet@sandbox.test');
  // not "load": a held kit file that the page asked for before its load event would hold that event
  await page.goto('/uk/profile', { waitUntil: 'commit' });
  await expect(page.getByTestId('person-data-list')).toBeVisible();
  await expect(page.getByTestId('verification-way')).toBeVisible();
  // the password block keeps its place (frame and heading) while its form is held back
  await expect(page.getByTestId('password-change')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: /Зміна пароля/ })).toBeVisible();
  expect(asked.length, 'the form kit is requested once the page has its data, not before').toBeGreaterThan(0);
  release();
  await expect(page.getByTestId('password1')).toBeVisible();
});

/**
 * Issue 21 item 5: the onboarding pages start without the code of their modals and later steps. The
 * expose's lazy chunks (its manifest's `async` list) are held back: the page must be up and usable
 * without them, ask for them only when a modal opens, and show the modal once they arrive.
 */
async function onboardingLazyChunks(request: APIRequestContext): Promise<string[]> {
  const registryUrl = `${e2eSettings().cdnOrigin}/registry.json`;
  const registry = (await (await request.get(registryUrl)).json()) as {
    remotes: Record<string, { live: string; history: Array<{ version: string; manifest: string }> }>;
  };
  const entry = registry.remotes['mfe-onboarding']!;
  const manifestUrl = new URL(entry.history.find((v) => v.version === entry.live)!.manifest, registryUrl).href;
  const manifest = (await (await request.get(manifestUrl)).json()) as {
    exposes: Array<{ name: string; assets: { js: { async: string[] } } }>;
  };
  return manifest.exposes.find((e) => e.name === 'app')!.assets.js.async.map((f) => new URL(f, manifestUrl).href);
}

test('register starts without its modals and later steps; the contacts modal loads when it opens', async ({
  page,
  request,
}) => {
  const lazy = await onboardingLazyChunks(request);
  expect(lazy.length).toBeGreaterThan(0);
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const asked: string[] = [];
  await page.route(
    (url) => lazy.includes(url.href),
    async (route) => {
      asked.push(route.request().url());
      await held;
      await route.continue();
    },
  );
  await page.goto('/uk/register');
  await expect(page.getByTestId('residency-choice')).toBeVisible();
  // the page's own work is done (the remote's expose ran) and not one modal's chunk was asked for
  await page.waitForLoadState('networkidle');
  expect(asked, 'no modal or later step is loaded at start').toEqual([]);
  await page.getByTestId('choose-resident').click();
  await expect
    .poll(() => asked.length, { message: 'the contacts modal is asked for when it opens' })
    .toBeGreaterThan(0);
  // while it is on its way the page stays as it was: no blank screen, no slot spinner
  await expect(page.getByTestId('residency-choice')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  release();
  await expect(page.getByTestId('contacts-submit')).toBeVisible();
});

test('login starts without the password-reset flow; it loads when "forgot password" is clicked', async ({
  page,
  request,
}) => {
  const lazy = await onboardingLazyChunks(request);
  const asked: string[] = [];
  page.on('request', (r) => void (lazy.includes(r.url()) && asked.push(r.url())));
  await page.goto('/uk/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await page.getByTestId('forgot-link').click();
  await expect(page.getByTestId('forgot-modal')).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
});

test("login never reads the shell's contract: the server checked the live versions' needs against it", async ({
  page,
}) => {
  const contract: string[] = [];
  page.on('request', (r) => void (new URL(r.url()).pathname === '/contract.json' && contract.push(r.url())));
  await page.goto('/uk/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(contract, 'a round trip before the first remote on every page').toEqual([]);
});
