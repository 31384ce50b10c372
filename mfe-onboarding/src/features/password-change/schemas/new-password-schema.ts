import { z } from 'zod';
import { confirmEquals, passwordSchema } from '@broker/shared/validation';

/** A new password and its confirmation (§5 rules, pw_confirm). */
export const newPasswordSchema = z
  .object({ password1: passwordSchema, password2: z.string() })
  .superRefine(confirmEquals('password1', 'password2'));
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
