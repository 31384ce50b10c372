import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { loginViaApi, type BrokerWindow } from '../support/session';
import { sandbox } from '../support/sandbox';

/** As if the access token's lifetime had passed in this tab (what the client checks before a call). */
async function expireAccess(page: Page) {
  await page.evaluate(() => {
    const store = (window as unknown as BrokerWindow).__broker.authStore;
    const past = Date.now() - 1000;
    store.setState({ tokens: { ...store.getState().tokens, access_ttl_limit: past } });
    localStorage.setItem('access_ttl_limit', String(past));
  });
}

test('two tabs with an expired access token → one refresh call, both tabs keep the session', async ({
  page,
  context,
}) => {
  await loginViaApi(page, 'cabinet@sandbox.test');
  await page.goto('/uk/profile');
  await expect(page.getByTestId('screen-profile')).toBeVisible();
  const second = await context.newPage();
  const secondErrors: string[] = [];
  second.on('console', (m) => m.type() === 'error' && secondErrors.push(m.text()));
  await second.goto('/uk/profile');
  await expect(second.getByTestId('screen-profile')).toBeVisible();

  // a slow refresh makes the two tabs' calls overlap for sure: only the Web Lock can keep it to one
  await context.route('**/sso/auth/token/refresh/', async (route) => {
    await new Promise((r) => setTimeout(r, 500));
    await route.continue();
  });
  const before = (await sandbox.stats()).refreshCalls;
  // expired for real on the server too: a tab that kept the old token would get a 401
  await sandbox.expireTokens('cabinet@sandbox.test');
  await expireAccess(page);
  await expireAccess(second);
  const emails = await Promise.all(
    [page, second].map((p) =>
      p.evaluate(() => (window as unknown as BrokerWindow).__broker.api.fetchUserInfo().then((u) => u.email)),
    ),
  );
  expect(emails).toEqual(['cabinet@sandbox.test', 'cabinet@sandbox.test']);
  expect((await sandbox.stats()).refreshCalls - before).toBe(1);

  const tokensOf = (p: Page) =>
    p.evaluate(() => (window as unknown as BrokerWindow).__broker.authStore.getState().tokens);
  const [a, b] = await Promise.all([tokensOf(page), tokensOf(second)]);
  expect(a?.access_token).toBe(b?.access_token);
  expect(Number(a?.access_ttl_limit)).toBeGreaterThan(Date.now());
  await expect(page).toHaveURL(/\/uk\/profile$/);
  await expect(second).toHaveURL(/\/uk\/profile$/);
  expect(secondErrors).toEqual([]);
});

test('a token the server revoked while it is still valid here: one refresh, the call repeated, the user stays', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 401/); // the browser logs the first, rejected answer
  await loginViaApi(page, 'cabinet@sandbox.test');
  await page.goto('/uk/profile');
  await expect(page.getByTestId('screen-profile')).toBeVisible();
  const before = (await sandbox.stats()).refreshCalls;
  await sandbox.expireTokens('cabinet@sandbox.test'); // the server side only: this tab still thinks the token is good
  const email = await page.evaluate(() =>
    (window as unknown as BrokerWindow).__broker.api.fetchUserInfo().then((u) => u.email),
  );
  expect(email).toBe('cabinet@sandbox.test');
  expect((await sandbox.stats()).refreshCalls - before).toBe(1);
  await expect(page).toHaveURL(/\/uk\/profile$/);
  await expect(page.getByTestId('screen-profile')).toBeVisible();
});

test('two tabs rejected at once by the server (tokens valid here): one refresh across both, both keep the session', async ({
  page,
  context,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 401/);
  await loginViaApi(page, 'cabinet@sandbox.test');
  await page.goto('/uk/profile');
  await expect(page.getByTestId('screen-profile')).toBeVisible();
  const second = await context.newPage();
  await second.goto('/uk/profile');
  await expect(second.getByTestId('screen-profile')).toBeVisible();
  await context.route('**/sso/auth/token/refresh/', async (route) => {
    await new Promise((r) => setTimeout(r, 300));
    await route.continue();
  });
  const before = (await sandbox.stats()).refreshCalls;
  await sandbox.expireTokens('cabinet@sandbox.test');
  const emails = await Promise.all(
    [page, second].map((p) =>
      p.evaluate(() => (window as unknown as BrokerWindow).__broker.api.fetchUserInfo().then((u) => u.email)),
    ),
  );
  expect(emails).toEqual(['cabinet@sandbox.test', 'cabinet@sandbox.test']);
  expect((await sandbox.stats()).refreshCalls - before).toBe(1);
  await expect(page).toHaveURL(/\/uk\/profile$/);
  await expect(second).toHaveURL(/\/uk\/profile$/);
});

test('the refresh token revoked too: the session ends once and the user is sent to login', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 401/);
  await loginViaApi(page, 'cabinet@sandbox.test');
  await page.goto('/uk/profile');
  await expect(page.getByTestId('screen-profile')).toBeVisible();
  await sandbox.faults('/sso/auth/token/refresh/', 401, 1);
  await sandbox.expireTokens('cabinet@sandbox.test');
  const before = (await sandbox.stats()).refreshCalls;
  await page.evaluate(() => (window as unknown as BrokerWindow).__broker.api.fetchUserInfo().catch(() => null));
  await expect(page).toHaveURL(/\/uk\/login$/);
  expect((await sandbox.stats()).refreshCalls - before).toBeLessThanOrEqual(1);
});
