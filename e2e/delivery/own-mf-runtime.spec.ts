import { test, expect } from '../support/fixtures';
import { visitAllRemotes } from '../platform/visit-remotes';
import {
  captureReports,
  deployTestBuild,
  go,
  liveVersion,
  OTHER,
  restoreRegistryAfterEach,
  s,
  SUBJECT,
} from './delivery-helpers';

restoreRegistryAfterEach(test);

/** Strings of MF's runtime core and of its bundler runtime glue (performance.spec.ts checks a lean entry has none). */
const OWN_RUNTIME_MARKS = ['beforeRegisterRemote', 'RUNTIME-001'];
const REACT_DOM = '__reactContainer$';
const OWN = 'mfe-cabinet-messages';
const LEAN = 'mfe-cabinet-accounts';

/** MF's previous minor, kept in the workspace as `mf-previous-rsbuild-plugin` (root package.json) for this test. */
const PREVIOUS_MF = '2.8.2';

/**
 * MF upgrades without lockstep (docs/delivery.md): a remote built on another @module-federation/* version
 * than the live shell (MF_PLUGIN_PACKAGE: MF 2.8.2's rsbuild plugin; the shell is on 2.9.2) is deployed
 * with an entry carrying its own MF runtime — deploy decides so by itself — and loads beside the lean
 * remotes in one page session, on the shell's share scope: one react-dom, one auth store, one event bus.
 */
test('a remote built on another MF version runs beside lean ones with its own runtime: one react-dom, one auth store', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const out = deployTestBuild(OWN, 'previous-mf', { MF_PLUGIN_PACKAGE: 'mf-previous-rsbuild-plugin', TEST_HOOKS: '1' });
  const cost = new RegExp(
    `its entry carries its own MF runtime ${PREVIOUS_MF.replace(/\./g, '\\.')} \\(the live shell's: (\\S+)\\): entry ([\\d.]+) KB br, \\+([\\d.]+) KB br over its lean entry`,
  ).exec(out);
  expect(cost, out).not.toBeNull();
  expect(cost![1]).not.toBe(PREVIOUS_MF);
  console.log(
    `[bytes] ${OWN} entry with its own MF runtime ${PREVIOUS_MF} (shell ${cost![1]}): ${cost![2]} KB br (+${cost![3]} KB br over lean)`,
  );
  const own = liveVersion(OWN).version;

  const bodies = await visitAllRemotes(page, (r) => r.request().resourceType() === 'script');
  const entryOf = (remote: string) =>
    bodies.find((b) =>
      new RegExp(`/${remote}/[^/]+/static/js/${remote.replace(/-/g, '_')}\\.[0-9a-f]+\\.js$`).test(b.url),
    );
  const ownEntry = entryOf(OWN);
  const leanEntry = entryOf(LEAN);
  expect(ownEntry?.url).toContain(`${s.cdnOrigin}/${OWN}/${own}/`);
  for (const mark of OWN_RUNTIME_MARKS) {
    expect(ownEntry!.body, `${OWN} carries ${mark}`).toContain(mark);
    expect(leanEntry!.body, `${LEAN} carries no ${mark}`).not.toContain(mark);
  }
  expect(ownEntry!.body).not.toContain('__BROKER_MF_PARTS__');
  expect(ownEntry!.body, "the runtime in its entry is MF's previous version").toContain(PREVIOUS_MF);
  expect(leanEntry!.body).toContain('__BROKER_MF_PARTS__');
  // one react-dom for the page, the shell's
  const reactDom = bodies.filter((b) => b.body.includes(REACT_DOM)).map((b) => b.url);
  expect(reactDom).toHaveLength(1);
  expect(new URL(reactDom[0]!).origin).toBe(new URL(page.url()).origin);

  const result = await page.evaluate(
    async ([ownKey, leanKey]) => {
      type Probe = { authStore: any; bus: any; getI18n: () => unknown; libs: Record<string, unknown> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test-only view of window.__broker
      const broker = (window as unknown as { __broker: any }).__broker; // eslint-disable-line @typescript-eslint/no-explicit-any -- test-only
      const a = (await broker.loadRemoteModule(ownKey)).probe as Probe;
      const b = (await broker.loadRemoteModule(leanKey)).probe as Probe;
      a.authStore.getState().setUser({ ...a.authStore.getState().user, first_name: 'Олена' });
      let received: unknown = null;
      const off = b.bus.on('user:changed', (p: unknown) => (received = p));
      a.bus.emit('user:changed', { reason: 'own-runtime' });
      off();
      return {
        seenByShell: broker.authStore.getState().user?.first_name,
        seenByLean: b.authStore.getState().user?.first_name,
        received,
        sameStore: a.authStore === b.authStore && a.authStore === broker.authStore,
        sameI18n: a.getI18n() === b.getI18n() && a.getI18n() === broker.i18n,
        sameLibs: Object.keys(broker.libs).filter((k) => a.libs[k] !== broker.libs[k] || b.libs[k] !== broker.libs[k]),
      };
    },
    [OWN, LEAN],
  );
  expect(result).toEqual({
    seenByShell: 'Олена',
    seenByLean: 'Олена',
    received: { reason: 'own-runtime' },
    sameStore: true,
    sameI18n: true,
    sameLibs: [],
  });
  // and the screen of the own-runtime remote works in the cabinet layout
  await expect(page.getByTestId('screen-messages')).toBeVisible();
});

test('a live version on another MF version that throws while rendering gives way to the lean one before it, in the same page', async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  consoleGuard.allow(/BUILD_FAULT=render|The above error occurred/); // React's log of the caught error
  const reports = await captureReports(page);
  const good = liveVersion(SUBJECT.remote).version;
  // a fault build is deployed with --no-build: MF_RUNTIME=own makes the entry deploy would have built
  deployTestBuild(SUBJECT.remote, 'previous-mf-render', {
    BUILD_FAULT: 'render',
    MF_PLUGIN_PACKAGE: 'mf-previous-rsbuild-plugin',
    MF_RUNTIME: 'own',
    TEST_HOOKS: '1',
  });
  const broken = liveVersion(SUBJECT.remote).version;
  const brokenEntry: string[] = [];
  page.on('response', async (r) => {
    if (r.url().includes(`/${SUBJECT.remote}/${broken}/static/js/mfe_signing.`))
      brokenEntry.push(await r.text().catch(() => ''));
  });

  await page.goto(SUBJECT.path);
  // the MF 2.8.2 entry ran and threw while rendering; the lean 2.9.2 one is loaded under the same name
  await expect(page.getByTestId(SUBJECT.testId)).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  await expect
    .poll(() => reports.find((r) => r.kind === 'remote-render'))
    .toMatchObject({ remote: SUBJECT.remote, version: broken, shownVersion: good });
  expect(
    brokenEntry.some((body) => body.includes(PREVIOUS_MF) && body.includes(OWN_RUNTIME_MARKS[0]!)),
    'the 2.8.2 entry with its own runtime ran first',
  ).toBe(true);
  // and another (lean) remote still loads in that page
  await go(page, OTHER.path);
  await expect(page.getByTestId(OTHER.testId)).toBeVisible();
});
