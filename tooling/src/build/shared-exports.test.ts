// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleExports, sharedEntryExports, sharedImports } from './shared-exports';
import { SHARED_ENTRIES } from './shared-singletons';
import { workspaceSourceDirs } from './lean-shared';

let pkg: string;
const write = (rel: string, text: string) => {
  mkdirSync(dirname(join(pkg, rel)), { recursive: true });
  writeFileSync(join(pkg, rel), text);
};

beforeAll(() => {
  pkg = mkdtempSync(join(tmpdir(), 'shared-exports-'));
  write(
    'package.json',
    JSON.stringify({ exports: { './contracts': './src/contracts/index.ts', './routes': './src/routes/index.tsx' } }),
  );
  write(
    'src/contracts/index.ts',
    "export * from './user';\nexport * as schemas from './schemas';\nexport { API_PATHS as PATHS } from './paths';\n",
  );
  write(
    'src/contracts/user.ts',
    'export const userSchema = 1;\nexport type User = { id: number };\nexport interface Tokens { a: string }\nexport default 1;\nconst hidden = 2;\nexport { hidden as shown };\n',
  );
  write('src/contracts/schemas.ts', 'export const a = 1;\n');
  write(
    'src/contracts/paths.ts',
    'export const API_PATHS = {};\nexport const { one, two: [three] } = { one: 1, two: [3] };\n',
  );
  write(
    'src/routes/index.tsx',
    "export * from '@broker/shared/contracts';\nexport function routePath() {}\nexport class Nav {}\nexport enum Lang { uk }\nexport default function Screen() { return null; }\n",
  );
});
afterAll(() => rmSync(pkg, { recursive: true, force: true }));

describe('what a shared entry exports (the shell side of the gate)', () => {
  it('follows export *, renames, namespaces and declarations; types count; the default of a star export does not', () => {
    expect([...moduleExports(join(pkg, 'src/contracts/index.ts'), pkg)].sort()).toEqual([
      'PATHS',
      'Tokens',
      'User',
      'schemas',
      'shown',
      'userSchema',
    ]);
  });
  it('functions, classes, enums, its own default and another entry by its public name', () => {
    expect([...moduleExports(join(pkg, 'src/routes/index.tsx'), pkg)].sort()).toEqual([
      'Lang',
      'Nav',
      'PATHS',
      'Tokens',
      'User',
      'default',
      'routePath',
      'schemas',
      'shown',
      'userSchema',
    ]);
  });
  it('an unknown entry is an error', () => {
    expect(() => sharedEntryExports(['nope'], pkg)).toThrow(/no public entry "nope"/);
  });
});

describe('what a remote imports (the remote side)', () => {
  it('named imports per entry; type-only imports and other packages left out', () => {
    const src = join(pkg, 'remote-src');
    mkdirSync(src, { recursive: true });
    writeFileSync(
      join(src, 'a.tsx'),
      "import { userSchema, type User, PATHS as P } from '@broker/shared/contracts';\nimport type { Tokens } from '@broker/shared/contracts';\nimport { routePath } from '@broker/shared/routes';\nimport { x } from 'other';\n",
    );
    writeFileSync(join(src, 'a.test.tsx'), "import { onlyInTests } from '@broker/shared/contracts';\n");
    expect(sharedImports([src], ['contracts', 'routes', 'ui'])).toEqual({
      contracts: ['PATHS', 'userSchema'],
      routes: ['routePath'],
    });
  });
});

describe('the workspace as it is', () => {
  it('every name a remote imports from @broker/shared is exported by it (else no deploy would pass)', () => {
    const provided = sharedEntryExports(SHARED_ENTRIES);
    const remotes = workspaceSourceDirs().filter((d) => /[\\/]mfe-[^\\/]+[\\/]src$/.test(d));
    expect(remotes.length).toBeGreaterThanOrEqual(5);
    for (const remote of remotes) {
      const needs = sharedImports([remote], SHARED_ENTRIES);
      const missing = Object.entries(needs).flatMap(([e, names]) =>
        names.filter((n) => !provided[e]?.includes(n)).map((n) => `${e}: ${n}`),
      );
      expect(missing, remote).toEqual([]);
      expect(Object.keys(needs), remote).toContain('remote-app');
    }
  });
});
