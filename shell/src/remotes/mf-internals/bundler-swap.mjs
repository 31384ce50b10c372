// The build side of the bundler-runtime swap (mf-version.ts): which file of MF a production remote's
// build replaces with the stand-in, and where the shell finds the parts it hands to lean entries.
// Plain JavaScript without imports, so the tooling (Node, another TypeScript project) loads it by path
// (tooling/src/build/define-config.ts) and the shell's mf-internals.test.ts checks it against the
// installed MF: the one module that knows MF's file layout, for both sides.

/** The package MF's rspack plugin builds every container's runtime from. */
export const MF_BUNDLER_RUNTIME_PACKAGE = '@module-federation/webpack-bundler-runtime';

/** The request MF's runtime module makes for it (an absolute path to dist/index.cjs or .js). */
export const MF_BUNDLER_RUNTIME_REQUEST =
  /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/;

/** What a lean production remote bundles instead: takes the shell's parts (remote-bundler-runtime.ts). */
export const REMOTE_BUNDLER_RUNTIME_STAND_IN = new URL('./remote-bundler-runtime.ts', import.meta.url).pathname;

/** The initContainerEntry file beside the bundler runtime's entry (provide-mf-parts.ts hands it over). */
export const initContainerEntryBeside = (bundlerRuntimeFile) =>
  `${bundlerRuntimeFile.slice(0, bundlerRuntimeFile.search(/[^\\/]*$/))}initContainerEntry${
    bundlerRuntimeFile.endsWith('.cjs') ? '.cjs' : '.js'
  }`;
