import { describe, expect, it } from 'vitest';
import {
  LATER_CHUNK_FILE,
  LATER_GROUP,
  START_GROUPS,
  WITH_HTML_CHUNK_FILE,
  startChunkGroups,
  startGroupOf,
} from './start-chunks';

const pnpm = (pkg: string, file: string) => `/repo/node_modules/.pnpm/${pkg}@1.0.0/node_modules/${pkg}/${file}`;

describe('the shell start-up groups', () => {
  it.each([
    [pnpm('react-dom', 'cjs/react-dom-client.production.js'), 'javascript/auto', 'start-react'],
    [pnpm('react', 'index.js'), 'javascript/auto', 'start-react'],
    [pnpm('scheduler', 'index.js'), 'javascript/auto', 'start-react'],
    ['/repo/node_modules/react-dom/index.js', 'javascript/auto', 'start-react'],
    [pnpm('react-router', 'dist/index.mjs'), 'javascript/esm', 'start-router'],
    [pnpm('react-router-dom', 'dist/index.mjs'), 'javascript/esm', 'start-router'],
    // a library whose name starts like React's is not React
    [pnpm('react-i18next', 'dist/es/index.js'), 'javascript/esm', 'start-libs'],
    [pnpm('i18next', 'dist/esm/i18next.js'), 'javascript/esm', 'start-libs'],
    [pnpm('react-hook-form', 'dist/index.esm.mjs'), 'javascript/esm', 'start-forms'],
    [pnpm('zod', 'v4/classic/index.js'), 'javascript/esm', 'start-forms'],
    ['/repo/node_modules/zod/v4/core/index.js', 'javascript/esm', 'start-forms'],
    [
      '/repo/node_modules/.pnpm/@hookform+resolvers@5.0.0/node_modules/@hookform/resolvers/zod/dist/zod.mjs',
      'javascript/esm',
      'start-forms',
    ],
    // a library whose name starts like zod's is not zod
    [pnpm('zod-to-json', 'index.js'), 'javascript/esm', 'start-libs'],
    ['/repo/shell/src/bootstrap.tsx', 'javascript/auto', 'start'],
    ['/repo/shared/src/api/index.ts', 'javascript/auto', 'start'],
    // after the start-up only (the lazy Toaster): not preloaded, off the login page's path
    [pnpm('sonner', 'dist/index.mjs'), 'javascript/esm', 'later-libs'],
    // imported right after the first render: a file of its own would be a request among the remote's files
    [pnpm('web-vitals', 'dist/web-vitals.js'), 'javascript/esm', 'start-libs'],
    // MF's generated consumer of a shared library stays where it is: grouped with its provider it would wait
    // for the chunk it is in
    ['consume shared module (default) react@^19 (singleton)', 'consume-shared-module', null],
    ['/repo/shell/src/app/app.css', 'css/mini-extract', null],
  ])('%s (%s) → %s', (resource, type, group) => {
    expect(startGroupOf(resource, type)).toBe(group);
  });

  it('the bundler gets the same groups, in the same order of priority, JavaScript only', () => {
    const groups = startChunkGroups();
    expect(Object.keys(groups)).toEqual([LATER_GROUP, ...START_GROUPS].map((g) => g.name));
    const priorities = Object.values(groups).map((g) => g.priority!);
    expect([...priorities].sort((a, b) => b - a)).toEqual(priorities);
    for (const g of Object.values(groups)) {
      expect(g.chunks).toBe('async');
      expect((g.type as RegExp).test('consume-shared-module')).toBe(false);
    }
  });

  it('the HTML leaves out the later chunk only', () => {
    expect(LATER_CHUNK_FILE.test('/static/js/async/later-libs.0a1b2c3d4e.js')).toBe(true);
    for (const f of ['/static/js/async/start-libs.0a1b2c3d4e.js', '/static/js/async/later.0a1b2c3d4e.js'])
      expect(LATER_CHUNK_FILE.test(f)).toBe(false);
  });

  it("the file a page starts with its HTML is react-dom's group's, and only that one", () => {
    const reactDom = startGroupOf(pnpm('react-dom', 'cjs/react-dom-client.production.js'), 'javascript/auto');
    expect(WITH_HTML_CHUNK_FILE.test(`/static/js/async/${reactDom}.0a1b2c3d4e.js`)).toBe(true);
    for (const f of [
      '/static/js/async/start-router.0a1b2c3d4e.js',
      '/static/js/async/start.0a1b2c3d4e.js',
      '/static/js/async/my-start-react.0a1b2c3d4e.js',
      '/static/js/index.0a1b2c3d4e.js',
    ])
      expect(WITH_HTML_CHUNK_FILE.test(f)).toBe(false);
  });
});
