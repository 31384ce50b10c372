// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { failingProjects, projectsOf } from './lib/typecheck.mjs';

const ROOT_TSCONFIG = JSON.parse(readFileSync(new URL('../tsconfig.json', import.meta.url), 'utf8'));
const PROJECTS = projectsOf(ROOT_TSCONFIG);

describe('typecheck step', () => {
  it('the root tsconfig references every package with a tsconfig.json and the tools project, nothing else', () => {
    const root = new URL('..', import.meta.url);
    const packages = readdirSync(root, { withFileTypes: true })
      .filter(
        (d) => d.isDirectory() && d.name !== 'node_modules' && existsSync(new URL(`${d.name}/tsconfig.json`, root)),
      )
      .map((d) => d.name);
    expect(packages).toEqual(expect.arrayContaining(['shared', 'shell', 'sandbox-api', 'e2e', 'mfe-onboarding']));
    expect([...PROJECTS].sort()).toEqual([...packages, 'tsconfig.tools.json'].sort());
    expect(ROOT_TSCONFIG.files).toEqual([]);
  });

  it.each([
    ['no errors', '', []],
    ['one package', 'mfe-signing/src/a.test.tsx(3,7): error TS2339: Property …', ['mfe-signing']],
    [
      'a prefix of another name is not that package',
      'mfe-cabinet-documents/src/x.ts(1,1): error TS2322: …',
      ['mfe-cabinet-documents'],
    ],
    [
      'scripts and root files are the tools project',
      'scripts/a.ts(1,1): error TS1: x\nvitest.config.mts(2,2): error TS2: y',
      ['tsconfig.tools.json'],
    ],
    ['e2e is a package of its own', 'e2e/a.spec.ts(1,1): error TS1: x', ['e2e']],
    [
      "an error naming its project blames that project, not the file's package",
      "mfe-onboarding/src/a.tsx(18,44): error TS6307: File '/w/mfe-onboarding/src/b.tsx' is not listed within the file list of project '/w/tsconfig.tools.json'. Projects must list all files or use an 'include' pattern.",
      ['tsconfig.tools.json'],
    ],
    ['Windows separators', 'shell\\src\\a.ts(1,1): error TS2322: …', ['shell']],
    ['continuation lines and summaries name no project', '  Type string is not assignable\nFound 2 errors.', []],
    [
      'two packages, each once',
      'shared/src/a.ts(1,1): error TS1: a\nshared/src/b.ts(2,2): error TS1: b\nshell/src/c.ts(1,1): error TS1: c',
      ['shared', 'shell'],
    ],
  ])('%s', (_name, output, expected) => {
    expect(failingProjects(output, PROJECTS)).toEqual(expected);
  });
});
