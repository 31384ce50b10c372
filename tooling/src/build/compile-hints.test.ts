import { describe, expect, it } from 'vitest';
import { rspack } from '@rsbuild/core';
import { COMPILE_HINT, wantsCompileHint, withCompileHint } from './compile-hints';

describe('compile hints', () => {
  it.each([
    ['static/js/index.a2063f4322.js', true],
    ['static/js/async/start-react.79d10e264b.js', true],
    ['static/js/async/start-router.cb109b0a4a.js', true],
    ['static/js/async/start-forms.59b99e5668.js', true],
    ['static/js/async/start-libs.6a3cef8b01.js', true],
    ['static/js/async/start.244cbdd940.js', true],
    // the translations' chunks are data, a lazily loaded chunk may never run, CSS and maps are not scripts
    ['static/js/async/bm.67f556163c.js', false],
    ['static/js/async/start-somewhere.1234abcd.js', false],
    ['static/js/async/start.244cbdd940.js.LICENSE.txt', false],
    ['static/js/index.a2063f4322.js.map', false],
    ['static/css/index.1234abcd.css', false],
    ['static/js/mfe_onboarding.7154757162.js', false],
  ])('%s → %s', (file, hinted) => {
    expect(wantsCompileHint(file)).toBe(hinted);
  });

  it('puts the hint on the first line, and a source map follows the shift by one line', () => {
    const src = '"use strict";(self.chunk_shell=self.chunk_shell||[]).push([["x"],{}]);';
    const map = { version: 3, file: 'x.js', sources: ['x.ts'], names: [], mappings: 'AAAA' };
    const hinted = withCompileHint(new rspack.sources.SourceMapSource(src, 'x.js', map), rspack.sources);
    expect(hinted.source().toString()).toBe(`//# allFunctionsCalledOnLoad\n${src}`);
    expect(COMPILE_HINT.endsWith('\n')).toBe(true);
    expect(hinted.map()?.mappings).toBe(';AAAA');
  });
});

describe('compile hints on the initial chunks (the bench monolith)', () => {
  it('hints every script the entry loads at once, not a lazily loaded chunk', async () => {
    const { createRsbuild } = await import('@rsbuild/core');
    const { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { pluginCompileHints } = await import('./compile-hints');
    const dir = mkdtempSync(join(tmpdir(), 'hints-'));
    const env = process.env.NODE_ENV;
    try {
      mkdirSync(join(dir, 'src'));
      writeFileSync(join(dir, 'src/index.js'), "import('./lazy').then((m) => m.run());\nconsole.log('start');\n");
      writeFileSync(join(dir, 'src/lazy.js'), "export function run() { console.log('later'); }\n");
      process.env.NODE_ENV = 'production';
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: {
          mode: 'production',
          plugins: [pluginCompileHints({ initialChunks: true })],
          source: { entry: { index: join(dir, 'src/index.js') } },
          output: { distPath: { root: join(dir, 'dist') } },
          performance: { printFileSize: false },
          logLevel: 'silent',
        },
      });
      await rsbuild.build();
      const js = (sub: string) =>
        readdirSync(join(dir, 'dist', sub))
          .filter((f) => f.endsWith('.js'))
          .map((f) => readFileSync(join(dir, 'dist', sub, f), 'utf8'));
      const initial = js('static/js');
      const lazy = js('static/js/async');
      expect(initial.length).toBeGreaterThan(0);
      expect(lazy.length).toBeGreaterThan(0);
      for (const f of initial) expect(f.startsWith(COMPILE_HINT)).toBe(true);
      for (const f of lazy) expect(f.startsWith(COMPILE_HINT)).toBe(false);
    } finally {
      process.env.NODE_ENV = env;
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
