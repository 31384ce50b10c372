// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { ROOT } from './lib/env';

const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const rules = [
    'no-restricted-imports',
    '@typescript-eslint/no-restricted-imports',
    'broker/feature-isolation',
    'broker/shared-public-names',
    'broker/browser-imports',
    'broker/mf-internals',
  ];
  return (result?.messages ?? []).filter((m) => rules.includes(m.ruleId ?? '')).map((m) => m.message);
}

describe('import boundaries (eslint.config.js)', () => {
  it.each([
    ['a remote importing another remote', 'mfe-signing/src/x.ts', "import { x } from '../../mfe-onboarding/src/y';"],
    [
      'a remote importing another remote by package',
      'mfe-cabinet-messages/src/x.ts',
      "import { x } from '@broker/mfe-cabinet-accounts';",
    ],
    ['a remote importing the shell', 'mfe-onboarding/src/x.ts', "import { x } from '../../shell/src/app/router';"],
    [
      'a remote deep-importing shared',
      'mfe-onboarding/src/x.ts',
      "import { x } from '@broker/shared/src/auth/auth-store';",
    ],
    ['a remote reaching shared/src by path', 'mfe-signing/src/x.ts', "import { x } from '../../shared/src/auth';"],
    ['the shell importing a remote', 'shell/src/x.ts', "import { x } from '../../mfe-signing/src/expose/app';"],
    ['the shell deep-importing shared', 'shell/src/x.ts', "import { x } from '@broker/shared/src/events/event-bus';"],
    ['a shell floor importing the app floor', 'shell/src/session/x.ts', "import { x } from '../app/router';"],
    [
      'a nested file of a floor importing the app floor',
      'shell/src/remotes/sub/x.ts',
      "import { x } from '../../app/providers';",
    ],
    ['the loader importing the session', 'shell/src/remotes/x.ts', "import { x } from '../session';"],
    ['runtime config importing the loader', 'shell/src/config/x.ts', "import { x } from '../remotes/remote-loader';"],
    ['a shell page importing the app floor', 'shell/src/pages/x.ts', "import { x } from '../app/providers';"],
    ['the cabinet layout importing the app floor', 'shell/src/cabinet/x.tsx', "import { x } from '../app/language-x';"],
    ['a shell page importing the cabinet', 'shell/src/pages/x.ts', "import { x } from '../cabinet';"],
    [
      'the app importing the server rendering',
      'shell/src/app/x.ts',
      "import { x } from '../server/render-shell-page';",
    ],
    ['the loader importing the server rendering', 'shell/src/remotes/x.ts', "import { x } from '../server';"],
    [
      'the hydration pieces importing the loader',
      'shell/src/hydration/x.ts',
      "import { x } from '../remotes/registry';",
    ],
    [
      'runtime config importing the hydration pieces',
      'shell/src/config/x.ts',
      "import { x } from '../hydration/start-mode';",
    ],
    [
      'the shell importing the server-render home',
      'shell/src/app/x.ts',
      "import { x } from '../../../scripts/server-render';",
    ],
    [
      "a server reaching into the server-render home's files",
      'scripts/servers/x.ts',
      "import { x } from '../server-render/request/html-page';",
    ],
    [
      'an e2e spec reaching past the server-render entry',
      'e2e/delivery/x.spec.ts',
      "import { x } from '../../scripts/server-render/public-pages';",
    ],
    ['vitest in a production file of shared', 'shared/src/api/x.ts', "import { x } from 'vitest';"],
    [
      'a testing library in a production file of the shell',
      'shell/src/session/x.tsx',
      "import { x } from '@testing-library/react';",
    ],
    [
      'the test helpers in a remote screen',
      'mfe-onboarding/src/features/login/x.tsx',
      "import { x } from '@broker/shared/test-utils';",
    ],
    ['a test harness in a production file', 'shared/src/form/x.tsx', "import { x } from './test-harness';"],
    ['a feature importing another feature', 'mfe-signing/src/features/a/x.ts', "import { x } from '../b/y';"],
    [
      'a feature component importing another feature',
      'mfe-onboarding/src/features/login/components/x.tsx',
      "import { x } from '../../register/model/storage';",
    ],
    ['a feature re-exporting another feature', 'mfe-signing/src/features/a/x.ts', "export { x } from '../b';"],
    [
      'a feature loading another feature lazily',
      'mfe-onboarding/src/features/a/x.ts',
      "const x = () => import('../b/y');",
    ],
    [
      'a shared entry reaching into another by path',
      'shared/src/i18n/x.ts',
      "import { x } from '../routes/route-table';",
    ],
    [
      'a nested shared file reaching into another entry',
      'shared/src/form/file-upload/x.ts',
      "import { x } from '../../ui';",
    ],
    ['shared importing a Node module', 'shared/src/api/x.ts', "import { x } from 'node:fs';"],
    ['shared importing a Node module by its bare name', 'shared/src/files/x.ts', "import { x } from 'path';"],
    ['shared importing the build tooling', 'shared/src/remote-app/x.ts', "import { x } from '@broker/tooling';"],
    ['shared reaching the tooling by path', 'shared/src/ui/x.ts', "import { x } from '../../../tooling/src/build/x';"],
    ['the shell importing the build tooling', 'shell/src/app/x.ts', "import { x } from '@broker/tooling/compress';"],
    ['a remote reaching the tooling by path', 'mfe-signing/src/x.ts', "import { x } from '../../tooling/src/build';"],
    ['a remote loading the tooling lazily', 'mfe-onboarding/src/x.ts', "const x = () => import('@broker/tooling');"],
    ['the loader reading MF instances', 'shell/src/remotes/x.ts', 'const x = globalThis.__FEDERATION__;'],
    ['a remote reading the MF parts', 'mfe-signing/src/x.ts', "const x = (globalThis as any)['__BROKER_MF_PARTS__'];"],
    ['the tooling naming a chunk array', 'tooling/src/build/x.ts', 'const n = 1;\nconst x = `chunk_${n}`;'],
    [
      "the tooling matching MF's bundler runtime file itself",
      'tooling/src/build/x.ts',
      'const x = /[\\\\/]webpack-bundler-runtime[\\\\/]dist[\\\\/]index\\.c?js$/;',
    ],
    [
      'the tooling resolving the bundler runtime by name',
      'tooling/src/build/x.ts',
      "const x = require.resolve('@module-federation/webpack-bundler-runtime');",
    ],
    ['the shell naming the initContainerEntry file', 'shell/src/app/x.ts', 'const x = `initContainerEntry.js`;'],
    [
      'a remote using React.lazy instead of lazyNamed',
      'mfe-cabinet-accounts/src/x.ts',
      "import { lazy as x } from 'react';",
    ],
    // the toast library loads after the start-up (shared/ui/toast.tsx): toasts go through notify
    [
      'a remote importing the toast library',
      'mfe-onboarding/src/features/a/x.ts',
      "import { toast as x } from 'sonner';",
    ],
    ['a shared entry importing it', 'shared/src/otp/x.ts', "import { toast as x } from 'sonner';"],
    ['the shell importing it', 'shell/src/app/x.tsx', "import { Toaster as x } from 'sonner';"],
  ])('rejects %s', async (_label, file, code) => {
    expect(await boundaryErrors(file, `${code}\nexport const y = x;\n`)).toHaveLength(1);
  });

  it.each([
    ['a remote using shared public entries', 'mfe-signing/src/x.ts', "import { x } from '@broker/shared/session';"],
    [
      'a remote using the one lazy idiom',
      'mfe-signing/src/x.ts',
      "import { lazyNamed as x } from '@broker/shared/remote-app';",
    ],
    [
      'a feature using its own folders',
      'mfe-signing/src/features/a/components/x.ts',
      "import { x } from '../model/y';",
    ],
    [
      "a feature using the remote's shared components",
      'mfe-signing/src/features/a/x.ts',
      "import { x } from '../../components/y';",
    ],
    [
      'a test rendering two screens of one flow',
      'mfe-signing/src/features/a/x.test.tsx',
      "import { x } from '../b/b-screen';",
    ],
    [
      'a shared entry importing another by public name',
      'shared/src/i18n/x.ts',
      "import { x } from '@broker/shared/routes';",
    ],
    ['a shared entry using its own files', 'shared/src/form/file-upload/x.ts', "import { x } from '../widgets';"],
    ['the shell using shared public entries', 'shell/src/x.ts', "import { x } from '@broker/shared/routes';"],
    ['a shell page importing the session', 'shell/src/pages/x.ts', "import { x } from '../session';"],
    ['a layout importing the session', 'shell/src/app/layouts/x.ts', "import { x } from '../../session';"],
    [
      'the cabinet layout importing a page piece',
      'shell/src/cabinet/x.tsx',
      "import { x } from '../pages/language-switch';",
    ],
    ['the router mounting the cabinet layout', 'shell/src/app/x.tsx', "import { x } from '../cabinet';"],
    ['the server rendering the app', 'shell/src/server/x.tsx', "import { x } from '../app/app-tree';"],
    ['the slot marking its page hydrated', 'shell/src/remotes/x.tsx', "import { x } from '../hydration/submit-guard';"],
    [
      'the hydration pieces reading the boot data',
      'shell/src/hydration/x.ts',
      "import { x } from '../config/boot-data';",
    ],
    ['a server using the server-render entry', 'scripts/servers/x.ts', "import { x } from '../server-render';"],
    [
      'the server-render home using its own files',
      'scripts/server-render/request/x.ts',
      "import { x } from '../public-pages';",
    ],
    ['the loader reading runtime config', 'shell/src/remotes/x.ts', "import { x } from '../config/runtime-config';"],
    ['vitest in a test file', 'shell/src/session/x.test.ts', "import { x } from 'vitest';"],
    ['a type from the toast library', 'shared/src/ui/x.tsx', "import type { ToasterProps as x } from 'sonner';"],
    ['a test driving the toasts', 'shell/src/app/x.test.tsx', "import { toast as x } from 'sonner';"],
    ['vitest in a type test', 'shared/src/events/x.test-d.ts', "import { x } from 'vitest';"],
    [
      'the test helpers in a remote test',
      'mfe-onboarding/src/features/login/x.test.tsx',
      "import { x } from '@broker/shared/test-utils';",
    ],
    ['vitest in shared test-utils', 'shared/src/test-utils/x.ts', "import { x } from 'vitest';"],
    [
      'the test helpers in a test harness',
      'shared/src/form/test-harness.tsx',
      "import { x } from '@broker/shared/test-utils';",
    ],
    ['a shared test using a Node module', 'shared/src/contracts/x.test.ts', "import { x } from 'node:fs';"],
    [
      "a remote's build config using the tooling",
      'mfe-signing/rsbuild.config.ts',
      "import { x } from '@broker/tooling';",
    ],
    ["the shell's build config using the tooling", 'shell/rsbuild.config.ts', "import { x } from '@broker/tooling';"],
    ['a script using the tooling', 'scripts/remote/x.ts', "import { x } from '@broker/tooling/compress';"],
    ['the tooling using Node', 'tooling/src/build/x.ts', "import { x } from 'node:fs';"],
    ['the MF internals folder', 'shell/src/remotes/mf-internals/x.ts', "const x = globalThis['__BROKER_MF_PARTS__'];"],
    [
      'the tooling taking the swap from the MF internals module',
      'tooling/src/build/x.ts',
      "import { x } from '../../../shell/src/remotes/mf-internals/bundler-swap.mjs';",
    ],
  ])('allows %s', async (_label, file, code) => {
    expect(await boundaryErrors(file, `${code}\nexport const y = x;\n`)).toEqual([]);
  });
});

describe('one API test seam: fakeBackend (no-restricted-syntax)', () => {
  async function seamErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(`import { vi } from 'vitest';\n${code}\n`, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  }

  it.each([
    ['mocking the transport', 'mfe-signing/src/features/a/a.test.tsx', "vi.mock('@broker/shared/api', () => ({}));"],
    ['mocking it lazily', 'shell/src/cabinet/x.test.ts', "vi.doMock('@broker/shared/api');"],
    ['mocking a feature’s api file', 'mfe-onboarding/src/features/a/model/x.test.tsx', "vi.mock('../api/get-x');"],
    ['mocking a sibling api folder', 'mfe-onboarding/src/features/a/a.test.tsx', "vi.mock('./api/get-x', () => ({}));"],
    ['mocking a remote’s api folder', 'mfe-cabinet-messages/src/test/x.ts', "vi.mock('../api');"],
  ])('rejects %s', async (_label, file, code) => {
    expect(await seamErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['mocking the toasts', 'mfe-signing/src/features/a/a.test.tsx', "vi.mock('@broker/shared/ui', () => ({}));"],
    ['mocking a library', 'mfe-onboarding/src/features/a/a.test.tsx', "vi.mock('sonner');"],
    ['mocking a file named like api', 'shared/src/api/x.test.ts', "vi.mock('./api-error');"],
    ['mocking the remote loader', 'shell/src/app/x.test.ts', "vi.mock('../remotes/remote-loader');"],
  ])('allows %s', async (_label, file, code) => {
    expect(await seamErrors(file, code)).toEqual([]);
  });
});

describe('file and folder names are kebab-case (check-file)', () => {
  async function nameErrors(filePath: string): Promise<string[]> {
    const [result] = await eslint.lintText(filePath.endsWith('.css') ? '.x {}\n' : 'export const y = 1;\n', {
      filePath,
    });
    return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('check-file/')).map((m) => m.message);
  }

  it.each([
    ['a PascalCase component file', 'mfe-signing/src/components/WaitingModal.tsx'],
    ['a camelCase module', 'shared/src/ui/useCountdown.ts'],
    ['snake_case', 'shell/src/remotes/remote_loader.ts'],
    ['a camelCase test', 'scripts/lib/camelCase.test.ts'],
    ['a PascalCase stylesheet', 'mfe-onboarding/src/components/Onboarding.css'],
    ['a translation file in capitals', 'mfe-signing/src/locales/UK.json'],
    ['a camelCase folder', 'mfe-onboarding/src/features/registerForm/x.ts'],
    ['a folder with an underscore', 'e2e/cabinet_flows/x.spec.ts'],
    ['two dashes in a row', 'sandbox-api/src/a--b.ts'],
  ])('rejects %s', async (_label, file) => {
    expect(await nameErrors(file)).toHaveLength(1);
  });

  it.each([
    ['a kebab-case component file', 'mfe-signing/src/components/waiting-modal.tsx'],
    ['a numbered step folder', 'mfe-onboarding/src/features/register-form/steps/0-citizenship/citizenship-step.tsx'],
    ['a test beside the code', 'mfe-signing/src/features/a/model/use-ticks.test.ts'],
    ['a type test', 'shared/src/events/event-bus.test-d.ts'],
    ['ambient types', 'mfe-signing/src/env.d.ts'],
    ['a build config', 'mfe-signing/rsbuild.config.ts'],
    ['a stylesheet', 'shared/src/ui/modal.css'],
    ['a translation file', 'mfe-signing/src/locales/uk.json'],
    ['an e2e spec', 'e2e/cabinet/documents.spec.ts'],
  ])('allows %s', async (_label, file) => {
    expect(await nameErrors(file)).toEqual([]);
  });
});

describe('import cycles (import-x/no-cycle)', () => {
  // real files: the cycle check follows imports on disk
  const dir = join(ROOT, 'mfe-signing/src/components', `__cycle_fixture_${process.pid}`);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function cycleErrors(files: Record<string, string>, lint: string): Promise<number> {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
    const [result] = await eslint.lintFiles([join(dir, lint)]);
    return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-cycle').length;
  }

  it('rejects two modules that import each other, also through a third', async () => {
    const a = "import { b } from './b';\nexport const a = () => b;\n";
    expect(
      await cycleErrors({ 'a.ts': a, 'b.ts': "import { a } from './a';\nexport const b = () => a;\n" }, 'a.ts'),
    ).toBe(1);
    expect(
      await cycleErrors(
        {
          'a.ts': a,
          'b.ts': "import { c } from './c';\nexport const b = () => c;\n",
          'c.tsx': "import { a } from './a';\nexport const c = () => a;\n",
        },
        'a.ts',
      ),
    ).toBe(1);
  });

  it('allows imports that go one way', async () => {
    expect(
      await cycleErrors(
        { 'a.ts': "import { b } from './b';\nexport const a = () => b;\n", 'b.ts': 'export const b = 1;\n' },
        'a.ts',
      ),
    ).toBe(0);
  });
});
