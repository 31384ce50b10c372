import { z } from 'zod';

/** POST {auth}/auth/token/ (onboarding §3, §7) */
export const tokenRequestSchema = z.object({
  email: z.string().min(1),
  password: z.string().min(1),
  lang: z.enum(['uk', 'en']).optional(),
  app: z.literal('onboarding').optional(),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  access: z.string().min(1),
  refresh: z.string().min(1),
  scope: z.array(z.string()),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** POST {auth}/auth/token/refresh/ — refresh tokens rotate: the old one is spent. */
export const refreshRequestSchema = z.object({ refresh: z.string().min(1) });
export const refreshResponseSchema = z.object({ access: z.string().min(1), refresh: z.string().min(1) });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;
