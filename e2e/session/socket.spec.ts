import { test, expect } from '../support/fixtures';
import { loginViaApi, recordBus, seenOn, type BrokerWindow } from '../support/session';
import { sandbox } from '../support/sandbox';

const EMAIL = 'cabinet@sandbox.test';

const socketState = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as BrokerWindow).__broker.session.getState().socket);

test('a back-office push arrives on the bus; a dropped socket reconnects and lists are told to refetch', async ({
  page,
}) => {
  await loginViaApi(page, EMAIL);
  await page.goto('/uk/messages');
  await expect(page.getByTestId('screen-messages')).toBeVisible();
  await expect.poll(async () => (await socketState(page)).status).toBe('open');
  await recordBus(page, ['socket:update', 'socket:reconnected']);
  // create=false: only the signal, the seeded lists other tests count stay as they are

  await sandbox.push(EMAIL, 'messages', false);
  await sandbox.push(EMAIL, 'docs', false);
  await expect.poll(() => seenOn(page, 'socket:update')).toEqual([{ data: 'messages' }, { data: 'docs' }]);

  await sandbox.dropSockets(EMAIL);
  // 1 s after the drop the shell is connected again and says so on the bus
  await expect.poll(() => seenOn(page, 'socket:reconnected'), { timeout: 5000 }).toEqual([{ attempt: 1 }]);
  expect(await socketState(page)).toMatchObject({ status: 'open', opens: 2, reconnects: 1 });

  await sandbox.push(EMAIL, 'accounts', false);
  await expect.poll(() => seenOn(page, 'socket:update')).toContainEqual({ data: 'accounts' });
});

test('the socket closes when the user leaves the cabinet', async ({ page }) => {
  await loginViaApi(page, EMAIL);
  await page.goto('/uk/profile');
  await expect(page.getByTestId('screen-profile')).toBeVisible();
  await expect.poll(async () => (await socketState(page)).status).toBe('open');
  await page.evaluate(() => (window as unknown as BrokerWindow).__broker.bus.emit('auth:logout', { reason: 'user' }));
  await expect(page).toHaveURL(/\/uk\/login$/);
  await expect.poll(async () => (await socketState(page)).status).toBe('stopped');
});
