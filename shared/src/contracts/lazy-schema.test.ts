import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazySchema } from './lazy-schema';
import { personDataResponseSchema, registrySchema, userInfoSchema, PERSON_DATA_FIELDS } from './index';

describe('lazySchema', () => {
  it('builds on first use, once', () => {
    let builds = 0;
    const s = lazySchema(() => (builds++, z.object({ a: z.string() })));
    expect(builds).toBe(0);
    expect(s.parse({ a: 'x' })).toEqual({ a: 'x' });
    expect(s.safeParse({ a: 1 }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('behaves as the schema it stands for: composition, derivation, instanceof, shape, enum options', async () => {
    const inner = lazySchema(() => z.enum(['A', 'B']));
    const outer = lazySchema(() => z.object({ kind: inner, n: z.number().int() }));
    expect(z.object({ nested: outer }).parse({ nested: { kind: 'A', n: 1 } })).toEqual({ nested: { kind: 'A', n: 1 } });
    expect(outer.extend({ x: z.string() }).safeParse({ kind: 'B', n: 2 }).success).toBe(false);
    expect(outer.partial().parse({})).toEqual({});
    expect(inner.nullable().parse(null)).toBeNull();
    expect(inner.options).toEqual(['A', 'B']);
    expect(Object.keys(outer.shape)).toEqual(['kind', 'n']);
    expect(outer instanceof z.ZodObject).toBe(true);
    expect(outer instanceof z.ZodString).toBe(false);
    expect(z.array(outer).parse([{ kind: 'B', n: 3 }])).toHaveLength(1);
    expect(await outer.parseAsync({ kind: 'A', n: 4 })).toEqual({ kind: 'A', n: 4 });
    const err = outer.safeParse({ kind: 'C', n: 1.5 });
    expect(err.success || err.error.issues.map((i) => i.path.join('.'))).toEqual(['kind', 'n']);
  });

  it('works with the form resolver (its instanceof and parse go through the stand-in)', async () => {
    const form = lazySchema(() => z.object({ email: z.string().min(1, 'validations.required') }));
    const resolve = zodResolver(form);
    const bad = await resolve({ email: '' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(bad.errors.email?.message).toBe('validations.required');
    const good = await resolve({ email: 'a@b.c' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(good.values).toEqual({ email: 'a@b.c' });
  });

  it("contracts' schemas are lazy stand-ins that parse as before", () => {
    expect(registrySchema.safeParse({}).success).toBe(false);
    expect(userInfoSchema.shape.email).toBeDefined();
    // written out (not read off the schema when the module loads), and the schema's keys in its order
    expect([...PERSON_DATA_FIELDS]).toEqual(Object.keys(personDataResponseSchema.shape));
  });
});

describe('contracts stay lazy', () => {
  it('no top-level schema of the contracts is built when the module loads (wrap new ones in lazySchema)', () => {
    const dir = dirname(fileURLToPath(import.meta.url)) + '/';
    const eager: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      readFileSync(dir + file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          // a schema, or a piece of one, built at the top level; or a lazy schema read there (which builds it)
          if (/^(export )?const \w+(: [^=]+)? = (z\b|\{)/.test(line) && /\bz\./.test(line))
            eager.push(`${file}:${i + 1}`);
          if (/^(export )?const \w+(: [^=]+)? = .*Schema\.(shape|options|def|_zod)\b/.test(line))
            eager.push(`${file}:${i + 1}`);
        });
    }
    expect(eager).toEqual([]);
  });
});
