import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { loginViaApi, type BrokerWindow } from '../support/session';
import { sandbox } from '../support/sandbox';
import { codeAfter, enterCode, outboxTop } from '../onboarding/flows';

/** Cabinet layout (issue 13): menu, unread markers, exit, collapse under 1200 px, notices, phone check. */

const socketOpen = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => (window as unknown as BrokerWindow).__broker.session.getState().socket.status))
    .toBe('open');

test('exit asks first; exit ends the session in every tab and lands on login', async ({ page, context, axe }) => {
  await loginViaApi(page, 'cabinet-empty@sandbox.test');
  await page.goto('/uk/profile');
  await expect(page.getByTestId('screen-profile')).toBeVisible();
  const second = await context.newPage();
  await second.goto('/uk/accounts');
  await expect(second.getByTestId('cabinet-menu')).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Меню' });
  await menu.getByRole('button', { name: 'Вихід' }).click();
  await expect(page.getByTestId('exit-dialog')).toBeVisible();
  await axe.check('exit dialog (uk)');
  await page.getByTestId('exit-stay').click();
  await expect(page.getByTestId('exit-dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/uk\/profile$/);

  await menu.getByRole('button', { name: 'Вихід' }).click();
  await page.getByTestId('exit-confirm').click();
  await expect(page).toHaveURL(/\/uk\/login$/);
  await expect(second).toHaveURL(/\/uk\/login$/); // the other tab hears the storage change
  expect(await second.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await second.close();
});

test('a pushed `messages` event raises the unread marker without a reload', async ({ page }) => {
  const email = 'cabinet-empty@sandbox.test';
  await loginViaApi(page, email);
  await page.goto('/en/profile');
  await expect(page.getByTestId('screen-profile')).toBeVisible();
  await expect(page.getByTestId('unread-messages')).toHaveCount(0);
  await socketOpen(page);
  const navigations: string[] = [];
  page.on('framenavigated', (f) => f === page.mainFrame() && navigations.push(f.url()));

  expect((await sandbox.push(email, 'messages')).delivered).toBeGreaterThan(0);
  await expect(page.getByTestId('unread-messages')).toBeVisible();
  await expect(page.getByTestId('menu-messages')).toHaveAccessibleName(/Has unread items/);
  expect(navigations).toEqual([]);

  await sandbox.push(email, 'docs');
  await expect(page.getByTestId('unread-documents-all')).toBeVisible();
});

test('at 1100 px the menu is behind the toggle: keyboard, Escape, navigation', async ({ page, axe }) => {
  await page.setViewportSize({ width: 1100, height: 800 });
  await loginViaApi(page, 'cabinet-empty@sandbox.test');
  await page.goto('/en/profile');
  await expect(page.getByTestId('screen-profile')).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Menu' });
  const menu = page.getByTestId('cabinet-menu');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await axe.check('open menu at 1100 px (en)');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await menu.getByRole('link', { name: 'Trade limits' }).click();
  await expect(page).toHaveURL(/\/en\/trade-limits$/);
  await expect(menu).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(toggle).toBeHidden();
  await expect(menu).toBeVisible();
});

for (const lang of ['uk', 'en'] as const) {
  for (const width of [390, 1280]) {
    test(`the layout passes axe and fits (${lang}, ${width} px)`, async ({ page, axe }) => {
      await page.setViewportSize({ width, height: 800 });
      await loginViaApi(page, 'cabinet@sandbox.test');
      await page.goto(`/${lang}/profile`);
      await expect(page.getByTestId('person-data-list')).toBeVisible();
      if (width < 1200) await page.getByTestId('menu-toggle').click();
      await expect(page.getByTestId('cabinet-menu')).toBeVisible();
      await expect(page.getByTestId('unread-messages')).toBeVisible(); // cabinet@ has unread messages
      await axe.check(`cabinet layout + profile (${lang}, ${width} px)`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'no horizontal scroll').toBeLessThanOrEqual(0);
    });
  }
}

test('the startup notice from settings shows once per session until dismissed', async ({ page, axe }) => {
  await sandbox.startupNotice({
    uk: 'Плановий технічний перерив у суботу',
    en: 'Planned maintenance on Saturday',
    button_uk: 'Зрозуміло',
    button_en: 'Understood',
  });
  try {
    await loginViaApi(page, 'cabinet-empty@sandbox.test');
    await page.goto('/en/profile');
    const notice = page.getByTestId('startup-notice');
    await expect(notice).toContainText('Planned maintenance on Saturday');
    await axe.check('startup notice (en)');
    await notice.getByRole('button', { name: 'Understood' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('screen-profile')).toBeVisible();
    await page.goto('/uk/messages');
    await expect(page.getByTestId('cabinet-menu')).toBeVisible();
    await expect(notice).toBeHidden();
    // a new sign-in is a new session: the notice shows again, in the interface language
    await page.goto('/uk/login');
    const form = page.getByTestId('login-form');
    await form.locator('input[type=email]').fill('cabinet-empty@sandbox.test');
    await form.locator('input[type=password]').fill('Sandbox1!');
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/uk\/profile$/);
    await expect(notice).toContainText('Плановий технічний перерив у суботу');
    await expect(notice.getByRole('button', { name: 'Зрозуміло' })).toBeVisible();
  } finally {
    await sandbox.startupNotice(null);
  }
});

test('phone-unverified@ confirms the phone with the code; the modal does not come back', async ({ page, axe }) => {
  const phone = '+380501000004';
  await loginViaApi(page, 'phone-unverified@sandbox.test');
  await page.goto('/uk/profile');
  const ask = page.getByTestId('phone-unverified');
  await expect(ask).toBeVisible();
  await axe.check('phone not verified (uk)');
  await page.keyboard.press('Escape');
  await expect(ask).toBeVisible(); // required: it cannot be waved away
  const before = await outboxTop(phone);
  await ask.getByTestId('phone-verify').click();
  await expect(page.getByTestId('phone-otp')).toBeVisible();
  await enterCode(page, 'phone-otp', await codeAfter(phone, before));
  await expect(page.getByTestId('phone-verified')).toBeVisible();
  await axe.check('phone verified (uk)');
  await page.getByTestId('phone-verified-ok').click();
  await expect(page.getByTestId('phone-verified')).toBeHidden();
  await expect(ask).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('screen-profile')).toBeVisible();
  await expect(ask).toBeHidden();
  const user = (await sandbox.users()).find((u) => u.email === 'phone-unverified@sandbox.test');
  expect(user?.phone_is_verified).toBe(true);
});
