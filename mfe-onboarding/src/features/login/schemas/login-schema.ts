import { z } from 'zod';
import { emailSchema, loginPasswordSchema } from '@broker/shared/validation';

export const loginSchema = z.object({ email: emailSchema, password: loginPasswordSchema });
export type LoginValues = z.infer<typeof loginSchema>;

export const forgotSchema = z.object({ email: emailSchema });
export type ForgotValues = z.infer<typeof forgotSchema>;
