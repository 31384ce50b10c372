import { join } from 'node:path';
import { test, expect } from '../support/fixtures';
import {
  captureReports,
  cli,
  deployTestBuild,
  go,
  hashTree,
  liveVersion,
  OTHER,
  readRegistry,
  restoreRegistryAfterEach,
  ROOT,
  s,
  SUBJECT,
} from './delivery-helpers';

restoreRegistryAfterEach(test);

const seconds = (out: string) => Number(/ in ([\d.]+) s/.exec(out)?.[1] ?? NaN);

test('deploying one remote shows its new text after a reload, changes no shell file, and rolls back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const shellBefore = hashTree(join(ROOT, 'shell/dist'));
  const before = liveVersion(SUBJECT.remote).version;

  await page.goto(SUBJECT.path);
  await expect(page.getByTestId(SUBJECT.testId)).toBeVisible();
  await expect(page.getByTestId('release-label')).toHaveCount(0);

  const deployed = deployTestBuild(SUBJECT.remote, 'label-b2', { BUILD_LABEL: 'b2' });
  const after = liveVersion(SUBJECT.remote).version;
  expect(after).not.toBe(before);
  expect(deployed).toContain(`${before} → ${after}`);
  console.log(`[timing] deploy of ${SUBJECT.remote} (build + publish): ${seconds(deployed)} s`);

  await page.reload();
  await expect(page.getByTestId('release-label')).toHaveText('release b2');
  await expect(page.getByTestId(SUBJECT.testId)).toBeVisible();

  const rolled = cli(['rollback', SUBJECT.remote]);
  expect(rolled).toContain(`${after} → ${before}`);
  console.log(`[timing] rollback of ${SUBJECT.remote}: ${seconds(rolled)} s`);
  await page.reload();
  await expect(page.getByTestId(SUBJECT.testId)).toBeVisible();
  await expect(page.getByTestId('release-label')).toHaveCount(0);

  // roll forward to the labelled version by name
  cli(['rollback', SUBJECT.remote, '--to', after]);
  await page.reload();
  await expect(page.getByTestId('release-label')).toHaveText('release b2');

  expect(hashTree(join(ROOT, 'shell/dist'))).toBe(shellBefore);
});

test('the same build deployed twice is one immutable version; unknown names and versions are clear errors', async () => {
  test.setTimeout(120_000);
  deployTestBuild(SUBJECT.remote, 'label-b2', { BUILD_LABEL: 'b2' });
  const first = liveVersion(SUBJECT.remote);
  const again = cli(['deploy', SUBJECT.remote, '--no-build', '--out', '.tmp/delivery-builds/label-b2']);
  expect(again).toContain('already published, reused');
  expect(liveVersion(SUBJECT.remote)).toEqual(first);
  expect(readRegistry().remotes[SUBJECT.remote]!.history.filter((v) => v.version === first.version)).toHaveLength(1);

  expect(() => cli(['deploy', 'mfe-nope'])).toThrow(/unknown remote "mfe-nope"/);
  expect(() => cli(['rollback', SUBJECT.remote, '--to', '9.9.9-nope'])).toThrow(/has no version "9\.9\.9-nope"/);
});

for (const purge of [
  { what: 'whole folder', glob: '**' },
  { what: 'lazy chunks', glob: 'static/js/async/**' },
]) {
  test(`a deploy while the user is in the app, the old version's ${purge.what} gone → that remote reloads once, not the page`, async ({
    page,
    consoleGuard,
  }) => {
    // the old version is gone: its 404 pages fail to load, and fail the integrity check of its hash list
    consoleGuard.allow(
      /Failed to load resource: the server responded with a status of 404|SRI's integrity checks failed|Failed to find a valid digest/,
    );
    test.setTimeout(180_000);
    const reports = await captureReports(page);
    const old = liveVersion(SUBJECT.remote).version;
    await page.goto(OTHER.path);
    await expect(page.getByTestId(OTHER.testId)).toBeVisible();
    await page.evaluate(() => Object.assign(window, { __samePage: true }));

    deployTestBuild(SUBJECT.remote, 'label-b2', { BUILD_LABEL: 'b2' });
    // the CDN dropped the old version's files (the page still holds the registry it started with)
    await page.route(`${s.cdnOrigin}/${SUBJECT.remote}/${old}/${purge.glob}`, (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    );
    const registryReads: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${s.cdnOrigin}/registry.json`)) registryReads.push(r.url());
    });

    await go(page, SUBJECT.path);
    await expect(page.getByTestId('release-label')).toHaveText('release b2');
    await expect(page.getByTestId(SUBJECT.testId)).toBeVisible();
    expect(registryReads).toHaveLength(1); // one reload of that remote's registry entry, not a loop
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(reports.filter((r) => r.kind === 'remote-load' && r.version === old)).toHaveLength(1);
  });
}
