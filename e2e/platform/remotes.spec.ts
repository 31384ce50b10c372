import { test, expect } from '../support/fixtures';
import { e2eSettings } from '../support/env';
import { loginViaApi } from '../support/session';
import { remoteRoutes } from '@broker/shared/routes';
import { remoteKeys } from '../../scripts/lib/remotes.mjs';

const s = e2eSettings();

/**
 * One screen per remote, visited by a user the redirect rule lets stay there (null: anonymous);
 * the remote's code must come from the CDN origin at runtime.
 */
const SCREENS = [
  { remote: 'mfe-onboarding', path: 'login', testId: 'screen-login', uk: 'Вхід', en: 'Log in', user: null },
  {
    remote: 'mfe-signing',
    path: 'document-sign',
    testId: 'screen-document-sign',
    uk: 'Підписання документів',
    en: 'Document signing',
    user: 'res-full-sharing-initial@sandbox.test',
  },
  {
    remote: 'mfe-cabinet-accounts',
    path: 'accounts',
    testId: 'screen-accounts',
    uk: 'Кошти',
    en: 'Funds',
    user: 'cabinet@sandbox.test',
  },
  {
    remote: 'mfe-cabinet-documents',
    path: 'trade-limits',
    testId: 'screen-trade-limits',
    uk: 'Торгові ліміти',
    en: 'Trade limits',
    user: 'cabinet@sandbox.test',
  },
  {
    remote: 'mfe-cabinet-messages',
    path: 'messages',
    testId: 'screen-messages',
    uk: 'Повідомлення',
    en: 'Messages',
    user: 'cabinet@sandbox.test',
  },
] as const;

for (const screen of SCREENS) {
  for (const lang of ['uk', 'en'] as const) {
    test(`${screen.remote} renders /${lang}/${screen.path} from the CDN`, async ({ page }) => {
      if (screen.user) await loginViaApi(page, screen.user);
      const manifest = page.waitForRequest(
        (r) => r.url().startsWith(`${s.cdnOrigin}/${screen.remote}/`) && r.url().endsWith('/mf-manifest.json'),
      );
      const entry = page.waitForResponse(
        (r) =>
          r.url().startsWith(`${s.cdnOrigin}/${screen.remote}/`) &&
          /\/static\/js\/mfe_[a-z_]+\.[0-9a-f]+\.js$/.test(r.url()),
      );
      await page.goto(`/${lang}/${screen.path}`);
      await manifest;
      expect((await entry).status()).toBe(200);
      const root = page.getByTestId(screen.testId);
      await expect(root.getByRole('heading', { level: 1 })).toHaveText(screen[lang]);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });
  }
}

test('every workspace remote is live after the set-up, and each owning a spec route has a screen above', async ({
  request,
}) => {
  // the one list (scripts/lib/remotes.mjs): the set-up deploys `--all` of it
  const registry = (await (await request.get(`${s.cdnOrigin}/registry.json`)).json()) as {
    remotes: Record<string, { live: string }>;
  };
  expect(Object.keys(registry.remotes).sort()).toEqual(expect.arrayContaining(remoteKeys().sort()));
  const owners = new Set<string>(remoteRoutes().map((r) => r.remote));
  expect(
    remoteKeys()
      .filter((k) => owners.has(k))
      .sort(),
  ).toEqual(SCREENS.map((x) => x.remote as string).sort());
});

test("the shell's own bundle does not contain the remotes' screens", async ({ request }) => {
  const html = await (await request.get('/uk/login')).text();
  const scripts = [...html.matchAll(/src="([^"]+\.js)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const body = await (await request.get(src)).text();
    expect(body).not.toContain('Підписання документів');
    expect(body).not.toContain('screen-document-sign');
  }
});
