/**
 * The bench's monolith: the shell's own code and every remote's screens in ONE Rsbuild app, imported
 * statically, no Module Federation. The shell's remote loader and slot are swapped for static versions
 * (monolith-slot.tsx); everything else (router, session, layouts, providers, CSS)
 * is the shipped source, so federated vs monolith compares delivery, not features.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { SHARED_MAJOR } from '@broker/tooling';
import { pluginCompileHints } from '@broker/tooling/compile-hints';
import { pluginCompress } from '@broker/tooling/compress';
import { pluginLeanZod } from '@broker/tooling/lean-zod';
import { ROOT, workspaceRemotes } from '../../lib/remotes.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const shell = resolve(here, '../../../shell');

/** monolith-apps.ts as built: every workspace remote's exposed app, imported statically. */
const appsModule = join(ROOT, '.tmp/monolith-apps.tsx');
mkdirSync(dirname(appsModule), { recursive: true });
const remotes = workspaceRemotes();
writeFileSync(
  appsModule,
  remotes.map((r, i) => `import app${i} from ${JSON.stringify(join(r.dir, 'src/expose/app.tsx'))};\n`).join('') +
    `export const APPS = { ${remotes.map((r, i) => `${JSON.stringify(r.key)}: app${i}`).join(', ')} };\n`,
);

export default defineConfig({
  // the shell's compile hints on the monolith's start-up files too: the same build setting, a fair baseline
  plugins: [pluginReact(), pluginCompress(), pluginLeanZod(), pluginCompileHints({ initialChunks: true })],
  source: {
    entry: { index: join(shell, 'src/bootstrap.tsx') },
    define: {
      __APP_NAME__: JSON.stringify('monolith'),
      __SHARED_MAJOR__: JSON.stringify(SHARED_MAJOR),
      __BUILD_LABEL__: JSON.stringify(''),
      __TEST_HOOKS__: JSON.stringify(false),
      __REMOTE_AREA__: JSON.stringify(null),
    },
  },
  tools: {
    rspack: {
      plugins: [
        new rspack.NormalModuleReplacementPlugin(
          /[\\/]remotes[\\/]loading[\\/]remote-slot(\.tsx)?$/,
          join(here, 'monolith-slot.tsx'),
        ),
        new rspack.NormalModuleReplacementPlugin(
          /[\\/]remotes[\\/]loading[\\/]remote-loader(\.ts)?$/,
          join(here, 'monolith-slot.tsx'),
        ),
        new rspack.NormalModuleReplacementPlugin(/[\\/]monolith-apps(\.ts)?$/, appsModule),
      ],
    },
  },
  server: { publicDir: { name: join(shell, 'public') } },
  output: {
    assetPrefix: '/',
    cleanDistPath: true,
    distPath: { root: process.env.BUILD_OUT ?? join(here, 'dist') },
    // BROKER_SOURCEMAP=1: as in the apps' configs, to attribute bytes to modules
    ...(process.env.BROKER_SOURCEMAP === '1' ? { sourceMap: { js: 'source-map' as const } } : {}),
  },
  html: {
    title: 'Облігації онлайн',
    favicon: join(shell, 'public/favicon.png'),
    meta: { viewport: 'width=device-width, initial-scale=1' },
  },
  performance: { printFileSize: false },
});
