import type { Page, Route } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import {
  captureReports,
  deployTestBuild,
  editEntry,
  go,
  liveVersion,
  OTHER,
  remoteGlob,
  restoreRegistryAfterEach,
  s,
  SUBJECT,
} from './delivery-helpers';

restoreRegistryAfterEach(test);

/**
 * One fault on one remote: install it, and return how to remove it. Network faults cover every version
 * of the remote (so last-known-good cannot hide them); build faults are deployed as the only version
 * the shell may pick (the good one is kept in the registry, but before the faulty one in history).
 */
interface Fault {
  name: string;
  /** console errors this fault legitimately causes (failed requests, React's report of a caught error) */
  expectedErrors: RegExp;
  install(page: Page): Promise<() => Promise<void>>;
}

const isManifest = (route: Route) => route.request().url().endsWith('/mf-manifest.json');
const isEntry = (route: Route) => /\/static\/js\/mfe_signing\.[0-9a-f]+\.js$/.test(route.request().url());

function networkFault(name: string, expectedErrors: RegExp, handle: (route: Route) => Promise<void>): Fault {
  return {
    name,
    expectedErrors,
    async install(page) {
      const handler = (route: Route) => handle(route);
      await page.route(remoteGlob(SUBJECT.remote), handler);
      return () => page.unroute(remoteGlob(SUBJECT.remote), handler);
    },
  };
}

function buildFault(kind: 'load' | 'render'): Fault {
  return {
    name: `throws while ${kind === 'load' ? 'loading' : 'rendering'}`,
    expectedErrors: new RegExp(`BUILD_FAULT=${kind}`),
    async install() {
      const good = liveVersion(SUBJECT.remote).version;
      deployTestBuild(SUBJECT.remote, `fault-${kind}`, { BUILD_FAULT: kind });
      const faulty = liveVersion(SUBJECT.remote).version;
      // no last-known-good behind the faulty version: the good one sits before it in history
      editEntry(SUBJECT.remote, (e) => {
        const f = e.history.find((v) => v.version === faulty)!;
        e.history = [...e.history.filter((v) => v !== f), f];
      });
      return async () => {
        editEntry(SUBJECT.remote, (e) => void (e.live = good)); // the fix: roll back to the good version
      };
    },
  };
}

const FAILED_REQUEST = /Failed to load resource|net::ERR_/;

const FAULTS: Fault[] = [
  networkFault('is unreachable', FAILED_REQUEST, (route) => route.abort('connectionrefused')),
  networkFault('answers 500', FAILED_REQUEST, (route) => route.fulfill({ status: 500, body: 'boom' })),
  networkFault('answers 404', FAILED_REQUEST, (route) => route.fulfill({ status: 404, body: 'nope' })),
  networkFault('serves garbage instead of its manifest', /$^/, (route) =>
    isManifest(route)
      ? route.fulfill({ status: 200, contentType: 'application/json', body: '<html>not json' })
      : route.continue(),
  ),
  networkFault(
    'serves garbage instead of its entry script',
    /Unexpected token|SyntaxError|integrity|digest/,
    (route) =>
      isEntry(route)
        ? route.fulfill({ status: 200, contentType: 'text/javascript', body: '<<< this is not javascript >>>' })
        : route.continue(),
  ),
  buildFault('load'),
  buildFault('render'),
  {
    name: 'is very slow',
    expectedErrors: /$^/,
    async install(page) {
      // held until the fault is removed, then dropped: the late answers never reach the page
      const held: Route[] = [];
      const handler = async (route: Route) => void held.push(route);
      await page.route(remoteGlob(SUBJECT.remote), handler);
      return async () => {
        await page.unroute(remoteGlob(SUBJECT.remote), handler);
        await Promise.all(held.map((r) => r.abort('timedout').catch(() => undefined)));
      };
    },
  },
];

for (const fault of FAULTS) {
  test(`when ${SUBJECT.remote} ${fault.name}: only its area shows the fallback, the rest works, retry recovers`, async ({
    page,
    consoleGuard,
  }) => {
    test.setTimeout(120_000);
    consoleGuard.allow(fault.expectedErrors);
    consoleGuard.allow(FAILED_REQUEST); // the dropped or failed requests of the faulty remote
    consoleGuard.allow(/The above error occurred|remote-fallback|RemoteLoadError|Federation Runtime/); // React reports caught errors
    const reports = await captureReports(page);
    const subjectRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${s.cdnOrigin}/${SUBJECT.remote}/`)) subjectRequests.push(r.url());
    });
    const remove = await fault.install(page);

    await page.goto(SUBJECT.path);
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible({ timeout: 30_000 });
    await expect(fallback.getByRole('heading', { level: 1 })).toHaveText('Цей розділ тимчасово недоступний');
    // inside the shell's main area: the header and the language switch are still the shell's
    await expect(page.locator('main#main').getByTestId('remote-fallback')).toBeVisible();
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(SUBJECT.path);
    expect(reports.some((r) => r.remote === SUBJECT.remote)).toBe(true);

    // the shell and another remote still work; coming back keeps the fallback in that area only
    await go(page, OTHER.path);
    await expect(page.getByTestId(OTHER.testId)).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/login$/);
    await go(page, SUBJECT.path.replace('/uk/', '/en/'));
    await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This section is temporarily unavailable');

    await remove();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId(SUBJECT.testId)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    expect(subjectRequests.length).toBeGreaterThan(0);
  });
}

test('a transient failure is retried automatically with a short backoff: no fallback is shown', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(FAILED_REQUEST);
  let manifestCalls = 0;
  await page.route(remoteGlob(SUBJECT.remote), (route) =>
    isManifest(route) && ++manifestCalls <= 2 ? route.fulfill({ status: 503, body: 'busy' }) : route.continue(),
  );
  const started = Date.now();
  await page.goto(SUBJECT.path);
  await expect(page.getByTestId(SUBJECT.testId)).toBeVisible();
  expect(manifestCalls).toBe(3);
  expect(Date.now() - started).toBeLessThan(8_000);
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
});
