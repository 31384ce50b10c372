import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as core from 'zod/v4/core';
import { $ZodError, parse, parseAsync } from './zod-core-for-resolvers';

// the resolver does: (sync ? parse : parseAsync)(schema, values, opts), then `err instanceof $ZodError` → err.issues
const schema = z.object({ email: z.string().min(3), age: z.number() });

describe('zod core helpers for @hookform/resolvers, from the shared zod', () => {
  it.each([
    ['parse', (v: unknown) => Promise.resolve().then(() => parse(schema, v))],
    ['parseAsync', (v: unknown) => parseAsync(schema, v)],
  ])('%s returns the data, and throws an error the resolver recognises with the same issues', async (_name, run) => {
    await expect(run({ email: 'abc', age: 1 })).resolves.toEqual({ email: 'abc', age: 1 });
    const err: unknown = await run({ email: 'a', age: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf($ZodError);
    // what zod's own core would have reported
    const coreErr: unknown = await Promise.resolve()
      .then(() => core.parse(schema, { email: 'a', age: 'x' }))
      .catch((e: unknown) => e);
    expect((err as z.ZodError).issues.map((i) => [i.code, i.path])).toEqual(
      (coreErr as core.$ZodError).issues.map((i) => [i.code, i.path]),
    );
  });
});
