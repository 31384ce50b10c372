import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

const root = new URL('../../../', import.meta.url).pathname;

/**
 * Production builds end by rendering their server HTML (docs/server-render.md): the shell its page
 * chrome (scripts/server-render/build/prerender-shell.tsx → dist/ssr/shell.json), a remote its public pages
 * (scripts/server-render/build/prerender-remote.tsx → dist/ssr/, a remote without public pages writes nothing). It runs
 * the app's sources in Node once, at build time; the shell's server later only reads files. A failure
 * fails the build: a release whose pages cannot be rendered is not one to publish.
 */
export function pluginPrerender(kind: 'shell' | 'remote'): RsbuildPlugin {
  return {
    name: 'broker:prerender',
    setup(api) {
      api.onAfterBuild(() => {
        if (process.env.NODE_ENV !== 'production') return;
        const script = kind === 'shell' ? 'prerender-shell.tsx' : 'prerender-remote.tsx';
        const args = kind === 'shell' ? [api.context.distPath] : [api.context.rootPath, api.context.distPath];
        const res = runAppInNode(script, args);
        if (res.status !== 0) throw new Error(`prerender (${kind}) failed:\n${res.stdout}${res.stderr}`);
      });
    },
  };
}

/**
 * Runs one of the build steps that evaluate the app's own sources in Node (scripts/server-render/build/:
 * the css stub, tsx with the jsx setting, the build's globals), by path: a package does not import scripts.
 */
export function runAppInNode(script: string, args: readonly string[]): SpawnSyncReturns<string> {
  return spawnSync(
    process.execPath,
    [
      '--import',
      join(root, 'scripts/server-render/build/register-hooks.mjs'),
      '--import',
      'tsx',
      join(root, 'scripts/server-render/build', script),
      ...args,
    ],
    {
      cwd: root,
      // the root tsconfig.json lists project references only: tsx needs one with the jsx setting
      env: { ...process.env, TSX_TSCONFIG_PATH: join(root, 'scripts/server-render/build/tsconfig.json') },
      encoding: 'utf8',
    },
  );
}
