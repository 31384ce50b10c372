import { fileURLToPath } from 'node:url';
import { rspack, type RsbuildPlugin } from '@rsbuild/core';

const stub = fileURLToPath(new URL('./zod-locales-en.ts', import.meta.url));
const resolverCore = fileURLToPath(new URL('./zod-core-for-resolvers.ts', import.meta.url));

/**
 * zod is an MF shared singleton, and a shared module is not tree-shaken: all of `zod` ships, and its
 * `z.locales` namespace alone is ~40 languages of error messages (about half of zod's bytes). Nothing
 * here uses them (messages are `validations.*` keys, translated by i18next), so zod's locales index is
 * replaced (where zod's classic and core entries import it) by one exporting English only, the locale
 * zod configures itself with. Measured: the shared zod chunk 73 → 45 KB brotli.
 */
export function pluginLeanZod(): RsbuildPlugin {
  return {
    name: 'broker:lean-zod',
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.plugins ??= [];
        config.plugins.push(
          new rspack.NormalModuleReplacementPlugin(
            /^\.\.\/locales\/index\.js$/,
            (data: { request: string; context?: string }) => {
              if (/[\\/]zod[\\/]v4[\\/](classic|core)$/.test(data.context ?? '')) data.request = stub;
            },
          ),
          // the zod resolver's core helpers come from the shared zod (zod-core-for-resolvers.ts)
          new rspack.NormalModuleReplacementPlugin(/^zod\/v4\/core$/, (data: { request: string; context?: string }) => {
            if (/[\\/]@hookform[\\/]resolvers[\\/]/.test(data.context ?? '')) data.request = resolverCore;
          }),
        );
      });
    },
  };
}
