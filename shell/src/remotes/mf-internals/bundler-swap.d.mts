// Types of bundler-swap.mjs (plain JavaScript: the tooling loads it by path, see there).
export declare const MF_BUNDLER_RUNTIME_PACKAGE: '@module-federation/webpack-bundler-runtime';
export declare const MF_BUNDLER_RUNTIME_REQUEST: RegExp;
export declare const REMOTE_BUNDLER_RUNTIME_STAND_IN: string;
export declare const initContainerEntryBeside: (bundlerRuntimeFile: string) => string;
