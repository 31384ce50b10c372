import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test, expect } from '../support/fixtures';
import { e2eSettings } from '../support/env';
import { loginViaApi } from '../support/session';
import { integrityList } from '../../scripts/remote/publish';
import { compressFile } from '@broker/tooling/compress';

const s = e2eSettings();
const cdn = resolve(import.meta.dirname, '../..', s.cdnDir);
const registryFile = join(cdn, 'registry.json');
const KEY = 'mfe-cabinet-messages';

test('the registry is data: editing one entry changes what the shell loads on the next page load', async ({ page }) => {
  const original = readFileSync(registryFile, 'utf8');
  const registry = JSON.parse(original);
  const live: string = registry.remotes[KEY].live;
  // a second "release" of the remote whose screen title differs: a copy of the live folder
  const altVersion = `${live}-alt`;
  const altDir = join(cdn, KEY, altVersion);
  cpSync(join(cdn, KEY, live), altDir, { recursive: true });
  const jsDir = join(altDir, 'static/js/async');
  for (const f of readdirSync(jsDir).filter((n) => n.endsWith('.js'))) {
    const body = readFileSync(join(jsDir, f), 'utf8');
    if (!body.includes('"Повідомлення"')) continue;
    writeFileSync(join(jsDir, f), body.replace('"Повідомлення"', '"Повідомлення (нова версія)"'));
    await compressFile(join(jsDir, f)); // the CDN serves the .br/.gz siblings: they must say the same
  }
  // a release carries the hashes of its files (checked by the shell): sign the altered copy as publish does
  const list = await integrityList(altDir);
  writeFileSync(join(altDir, 'integrity.json'), list);
  await compressFile(join(altDir, 'integrity.json'));
  const integrity = `sha384-${createHash('sha384').update(list).digest('base64')}`;
  try {
    await loginViaApi(page, 'cabinet@sandbox.test');
    await page.goto('/uk/messages');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Повідомлення');

    registry.remotes[KEY].history.unshift({
      ...registry.remotes[KEY].history[0],
      version: altVersion,
      manifest: `${KEY}/${altVersion}/mf-manifest.json`,
      integrity,
    });
    registry.remotes[KEY].live = altVersion;
    writeFileSync(registryFile, JSON.stringify(registry));

    const manifest = page.waitForRequest((r) => r.url().endsWith(`/${KEY}/${altVersion}/mf-manifest.json`));
    await page.reload();
    await manifest;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Повідомлення (нова версія)');
  } finally {
    writeFileSync(registryFile, original);
    rmSync(altDir, { recursive: true, force: true });
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Повідомлення');
});
