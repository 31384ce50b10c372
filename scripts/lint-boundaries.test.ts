// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { ROOT } from './lib/env';

const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const rules = ['no-restricted-imports', '@typescript-eslint/no-restricted-imports'];
  return (result?.messages ?? []).filter((m) => rules.includes(m.ruleId ?? '')).map((m) => m.message);
}

describe('import boundaries (eslint.config.js)', () => {
  it.each([
    ['a remote importing another remote', 'mfe-signing/src/x.ts', "import { x } from '../../mfe-onboarding/src/y';"],
    ['a remote importing another remote by package', 'mfe-cabinet-messages/src/x.ts', "import { x } from '@broker/mfe-cabinet-accounts';"],
    ['a remote importing the shell', 'mfe-onboarding/src/x.ts', "import { x } from '../../shell/src/app/router';"],
    ['a remote deep-importing shared', 'mfe-onboarding/src/x.ts', "import { x } from '@broker/shared/src/auth/auth-store';"],
    ['a remote reaching shared/src by path', 'mfe-signing/src/x.ts', "import { x } from '../../shared/src/auth';"],
    ['the shell importing a remote', 'shell/src/x.ts', "import { x } from '../../mfe-signing/src/expose/app';"],
    ['the shell deep-importing shared', 'shell/src/x.ts', "import { x } from '@broker/shared/src/events/event-bus';"],
    ['a shell floor importing the app floor', 'shell/src/session/x.ts', "import { x } from '../app/router';"],
    ['a nested file of a floor importing the app floor', 'shell/src/remotes/sub/x.ts', "import { x } from '../../app/providers';"],
    ['the loader importing the session', 'shell/src/remotes/x.ts', "import { x } from '../session';"],
    ['runtime config importing the loader', 'shell/src/config/x.ts', "import { x } from '../remotes/remote-loader';"],
    ['a shell page importing the app floor', 'shell/src/pages/x.ts', "import { x } from '../app/providers';"],
    ['vitest in a production file of shared', 'shared/src/api/x.ts', "import { x } from 'vitest';"],
    ['a testing library in a production file of the shell', 'shell/src/session/x.tsx', "import { x } from '@testing-library/react';"],
    ['the test helpers in a remote screen', 'mfe-onboarding/src/features/login/x.tsx', "import { x } from '@broker/shared/test-utils';"],
    ['a test harness in a production file', 'shared/src/form/x.tsx', "import { x } from './test-harness';"],
  ])('rejects %s', async (_label, file, code) => {
    expect(await boundaryErrors(file, `${code}\nexport const y = x;\n`)).toHaveLength(1);
  });

  it.each([
    ['a remote using shared public entries', 'mfe-signing/src/x.ts', "import { x } from '@broker/shared/session';"],
    ['a remote using its own src', 'mfe-signing/src/features/a/x.ts', "import { x } from '../b/y';"],
    ['the shell using shared public entries', 'shell/src/x.ts', "import { x } from '@broker/shared/routes';"],
    ['a shell page importing the session', 'shell/src/pages/x.ts', "import { x } from '../session';"],
    ['a layout importing the session', 'shell/src/app/layouts/x.ts', "import { x } from '../../session';"],
    ['the loader reading runtime config', 'shell/src/remotes/x.ts', "import { x } from '../config/runtime-config';"],
    ['vitest in a test file', 'shell/src/session/x.test.ts', "import { x } from 'vitest';"],
    ['the test helpers in a remote test', 'mfe-onboarding/src/features/login/x.test.tsx', "import { x } from '@broker/shared/test-utils';"],
    ['vitest in shared test-utils', 'shared/src/test-utils/x.ts', "import { x } from 'vitest';"],
    ['the test helpers in a test harness', 'shared/src/form/test-harness.tsx', "import { x } from '@broker/shared/test-utils';"],
  ])('allows %s', async (_label, file, code) => {
    expect(await boundaryErrors(file, `${code}\nexport const y = x;\n`)).toEqual([]);
  });
});
