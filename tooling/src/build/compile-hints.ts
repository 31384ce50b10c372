/**
 * V8's explicit compile hint (docs/performance.md, "Compile hints"): a file whose first line is this
 * comment has every function compiled eagerly, on the background thread that already parses it while it
 * downloads (Chromium ≥ 136; a plain comment elsewhere). Without it V8 compiles each function on its
 * first call, on the main thread: the MF runtime's and the libraries' module factories were compiled one
 * by one inside the start-up's tasks (`__webpack_require__`'s self time in a profile). Only files whose
 * code the start-up runs nearly whole get it: the shell's entry and its start-up chunks, which every page
 * runs (start-chunks.ts). A remote's lazily loaded screens do not, and nothing a remote builds changes
 * (its files' sha384 are in its integrity list).
 */
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import { START_GROUPS } from './start-chunks';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const START_NAMES = START_GROUPS.map((g) => g.name).join('|');
const HINTED = new RegExp(`^static/js/(?:index|async/(?:${START_NAMES}))\\.[0-9a-f]+\\.js$`);

/** Whether an emitted file (its path in the build folder) gets the hint. */
export function wantsCompileHint(file: string): boolean {
  return HINTED.test(file);
}

/**
 * The asset with the hint as its first line. A concatenation, not a new text: a source-mapped build
 * (BROKER_SOURCEMAP=1) keeps a map that follows the one-line shift.
 */
export function withCompileHint(
  asset: Rspack.sources.Source,
  sources: Pick<typeof Rspack.sources, 'ConcatSource'>,
): Rspack.sources.Source {
  return new sources.ConcatSource(COMPILE_HINT, asset);
}

/**
 * Rsbuild: adds the hint to the shell's start-up files of a production build, after minification (which
 * would drop the comment) and before the real content hash (so the file names follow the bytes).
 * `initialChunks`: every JavaScript file the entry points load at once instead (the bench's monolith:
 * its `<script>`s are its start-up, so it gets the same setting the shell has, to be a fair baseline).
 */
export function pluginCompileHints(opts: { initialChunks?: boolean } = {}): RsbuildPlugin {
  return {
    name: 'broker:compile-hints',
    setup(api) {
      api.processAssets({ stage: 'optimize-inline' }, ({ assets, compilation, sources }) => {
        if (process.env.NODE_ENV !== 'production') return;
        const initial = new Set<string>();
        if (opts.initialChunks)
          for (const entry of compilation.entrypoints.values())
            for (const chunk of entry.chunks) for (const file of chunk.files) initial.add(file);
        const wants = opts.initialChunks ? (f: string) => initial.has(f) && f.endsWith('.js') : wantsCompileHint;
        for (const name of Object.keys(assets)) {
          if (!wants(name)) continue;
          compilation.updateAsset(name, (old) => withCompileHint(old, sources));
        }
      });
    },
  };
}
