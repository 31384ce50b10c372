import { z } from 'zod';
import { confirmEquals, passwordSchema } from '@broker/shared/validation';

/** Cabinet §5: the new password's rules, and a confirmation equal to it (pw_confirm). */
export const changePasswordSchema = z
  .object({ password1: passwordSchema, password2: z.string() })
  .superRefine(confirmEquals('password1', 'password2'));
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
