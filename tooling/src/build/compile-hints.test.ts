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
