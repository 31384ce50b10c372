import { z } from 'zod';
import { langSchema } from './common';
import { lazySchema } from './lazy-schema';

/** POST {auth}/auth/token/ (onboarding §3 "Login payload", §7). Wrong credentials: IncorrectPassword / UserNotFound. */
export const tokenRequestSchema = lazySchema(() =>
  z.object({
    email: z.string().min(1),
    password: z.string().min(1),
    lang: langSchema.optional(),
    app: z.literal('onboarding').optional(),
  }),
);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** scope: a list; the client stores the first element and sends it as `Src-App` (onboarding §3). */
export const tokenResponseSchema = lazySchema(() =>
  z.object({
    access: z.string().min(1),
    refresh: z.string().min(1),
    scope: z.array(z.string()),
  }),
);
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** POST {auth}/auth/token/refresh/ — refresh tokens rotate: the old one is spent (a second use → 401). */
export const refreshRequestSchema = lazySchema(() => z.object({ refresh: z.string().min(1) }));
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;
export const refreshResponseSchema = lazySchema(() =>
  z.object({ access: z.string().min(1), refresh: z.string().min(1) }),
);
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;
