import { z } from 'zod';

/**
 * What @hookform/resolvers/zod reads of `zod/v4/core` (`parse`, `parseAsync`, `instanceof $ZodError`),
 * taken from the shared zod instead: its own `zod/v4/core` import would put a second copy of zod's
 * core (~7 KB brotli) into every remote, on the login page too. Classic zod's parse throws `ZodError`,
 * which the resolver's `instanceof` accepts (same `issues`). Swapped in by lean-zod.ts.
 */
export const parse = z.parse;
export const parseAsync = z.parseAsync;
export const $ZodError = z.ZodError;
