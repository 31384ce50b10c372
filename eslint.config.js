// One lint config for the workspace. The import-boundary rules encode who may import what
// (README "Architecture"): a remote imports only its own src, shared's public entry points and libraries.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import localRules from './scripts/lint/local-rules.js';
import { remoteKeys } from './scripts/lib/remotes.mjs';

// the workspace's remotes (one list: scripts/lib/remotes.mjs), so a remote from `pnpm remote new` gets its zone
const REMOTES = remoteKeys();

/** Nobody reaches into shared's source: only the package's "exports" are its API. */
const noDeepShared = {
  group: ['@broker/shared/src/*', '**/shared/src/*', '**/shared/src'],
  message: 'Import shared only through its public entry points (@broker/shared/<entry>).',
};

const boundaries = (owner) => {
  const others = REMOTES.filter((r) => r !== owner);
  return {
    files: [`${owner}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // one idiom for lazy screens and parts in every remote (docs/architecture.md)
          paths: [
            {
              name: 'react',
              importNames: ['lazy'],
              message: "A remote's lazy screen or part uses lazyNamed from @broker/shared/remote-app (one idiom).",
            },
          ],
          patterns: [
            noDeepShared,
            {
              group: ['@broker/shell', '@broker/shell/*', '**/shell/src/*', '**/shell/src'],
              message: 'A remote never imports the shell; use the event bus or shared route helpers.',
            },
            {
              group: others.flatMap((r) => [`@broker/${r}`, `@broker/${r}/*`, `**/${r}/*`, `**/${r}`]),
              message: 'A remote never imports another remote; use the event bus or shared route helpers.',
            },
          ],
        },
      ],
    },
  };
};

/** The shell never imports a remote's code: remotes come through the MF runtime, by name. */
const noRemoteInShell = {
  group: REMOTES.flatMap((r) => [`@broker/${r}`, `@broker/${r}/*`, `**/${r}/*`, `**/${r}`]),
  message: 'The shell loads remotes only through the MF runtime, by name from the registry.',
};

/**
 * The shell's floors, top to bottom: server → app → cabinet → pages → session, remotes → hydration →
 * config. A floor imports only floors below it (README "Architecture"), so runtime config, the loader
 * and the session never depend on the router or the layouts, the browser's hydration pieces depend on
 * nothing but the boot data, and nothing the browser runs imports the server-rendering code (server/
 * renders the app, Node only).
 */
const SHELL_FLOORS = [
  ['app', ['server']],
  ['server', []],
  ['cabinet', ['server', 'app']],
  ['pages', ['server', 'app', 'cabinet']],
  ['session', ['server', 'app', 'cabinet', 'pages', 'remotes']],
  ['remotes', ['server', 'app', 'cabinet', 'pages', 'session']],
  ['hydration', ['server', 'app', 'cabinet', 'pages', 'session', 'remotes']],
  ['config', ['server', 'app', 'cabinet', 'pages', 'session', 'remotes', 'hydration']],
];

const shellFloors = () =>
  SHELL_FLOORS.map(([floor, above]) => ({
    files: floor === 'app' ? ['shell/**/*.{ts,tsx}'] : [`shell/src/${floor}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepShared,
            noRemoteInShell,
            ...(above.length
              ? [
                  {
                    group: above.flatMap((f) =>
                      ['../', '../../', '../../../'].flatMap((up) => [`${up}${f}`, `${up}${f}/*`]),
                    ),
                    message: `shell/src/${floor} sits below ${above.join(', ')}: it must not import them.`,
                  },
                ]
              : []),
          ],
        },
      ],
    },
  }));

/**
 * Server rendering has one home with one entry (scripts/server-render/index.ts): outside the folder
 * nobody reaches into its build/ or request/ files, so what the servers depend on is that entry's list.
 */
const serverRenderEntry = {
  files: ['{scripts,e2e,tooling}/**/*.{ts,tsx,mts}'],
  ignores: ['scripts/server-render/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          noDeepShared,
          {
            group: ['**/server-render/*', '!**/server-render/index'],
            message: 'Import server rendering through its one entry (scripts/server-render), not its files.',
          },
        ],
      },
    ],
  },
};

/**
 * Test code never ships: production files import neither test runners nor test helpers. Its own rule
 * (the typescript-eslint twin of no-restricted-imports), so it adds to the boundary zones above.
 */
const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/*.test-d.ts',
  '**/test-utils/**',
  '**/src/test/**',
  '**/test-*.{ts,tsx}',
  '**/*.d.ts',
];
const testOnly = {
  files: ['{shell,shared,mfe-*}/src/**/*.{ts,tsx}'],
  ignores: TEST_FILES,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        // the toast library loads after the start-up (shared/ui/toast.tsx): a static import of it would put
        // it back on the path of the page the importing code is on (docs/performance.md)
        paths: [
          {
            name: 'sonner',
            allowTypeImports: true,
            message: 'Toast through notify / toastError from @broker/shared/ui: sonner loads after the start-up.',
          },
        ],
        patterns: [
          {
            group: [
              'vitest',
              'vitest/*',
              '@vitest/*',
              '@testing-library/*',
              'jsdom',
              '@broker/shared/test-utils',
              '**/test-utils',
              '**/test-utils/*',
              '**/test/*',
              '**/test-*',
            ],
            message:
              'Test code stays out of production files: use it only in *.test.ts(x), *.test-d.ts, test-*.ts(x), test-utils/ or src/test/.',
          },
        ],
      },
    ],
  },
};

/**
 * Files and folders are kebab-case (README "Conventions"): lower-case words or numbers joined by single
 * dashes (`register-form`, `0-citizenship`); a name's extra dotted parts (`.test`, `.config`, `.d`) are
 * extensions, so `app.test-d.ts` and `rsbuild.config.ts` pass. Non-code files (styles, translations,
 * images) are checked too: the plugin's processor hands them to these two rules only.
 */
const KEBAB = '+([a-z0-9])*(-+([a-z0-9]))';
const NAMED_FILES = ['{shell,shared,tooling,sandbox-api,e2e,scripts}/**/*', 'mfe-*/**/*'];
const NON_CODE = ['**/*.{css,json,svg,png,html}'];
const fileNames = [
  {
    files: NON_CODE.flatMap((ext) => NAMED_FILES.map((dir) => `${dir.replace('/**/*', '')}/${ext}`)),
    ignores: ['**/package.json', '**/tsconfig.json'],
    processor: 'check-file/eslint-processor-check-file',
  },
  {
    files: NAMED_FILES,
    ignores: ['**/README.md'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*': KEBAB }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': KEBAB }],
    },
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.cdn/**', '.tmp/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // `any` needs a reason: allowed only with an eslint-disable comment that says why
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': ['error', { patterns: [noDeepShared] }],
    },
  },
  ...REMOTES.map(boundaries),
  ...shellFloors(),
  serverRenderEntry,
  {
    // shared's own files may use relative paths inside the package
    files: ['shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  testOnly,
  {
    // inside shared, one entry imports another only by its public name (@broker/shared/<entry>)
    files: ['shared/src/**/*.{ts,tsx}'],
    plugins: { broker: localRules },
    rules: { 'broker/shared-public-names': 'error' },
  },
  {
    // browser code never imports the build tooling (Node only); shared, the runtime contract every remote
    // loads, imports no Node module either (its tests run in Node and may)
    files: ['{shell,shared,mfe-*}/src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    plugins: { broker: localRules },
    rules: { 'broker/browser-imports': 'error' },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    plugins: { broker: localRules },
    rules: { 'broker/browser-imports': ['error', { node: true }] },
  },
  {
    // one API seam for tests: fakeBackend (@broker/shared/test-utils), a fake fetch behind the real client,
    // so a test runs the fetcher, the contract's zod parse and sees each request; never a mock of the transport
    // (@broker/shared/api) or of a feature's api file
    files: ['{shell,shared,mfe-*}/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // esquery regexes cannot hold a slash: \u002F is one
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/][arguments.0.value=/^@broker\\u002Fshared\\u002Fapi$|(^|\\u002F)api(\\u002F|$)/]",
          message:
            "Tests answer API calls with fakeBackend from '@broker/shared/test-utils' (a route table behind the real client), not by mocking '@broker/shared/api' or an api/ file.",
        },
      ],
    },
  },
  {
    // Module Federation's globals are touched in one folder, pinned to the MF version it was written for
    files: ['{shell,shared,tooling,mfe-*}/src/**/*.{ts,tsx}'],
    ignores: ['shell/src/remotes/mf-internals/**'],
    plugins: { broker: localRules },
    rules: { 'broker/mf-internals': 'error' },
  },
  {
    // inside a remote, features do not import each other (what two features need goes to src/components);
    // a test may still render two screens of one flow
    files: ['mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { broker: localRules },
    rules: { 'broker/feature-isolation': 'error' },
  },
  {
    // no import cycles in code that ships: a cycle hides the order modules start in and couples floors
    files: ['{shell,shared,mfe-*}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'], conditionNames: ['import', 'default'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...fileNames,
);
