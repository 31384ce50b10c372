import { test, expect } from '../support/fixtures';
import { loginViaApi } from '../support/session';
import { captureReports, remoteGlob } from './delivery-helpers';

const FAILED_REQUEST = /Failed to load resource|net::ERR_/;

test('in the cabinet a dead remote leaves the menu and the other cabinet remotes working', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(FAILED_REQUEST);
  consoleGuard.allow(/The above error occurred|RemoteLoadError/);
  await captureReports(page);
  await page.route(remoteGlob('mfe-cabinet-messages'), (route) => route.abort('connectionrefused'));
  await loginViaApi(page, 'cabinet@sandbox.test');
  await page.goto('/uk/messages');
  const main = page.locator('main#main');
  await expect(main.getByTestId('remote-fallback')).toBeVisible({ timeout: 30_000 });
  const menu = page.getByRole('navigation', { name: 'Меню' });
  await expect(menu).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/uk/messages');

  await menu.getByRole('link', { name: 'Кошти' }).click();
  await expect(page.getByTestId('screen-accounts')).toBeVisible();
  await menu.getByRole('link', { name: 'Торгові ліміти' }).click();
  await expect(page.getByTestId('screen-trade-limits')).toBeVisible();

  await page.unroute(remoteGlob('mfe-cabinet-messages'));
  await menu.getByRole('link', { name: 'Повідомлення' }).click();
  await expect(page.getByTestId('screen-messages')).toBeVisible({ timeout: 30_000 }); // revisiting loads afresh
});
