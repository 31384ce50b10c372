/// <reference types="@rsbuild/core/types" />

/** The MF bundler runtime files the shell's own MF runtime is built from (aliased by the build config of `@broker/tooling`). */
declare module '@broker/mf-parts/bundler-runtime' {
  const federation: { runtime: unknown; bundlerRuntime: Record<string, unknown>; attachShareScopeMap: unknown };
  export default federation;
}
declare module '@broker/mf-parts/init-container-entry' {
  export const initContainerEntry: unknown;
}
/** @module-federation/webpack-bundler-runtime's version (define-config.ts). */
declare const __MF_BUNDLER_RUNTIME_VERSION__: string;
