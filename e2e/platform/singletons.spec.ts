import { test, expect } from '../support/fixtures';
import { loginViaApi } from '../support/session';
import { visitAllRemotes } from './visit-remotes';

const REACT_DOM_CLIENT = '__reactContainer$';
const REACT_CORE = ['__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE', 'useSyncExternalStore'];

test('react and react-dom are downloaded exactly once across all five remotes', async ({ page }) => {
  const bodies = await visitAllRemotes(page, (r) => r.url().endsWith('.js'));
  const shell = new URL(page.url()).origin;
  const reactDom = bodies.filter((b) => b.body.includes(REACT_DOM_CLIENT));
  expect(reactDom.map((b) => b.url)).toHaveLength(1);
  // React's own module: in react-dom's file (the shell's start-up puts them together: start-chunks.ts) or in
  // one file of its own — and only in the shell's files (a remote's copy would come from the CDN)
  const core = bodies.filter((b) => REACT_CORE.every((m) => b.body.includes(m)));
  expect(core.length).toBeGreaterThan(0);
  expect(core.filter((b) => !b.body.includes(REACT_DOM_CLIENT)).length).toBeLessThanOrEqual(1);
  expect(core.map((b) => new URL(b.url).origin)).toEqual(core.map(() => shell));
  // and the one copy of react-dom is the shell's
  expect(new URL(reactDom[0]!.url).origin).toBe(shell);
});

test('auth store, event bus, i18n and libraries are one instance across the shell and two remotes', async ({
  page,
}) => {
  await loginViaApi(page, 'cabinet@sandbox.test');
  await page.goto('/uk/messages');
  await expect(page.getByTestId('screen-messages')).toBeVisible();
  const result = await page.evaluate(async () => {
    type Probe = { authStore: any; bus: any; getI18n: () => unknown; libs: Record<string, unknown> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test-only view of window.__broker
    const broker = (window as unknown as { __broker: any }).__broker; // eslint-disable-line @typescript-eslint/no-explicit-any -- test-only
    const a = (await broker.loadRemoteModule('mfe-onboarding')).probe as Probe;
    const b = (await broker.loadRemoteModule('mfe-cabinet-messages')).probe as Probe;
    // a value written through remote A's store is seen by the shell and by remote B, no reload
    a.authStore.getState().setUser({ ...a.authStore.getState().user, first_name: 'Олена', last_name: 'Коваль' });
    const seenByShell = broker.authStore.getState().user?.first_name;
    const seenByB = b.authStore.getState().user?.first_name;
    // an event emitted in remote A is received in remote B
    let received: unknown = null;
    const off = b.bus.on('user:changed', (p: unknown) => (received = p));
    a.bus.emit('user:changed', { reason: 'from-onboarding' });
    off();
    return {
      seenByShell,
      seenByB,
      received,
      sameStore: a.authStore === b.authStore && a.authStore === broker.authStore,
      sameBus: a.bus === b.bus && a.bus === broker.bus,
      sameI18n: a.getI18n() === b.getI18n() && a.getI18n() === broker.i18n,
      sameLibs: Object.keys(broker.libs).filter((k) => a.libs[k] !== broker.libs[k] || b.libs[k] !== broker.libs[k]),
    };
  });
  expect(result).toEqual({
    seenByShell: 'Олена',
    seenByB: 'Олена',
    received: { reason: 'from-onboarding' },
    sameStore: true,
    sameBus: true,
    sameI18n: true,
    sameLibs: [],
  });
});
