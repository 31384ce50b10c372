import { z } from 'zod';
import { phoneSchema, regEmailSchema } from '@broker/shared/validation';

export const contactsSchema = z.object({ phone: phoneSchema, email: regEmailSchema });
export type ContactsValues = z.infer<typeof contactsSchema>;
