import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '../support/fixtures';
import { loginViaApi } from '../support/session';
import { buildAreaPageRelease } from '../support/test-build';
import { cli, hashTree, liveVersion, readRegistry, restoreRegistryAfterEach, ROOT } from './delivery-helpers';

/**
 * Issue 23: a page in a remote's area, and a whole new remote, go live with only that remote's deploy —
 * the shell's build is the one the run started with (its files hashed before and after).
 */
restoreRegistryAfterEach(test);

const DOCS = 'mfe-cabinet-documents';
const OUT = '.tmp/delivery-builds/area-page';

test('a page added in the documents area: reachable by URL and by a link after its deploy, not-found after the rollback', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const shellBefore = hashTree(join(ROOT, 'shell/dist'));
  const before = liveVersion(DOCS).version;
  await loginViaApi(page, 'cabinet@sandbox.test');

  // before: a page the live version does not have is the shell's not-found page, inside the cabinet
  await page.goto('/uk/documents/archive');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('cabinet-menu')).toBeVisible();

  buildAreaPageRelease(join(OUT, DOCS));
  const deployed = cli(['deploy', DOCS, '--no-build', '--out', OUT]);
  const after = liveVersion(DOCS).version;
  expect(deployed).toContain(`${before} → ${after}`);

  await page.reload();
  await expect(page.getByTestId('screen-documents-archive')).toBeVisible();
  await expect(page.getByTestId('cabinet-menu')).toBeVisible();
  // by the link the new version puts on documents-all (client-side navigation)
  await page.goto('/en/documents/all');
  await expect(page.getByTestId('screen-documents-all')).toBeVisible();
  await page.getByTestId('archive-link').click();
  await expect(page).toHaveURL(/\/en\/documents\/archive$/);
  await expect(page.getByTestId('screen-documents-archive')).toBeVisible();

  cli(['rollback', DOCS]);
  await page.reload();
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/documents\/archive$/);
  await expect(page.getByTestId('screen-documents-archive')).toHaveCount(0);

  expect(hashTree(join(ROOT, 'shell/dist'))).toBe(shellBefore);
});

const KEY = 'mfe-e2e-funds';
const DIR = join(ROOT, KEY);

test.describe('a new remote', () => {
  // the workspace is left as it was: the scaffolded folder goes, the root tsconfig.json loses the project
  // reference the scaffold added (the registry is restored above)
  const rootTsconfig = readFileSync(join(ROOT, 'tsconfig.json'), 'utf8');
  test.afterEach(() => {
    rmSync(DIR, { recursive: true, force: true });
    writeFileSync(join(ROOT, 'tsconfig.json'), rootTsconfig);
  });

  test('scaffolded with `pnpm remote new`, deployed: its page in the cabinet with its menu entry, no shell build', async ({
    page,
    axe,
  }) => {
    test.setTimeout(240_000);
    const shellBefore = hashTree(join(ROOT, 'shell/dist'));
    rmSync(DIR, { recursive: true, force: true });
    const made = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/remote/cli.ts',
        'new',
        'e2e-funds',
        '--area',
        'e2e-funds',
        '--menu-uk',
        'Фонди',
        '--menu-en',
        'Funds',
        '--no-install',
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(made.status, `${made.stdout}${made.stderr}`).toBe(0);
    // what `pnpm install` would link (the scaffold pins the workspace's versions): the lockfile stays untouched
    symlinkSync(join(ROOT, 'mfe-cabinet-documents/node_modules'), join(DIR, 'node_modules'));

    // a remote claiming another's area is refused at deploy (add-area is the same gate)
    expect(() => cli(['add-area', KEY, 'documents/funds', '--cabinet'])).toThrow(
      /never been deployed|overlaps "documents"/,
    );
    cli(['deploy', KEY, '--out', '.tmp/delivery-builds/scaffold']);
    expect(readRegistry().remotes[KEY]).toMatchObject({
      area: { prefix: 'e2e-funds', cabinet: true, menu: { uk: 'Фонди', en: 'Funds' } },
    });
    expect(() => cli(['add-area', KEY, 'documents/funds', '--cabinet'])).toThrow(
      /overlaps "documents", the area of mfe-cabinet-documents: refused/,
    );

    await loginViaApi(page, 'cabinet@sandbox.test');
    await page.goto('/en/profile');
    await expect(page.getByTestId('screen-profile')).toBeVisible();
    const entry = page.getByTestId(`menu-area-${KEY}`);
    await expect(entry).toHaveText('Funds');
    await entry.click();
    await expect(page).toHaveURL(/\/en\/e2e-funds$/);
    await expect(page.getByTestId('screen-e2e-funds-home')).toBeVisible();
    await expect(page.getByTestId('cabinet-menu')).toBeVisible();
    await expect(entry).toHaveAttribute('aria-current', 'page');
    await axe.check('new remote in the cabinet (en)');

    // by URL, in uk; an unknown page of its area is the shell's not-found page
    await page.goto('/uk/e2e-funds');
    await expect(page.getByTestId('screen-e2e-funds-home')).toBeVisible();
    await expect(page.getByTestId(`menu-area-${KEY}`)).toHaveText('Фонди');
    await page.goto('/uk/e2e-funds/nope');
    await expect(page.getByTestId('not-found')).toBeVisible();

    expect(hashTree(join(ROOT, 'shell/dist'))).toBe(shellBefore);
  });
});
