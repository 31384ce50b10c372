import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, workspaceRemotes } from '../lib/remotes.mjs';
import { scaffoldRemote } from './scaffold';

/**
 * A scratch workspace beside the real one (its shared package, base tsconfig and installed libraries
 * linked in), so scaffolding never touches the repo while vitest, lint or typecheck read it.
 */
const scratch = join(ROOT, '.tmp', `scaffold-${process.pid}`);

beforeAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  // shell: tooling's build config imports the one owner of MF internals (shell/src/remotes/mf-internals)
  for (const f of [
    'shared',
    'tooling',
    'shell',
    'node_modules',
    'tsconfig.base.json',
    'mfe-cabinet-messages',
    'mfe-cabinet-documents',
  ])
    symlinkSync(join(ROOT, f), join(scratch, f));
  // a copy, not a link: scaffolding adds the new remote's project reference to it
  copyFileSync(join(ROOT, 'tsconfig.json'), join(scratch, 'tsconfig.json'));
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  // the scratch remote's build info lands in the linked node_modules' cache
  rmSync(join(ROOT, 'node_modules/.cache/tsc/mfe-funds.tsbuildinfo'), { force: true });
});

describe('pnpm remote new', () => {
  it("scaffolds a remote that is one of the workspace's remotes and typechecks", async () => {
    const key = await scaffoldRemote({
      name: 'funds',
      prefix: 'funds',
      cabinet: true,
      menu: { uk: 'Фонди', en: 'Funds' },
      root: scratch,
    });
    expect(key).toBe('mfe-funds');
    const dir = join(scratch, key);
    for (const f of [
      'package.json',
      'tsconfig.json',
      'rsbuild.config.ts',
      'src/index.ts',
      'src/bootstrap.tsx',
      'src/env.d.ts',
      'src/expose/app.tsx',
      'src/features/home/home-screen.tsx',
      'src/features/home/home-screen.test.tsx',
      'src/locales/uk.json',
      'src/locales/en.json',
    ]) {
      expect(existsSync(join(dir, f)), f).toBe(true);
    }
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    // the one declaration: dev port above the five, the area with its cabinet menu entry
    expect(pkg.broker).toEqual({
      devPort: 4306,
      area: { prefix: 'funds', cabinet: true, menu: { uk: 'Фонди', en: 'Funds' } },
    });
    expect(workspaceRemotes(scratch).map((r) => r.key)).toEqual([
      'mfe-cabinet-documents',
      'mfe-cabinet-messages',
      'mfe-funds',
    ]);
    // the libraries a screen needs resolve as after `pnpm install` (same versions as the workspace's)
    symlinkSync(join(ROOT, 'mfe-cabinet-documents/node_modules'), join(dir, 'node_modules'));
    // its own project (tsc -b: shared's declarations are built first when missing), listed in the root tsconfig
    const tsc = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', join(dir, 'tsconfig.json')],
      { encoding: 'utf8' },
    );
    expect(`${tsc.stdout}${tsc.stderr}`).toBe('');
    expect(tsc.status).toBe(0);
    expect(readFileSync(join(dir, 'tsconfig.json'), 'utf8')).toContain(
      '"../node_modules/.cache/tsc/mfe-funds.tsbuildinfo"',
    );
    const root = JSON.parse(readFileSync(join(scratch, 'tsconfig.json'), 'utf8'));
    expect(root.references).toContainEqual({ path: './mfe-funds' });
    expect(root.references).toContainEqual({ path: './shared' });
  }, 180_000);

  it.each([
    [{ name: 'docs', prefix: 'documents/archive', cabinet: true }, 'the area of mfe-cabinet-documents'],
    [{ name: 'limits', prefix: 'trade-limits', cabinet: true }, 'spec route trade-limits'],
    [{ name: 'Funds', prefix: 'x', cabinet: true }, 'lower-case words'],
    [{ name: 'cabinet-messages', prefix: 'x', cabinet: true }, 'exists already'],
    [{ name: 'other', prefix: 'other', cabinet: true, port: 4304 }, 'dev port 4304 is mfe-cabinet-documents'],
  ])('refuses %j', async (opts, why) => {
    await expect(scaffoldRemote({ ...opts, root: scratch })).rejects.toThrow(why);
  });
});
