import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { loginViaApi } from '../support/session';

/**
 * The signed-in profile's data from the HTML (docs/performance.md, "The signed-in profile's data from
 * the HTML"): mfe-cabinet-accounts declares the profile's personal-data GET (`defineRemoteApp({ earlyGets })`),
 * its deploy records it on the version, and the page's HTML starts it, with the session's settings and user
 * info, with the stored token — before the shell's own scripts are even asked for. The app's identical
 * calls then take those responses: one request each on the wire, and the profile renders as before. An expired access token starts nothing early:
 * the app refreshes it first and asks itself, once.
 */

const CLIENT = 'cabinet@sandbox.test';
const HEADING = { uk: 'Профіль і безпека', en: 'Profile and security' } as const;
const isPersonData = (url: string) => new URL(url).pathname.endsWith('/api/cabinet/person_data/');
/** the session's own GETs, started by the HTML on every cabinet page (shell/src/session/early-gets.ts) */
const SESSION_GETS = ['/api/profile/settings/', '/api/auth/userinfo/'];

/** Every request of the page in the order the browser started them (method + URL). */
function recordRequests(page: Page): Array<{ method: string; url: string }> {
  const seen: Array<{ method: string; url: string }> = [];
  page.on('request', (r) => seen.push({ method: r.method(), url: r.url() }));
  return seen;
}

for (const [width, lang] of [
  [1280, 'uk'],
  [390, 'en'],
] as const) {
  test(`${width} px ${lang}: a cold signed-in profile asks for its personal data once, before the shell's scripts`, async ({
    page,
    axe,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await loginViaApi(page, CLIENT);
    const seen = recordRequests(page);
    await page.goto(`/${lang}/profile`);
    await expect(page.getByRole('heading', { level: 1, name: HEADING[lang] })).toBeVisible();
    const list = page.getByTestId('person-data-list');
    await expect(list).toBeVisible();
    await expect(list).toContainText(CLIENT);

    const personData = seen.filter((r) => isPersonData(r.url));
    expect(personData.map((r) => r.method)).toEqual(['GET']);
    const at = (pred: (r: { url: string }) => boolean) => seen.findIndex(pred);
    const early = at((r) => isPersonData(r.url));
    const shellEntry = at((r) => /\/static\/js\/index\.[^/]*\.js$/.test(r.url));
    const remoteEntry = at((r) => /\/mfe-cabinet-accounts\/[^/]+\/.*mfe_cabinet_accounts[^/]*\.js$/.test(r.url));
    expect(shellEntry).toBeGreaterThan(-1);
    expect(remoteEntry).toBeGreaterThan(-1);
    expect(early).toBeLessThan(shellEntry);
    expect(early).toBeLessThan(remoteEntry);
    for (const path of SESSION_GETS) {
      const calls = seen.flatMap((r, i) => (new URL(r.url).pathname === path ? [i] : []));
      expect(calls, path).toHaveLength(1);
      expect(calls[0], path).toBeLessThan(shellEntry);
    }
    await axe.check(`profile with its early data ${width} ${lang}`);
  });
}

test('an expired access token: nothing early; the app refreshes, then asks once, and the profile renders', async ({
  page,
}) => {
  await loginViaApi(page, CLIENT);
  await page.evaluate(() => localStorage.setItem('access_ttl_limit', String(Date.now() - 1000)));
  const seen = recordRequests(page);
  await page.goto('/uk/profile');
  await expect(page.getByTestId('person-data-list')).toContainText(CLIENT);
  const refresh = seen.findIndex((r) => /\/sso\/auth\/token\/refresh\/?$/.test(new URL(r.url).pathname));
  const personData = seen.flatMap((r, i) => (isPersonData(r.url) ? [i] : []));
  expect(refresh).toBeGreaterThan(-1);
  expect(personData).toHaveLength(1);
  expect(personData[0]).toBeGreaterThan(refresh);
});
