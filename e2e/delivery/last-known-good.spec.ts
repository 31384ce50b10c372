import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '../support/fixtures';
import {
  captureReports,
  cli,
  deployTestBuild,
  editEntry,
  go,
  liveVersion,
  remoteCli,
  restoreRegistryAfterEach,
  ROOT,
  s,
  SUBJECT,
  testBuildDir,
} from './delivery-helpers';

restoreRegistryAfterEach(test);

/** Opens the diagnostics view in the same page session (its state lives in the page). */
async function openStatus(page: import('@playwright/test').Page) {
  await go(page, '/uk/__status');
  await expect(page.getByTestId('diagnostics')).toBeVisible();
  return page.getByTestId(`status-${SUBJECT.remote}`);
}

test('live version broken, previous good → the previous renders, diagnostics say last-known-good, a report is sent', async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  consoleGuard.allow(/BUILD_FAULT=load/); // nothing else: the user sees no error
  const reports = await captureReports(page);
  const good = liveVersion(SUBJECT.remote).version;
  deployTestBuild(SUBJECT.remote, 'fault-load', { BUILD_FAULT: 'load' });
  const broken = liveVersion(SUBJECT.remote).version;

  await page.goto(SUBJECT.path);
  await expect(page.getByTestId(SUBJECT.testId)).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);

  const row = await openStatus(page);
  await expect(page.getByTestId(`status-source-${SUBJECT.remote}`)).toHaveText('остання робоча (last-known-good)');
  await expect(page.getByTestId(`status-live-${SUBJECT.remote}`)).toHaveText(broken);
  await expect(page.getByTestId(`status-loaded-${SUBJECT.remote}`)).toHaveText(good);
  await expect(page.getByTestId(`status-error-${SUBJECT.remote}`)).toContainText('BUILD_FAULT=load');
  await expect(row).toBeVisible();
  await expect
    .poll(() => reports.find((r) => r.kind === 'last-known-good'))
    .toMatchObject({ remote: SUBJECT.remote, version: good });
  expect(reports.find((r) => r.kind === 'remote-load')).toMatchObject({ remote: SUBJECT.remote, version: broken });
});

test('a remote built against another shared major is refused by `remote deploy`', async () => {
  test.setTimeout(120_000);
  const before = liveVersion(SUBJECT.remote).version;
  const res = remoteCli(['deploy', SUBJECT.remote, '--out', '.tmp/delivery-builds/contract-2'], {
    CONTRACT_MAJOR: '2',
  });
  expect(res.status).not.toBe(0);
  expect(res.stderr).toMatch(/built against shared contract major 2, the live shell speaks 1: refused/);
  expect(liveVersion(SUBJECT.remote).version).toBe(before);
});

for (const lie of [false, true]) {
  test(`a contract-2 build forced into the registry${lie ? ' (registry claiming contract 1)' : ''} is refused by the shell`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const reports = await captureReports(page);
    const dist = testBuildDir(SUBJECT.remote, 'contract-2');
    if (!existsSync(join(dist, 'build-info.json'))) {
      remoteCli(['deploy', SUBJECT.remote, '--out', '.tmp/delivery-builds/contract-2'], { CONTRACT_MAJOR: '2' }); // builds, then refuses
    }
    const good = liveVersion(SUBJECT.remote);
    // what an operator bypassing the tool would do: copy the build to the CDN and point the registry at it
    const version = `${good.version.split('-')[0]}-contract2${lie ? 'lie' : ''}`;
    cpSync(dist, join(ROOT, s.cdnDir, SUBJECT.remote, version), { recursive: true });
    editEntry(SUBJECT.remote, (e) => {
      e.history.unshift({
        version,
        manifest: `${SUBJECT.remote}/${version}/mf-manifest.json`,
        contractMajor: lie ? 1 : 2,
        publishedAt: new Date().toISOString(),
      });
      e.live = version;
    });
    const fetched: string[] = [];
    page.on('request', (r) => r.url().includes(`/${version}/`) && fetched.push(r.url()));

    await page.goto(SUBJECT.path);
    await expect(page.getByTestId(SUBJECT.testId)).toBeVisible(); // last-known-good took over
    await openStatus(page);
    await expect(page.getByTestId(`status-loaded-${SUBJECT.remote}`)).toHaveText(good.version);
    await expect(page.getByTestId(`status-error-${SUBJECT.remote}`)).toContainText(
      `contract major 2 ≠ shell 1 (${lie ? 'module meta' : 'registry'})`,
    );
    await expect
      .poll(() => reports.find((r) => r.kind === 'contract-mismatch'))
      .toMatchObject({ remote: SUBJECT.remote, version });
    // told by the registry, the shell does not even fetch it; lied to, it refuses what the module says
    if (lie) expect(fetched.length).toBeGreaterThan(0);
    else expect(fetched).toEqual([]);
  });
}

test('a registry entry on a foreign origin is refused and reported, never fetched', async ({ page }) => {
  const reports = await captureReports(page);
  const good = liveVersion(SUBJECT.remote);
  const foreign = `http://127.0.0.2:${s.cdnPort}/${SUBJECT.remote}/${good.version}/mf-manifest.json`;
  editEntry(SUBJECT.remote, (e) => {
    e.history.unshift({ ...good, version: `${good.version}-foreign`, manifest: foreign });
    e.live = `${good.version}-foreign`;
  });
  const toForeign: string[] = [];
  page.on('request', (r) => r.url().startsWith('http://127.0.0.2') && toForeign.push(r.url()));

  await page.goto(SUBJECT.path);
  await expect(page.getByTestId(SUBJECT.testId)).toBeVisible(); // last-known-good from the allowed CDN
  await openStatus(page);
  await expect(page.getByTestId(`status-source-${SUBJECT.remote}`)).toHaveText('остання робоча (last-known-good)');
  await expect(page.getByTestId(`status-error-${SUBJECT.remote}`)).toContainText('refused http://127.0.0.2');
  await expect
    .poll(() => reports.find((r) => r.kind === 'foreign-origin'))
    .toMatchObject({ remote: SUBJECT.remote, version: `${good.version}-foreign` });
  expect(toForeign).toEqual([]);
});

test('with every version on a foreign origin the remote shows its fallback and nothing is fetched from there', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/The above error occurred|RemoteLoadError/);
  await captureReports(page);
  editEntry(SUBJECT.remote, (e) => {
    e.history = e.history.map((v) => ({ ...v, manifest: `http://127.0.0.2:${s.cdnPort}/${v.manifest}` }));
  });
  const toForeign: string[] = [];
  page.on('request', (r) => r.url().startsWith('http://127.0.0.2') && toForeign.push(r.url()));
  await page.goto(SUBJECT.path);
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  expect(toForeign).toEqual([]);
});

test('a version withdrawn by a rollback is never used as last-known-good', async ({ page, consoleGuard }) => {
  test.setTimeout(120_000);
  consoleGuard.allow(/BUILD_FAULT=load/);
  await captureReports(page);
  const baseline = liveVersion(SUBJECT.remote).version;
  deployTestBuild(SUBJECT.remote, 'label-b2', { BUILD_LABEL: 'b2' }); // released, then rolled back
  cli(['rollback', SUBJECT.remote]);
  deployTestBuild(SUBJECT.remote, 'fault-load', { BUILD_FAULT: 'load' }); // broken live
  expect(cli(['list'])).toMatch(/withdrawn/);

  await page.goto(SUBJECT.path);
  await expect(page.getByTestId(SUBJECT.testId)).toBeVisible();
  await expect(page.getByTestId('release-label')).toHaveCount(0); // not the withdrawn "release b2"
  await openStatus(page);
  await expect(page.getByTestId(`status-loaded-${SUBJECT.remote}`)).toHaveText(baseline);
});

test('live version throws while rendering, previous good → the previous shows; one report names both; diagnostics say why', async ({
  page,
  consoleGuard,
  axe,
}) => {
  test.setTimeout(120_000);
  consoleGuard.allow(/BUILD_FAULT=render|The above error occurred/); // React's log of the caught error
  const reports = await captureReports(page);
  const good = liveVersion(SUBJECT.remote).version;
  deployTestBuild(SUBJECT.remote, 'fault-render', { BUILD_FAULT: 'render' });
  const broken = liveVersion(SUBJECT.remote).version;
  const toBroken: string[] = [];
  page.on('request', (r) => r.url().includes(`/${broken}/`) && toBroken.push(r.url()));

  await page.goto(SUBJECT.path);
  await expect(page.getByTestId(SUBJECT.testId)).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  await expect
    .poll(() => reports.find((r) => r.kind === 'remote-render'))
    .toMatchObject({ remote: SUBJECT.remote, version: broken, shownVersion: good });
  expect(reports.find((r) => r.kind === 'remote-render')?.message).toContain('BUILD_FAULT=render');
  expect(reports.filter((r) => r.kind === 'remote-render')).toHaveLength(1);
  expect(reports.find((r) => r.kind === 'last-known-good')).toMatchObject({ remote: SUBJECT.remote, version: good });

  await openStatus(page);
  await expect(page.getByTestId(`status-source-${SUBJECT.remote}`)).toHaveText('остання робоча (last-known-good)');
  await expect(page.getByTestId(`status-reason-${SUBJECT.remote}`)).toHaveText(
    'помилка відображення актуальної версії',
  );
  await expect(page.getByTestId(`status-live-${SUBJECT.remote}`)).toHaveText(broken);
  await expect(page.getByTestId(`status-loaded-${SUBJECT.remote}`)).toHaveText(good);
  await expect(page.getByTestId(`status-error-${SUBJECT.remote}`)).toContainText(`${broken}: threw while rendering`);
  await page.setViewportSize({ width: 390, height: 844 });
  await axe.check('status page, last-known-good after a render error (uk, 390 px)');
  // the seven columns scroll inside their own region; the page itself does not scroll sideways
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // for the rest of this page visit the broken version is not tried again
  const requestsBefore = toBroken.length;
  await go(page, SUBJECT.path.replace('/uk/', '/en/'));
  await expect(page.getByTestId(SUBJECT.testId)).toBeVisible();
  await go(page, '/en/__status');
  await expect(page.getByTestId(`status-reason-${SUBJECT.remote}`)).toHaveText('live version threw while rendering');
  await axe.check('status page, last-known-good after a render error (en, 390 px)');
  expect(toBroken.length).toBe(requestsBefore);

  // a new page visit gives the live version a fresh chance (a transient error pins nobody for long)
  await page.goto(SUBJECT.path);
  await expect(page.getByTestId(SUBJECT.testId)).toBeVisible();
  expect(toBroken.length).toBeGreaterThan(requestsBefore);
});

test('live and previous version both throw while rendering → the fallback with retry; each is reported; try again recovers', async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  consoleGuard.allow(/BUILD_FAULT=render|The above error occurred/);
  const reports = await captureReports(page);
  const good = liveVersion(SUBJECT.remote).version;
  deployTestBuild(SUBJECT.remote, 'fault-render', { BUILD_FAULT: 'render' });
  const broken = liveVersion(SUBJECT.remote);
  // the older version broken too: the same faulty files published under a second version folder
  const older = `${broken.version}-older`;
  cpSync(join(ROOT, s.cdnDir, SUBJECT.remote, broken.version), join(ROOT, s.cdnDir, SUBJECT.remote, older), {
    recursive: true,
  });
  editEntry(SUBJECT.remote, (e) => {
    e.history.splice(1, 0, { ...broken, version: older, manifest: `${SUBJECT.remote}/${older}/mf-manifest.json` });
  });

  await page.goto(SUBJECT.path);
  await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId(SUBJECT.testId)).toHaveCount(0);
  await expect
    .poll(() => reports.filter((r) => r.kind === 'remote-render').map((r) => [r.version, r.shownVersion]))
    .toEqual([
      [broken.version, undefined],
      [older, undefined],
    ]);
  await openStatus(page);
  await expect(page.getByTestId(`status-error-${SUBJECT.remote}`)).toContainText(
    `${broken.version}: threw while rendering`,
  );
  await expect(page.getByTestId(`status-error-${SUBJECT.remote}`)).toContainText(`${older}: threw while rendering`);

  // coming back in this page visit: neither is tried again; after the fix (a rollback), "try again" recovers
  await go(page, SUBJECT.path);
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  editEntry(SUBJECT.remote, (e) => void (e.live = good));
  await page.getByRole('button', { name: 'Спробувати ще раз' }).click();
  await expect(page.getByTestId(SUBJECT.testId)).toBeVisible({ timeout: 30_000 });
  await openStatus(page);
  await expect(page.getByTestId(`status-source-${SUBJECT.remote}`)).toHaveText('актуальна');
  await expect(page.getByTestId(`status-loaded-${SUBJECT.remote}`)).toHaveText(good);
});
