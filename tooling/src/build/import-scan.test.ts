import { describe, expect, it } from 'vitest';
import { scanImports, type ScanSpec } from './import-scan';

const spec: ScanSpec = { libraries: { lib: {}, zod: { namespaces: ['z'] } }, forbidden: ['inner'] };
const scan = (text: string, path = 'x.tsx') => scanImports([{ path, text }], spec);
const names = (text: string) => Object.fromEntries(Object.entries(scan(text)).map(([k, v]) => [k, [...v].sort()]));

describe('scanImports: the exports a source reads at runtime', () => {
  it.each([
    ['named', `import { a, b } from 'lib';`, ['a', 'b']],
    ['aliased: the imported name counts', `import { a as x } from 'lib';`, ['a']],
    ['multi-line', `import {\n  a,\n  b,\n} from 'lib';`, ['a', 'b']],
    ['type-only import', `import type { T } from 'lib';`, []],
    ['type-only specifier', `import { type T, a } from 'lib';`, ['a']],
    ['default', `import d from 'lib';`, ['default']],
    ['named re-export', `export { a, b as c } from 'lib';`, ['a', 'b']],
    ['type re-export', `export type { T } from 'lib';`, []],
    ['another library', `import { a } from 'other';`, []],
  ])('%s', (_label, text, expected) => {
    expect(names(text).lib).toEqual(expected);
  });

  it.each([
    [
      'members read off the namespace',
      `import { z } from 'zod';\nconst s = z.object({ a: z.string().min(1) });`,
      ['z.object', 'z.string'],
    ],
    [
      'types are not reads',
      `import { z } from 'zod';\ntype T = z.infer<typeof s>;\nlet t: typeof z;\nconst s = z.array(z.number());`,
      ['z.array', 'z.number'],
    ],
    [
      'property and declaration names called z',
      `import { z } from 'zod';\nconst o = { z: 1 };\no.z;\ninterface I { z: number }\nz.enum(['a']);`,
      ['z.enum'],
    ],
    ['an alias of the namespace', `import { z as zz } from 'zod';\nzz.boolean();`, ['z.boolean']],
  ])('namespace export: %s', (_label, text, expected) => {
    expect(names(text).zod).toEqual(expected);
  });

  it.each([
    ['import * as', `import * as L from 'lib';`, /import \* as/],
    ['export *', `export * from 'lib';`, /export \*/],
    ['dynamic import', `const m = await import('lib');`, /dynamic import/],
    ['the namespace passed on whole', `import { z } from 'zod';\nuse(z);`, /used other than as z\.member/],
    ['the namespace in a shorthand property', `import { z } from 'zod';\nconst o = { z };`, /used other than/],
    ['a forbidden library', `import { x } from 'inner';`, /import from 'inner' directly/],
  ])('refuses what a name list cannot describe: %s', (_label, text, error) => {
    expect(() => scan(text, 'src/f.ts')).toThrow(error);
  });

  it('names the file and line it refuses', () => {
    expect(() => scan(`\n\nexport * from 'lib';`, 'src/bad.ts')).toThrow(/^src\/bad\.ts:3: /);
  });
});
