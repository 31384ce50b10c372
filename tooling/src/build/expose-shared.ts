import type { RsbuildPlugin, Rspack } from '@rsbuild/core';

/**
 * The shared modules a remote's exposed module consumes before it can run: the consume-shared modules
 * of the chunks the expose loads synchronously. The MF runtime asks for them only once the expose's
 * chunks are requested, one round trip after the entry; the shell's server preloads the ones the shell
 * does not provide itself (scripts/server-render/request/boot-hints.ts) so they arrive with the entry. Written into
 * the remote's `mf-manifest.json` as `brokerExposeShared` (`{ "./app": ["@broker/shared/ui", …] }`):
 * the manifest is the one file every reader of a version already has, and MF ignores unknown fields.
 */
export const EXPOSE_SHARED_FIELD = 'brokerExposeShared';

/** `consume shared module (default) @broker/shared/ui@^1.0.0 (singleton) …` → `@broker/shared/ui`. */
export function shareKeyOf(identifier: string): string | undefined {
  return /^consume shared module \([^)]*\) (@?[^@\s]+)@/.exec(identifier)?.[1];
}

/** Adds the expose → shared keys table to a manifest (JSON text in, JSON text out). */
export function withExposeShared(manifestJson: string, table: Record<string, string[]>): string {
  const manifest = JSON.parse(manifestJson) as Record<string, unknown>;
  return JSON.stringify({ ...manifest, [EXPOSE_SHARED_FIELD]: table }, null, 2);
}

function exposeSharedTable(compilation: Rspack.Compilation, exposes: Record<string, string>): Record<string, string[]> {
  const table: Record<string, string[]> = {};
  for (const expose of Object.keys(exposes)) {
    // MF names each expose's chunk group `__federation_expose_<name>` (`./app` → `__federation_expose_app`)
    const group = compilation.namedChunkGroups.get(
      `__federation_expose_${expose.replace(/^\.\//, '').replace(/\//g, '_')}`,
    );
    const keys = new Set<string>();
    for (const chunk of group?.chunks ?? []) {
      for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
        const key = shareKeyOf(module.identifier());
        if (key) keys.add(key);
      }
    }
    table[expose] = [...keys].sort();
  }
  return table;
}

/** Rsbuild plugin of a remote's config (define-config.ts). */
export function pluginExposeShared(exposes: Record<string, string>): RsbuildPlugin {
  return {
    name: 'broker:expose-shared',
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.plugins.push({
          apply(compiler: Rspack.Compiler) {
            compiler.hooks.thisCompilation.tap('broker:expose-shared', (compilation) => {
              compilation.hooks.processAssets.tap(
                // after MF's manifest plugin (OPTIMIZE_TRANSFER) has written mf-manifest.json
                {
                  name: 'broker:expose-shared',
                  stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1,
                },
                () => {
                  const asset = compilation.getAsset('mf-manifest.json');
                  if (!asset) return;
                  const json = withExposeShared(
                    asset.source.source().toString(),
                    exposeSharedTable(compilation, exposes),
                  );
                  compilation.updateAsset('mf-manifest.json', new compiler.webpack.sources.RawSource(json));
                },
              );
            });
          },
        });
      });
    },
  };
}
