import { defineConfig } from 'vitest/config';

/** One vitest run for every package: logic and component tests live beside the code. */
export default defineConfig({
  define: {
    __APP_NAME__: JSON.stringify('test'),
    __SHARED_MAJOR__: '1',
    __BUILD_LABEL__: JSON.stringify(''),
    __TEST_HOOKS__: 'false',
    __REMOTE_AREA__: 'null',
    // the MF runtime version the shell provides (a build reads it from MF's package; tests need one value)
    __MF_BUNDLER_RUNTIME_VERSION__: JSON.stringify('2.9.2'),
  },
  test: {
    include: ['{shared,tooling,shell,mfe-*,sandbox-api,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    testTimeout: 15_000,
    // type tests (`*.test-d.ts`, expectTypeOf / @ts-expect-error) run in the same `vitest run` and count
    // as its tests; tsc checks only them and what they import (tsconfig.typecheck.json), not the workspace
    typecheck: {
      enabled: true,
      include: ['{shared,tooling,shell,mfe-*,sandbox-api,scripts}/**/*.test-d.ts'],
      tsconfig: './tsconfig.typecheck.json',
    },
  },
});
