import { z } from 'zod';
import { changePasswordSchema } from '../../../src/contract/accounts.ts';

/** The change-password request plus a confirmation that stays in the browser. */
export const changePasswordFormSchema = changePasswordSchema
  .and(z.object({ confirmPassword: z.string().min(1) }))
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Password_does_not_match',
    path: ['confirmPassword'],
  });
