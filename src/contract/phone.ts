import { z } from 'zod';
import { code, password, USERNAME_MAX, username } from './accounts.ts';

/**
 * Phone accounts (spec doc 1 §5, §7): codes sent by SMS through the site's gateway for
 * registration, password reset and changing the bound number. A number is 11 digits, 1 then 3 to 9.
 */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** Seconds before another code may be asked for the same number (spec doc 1 §9). */
export const PHONE_CODE_RESEND_SECONDS = 60;
/** Minutes a sent code stays valid. */
export const PHONE_CODE_TTL_MINUTES = 5;

export const phone = z.string().trim().regex(PHONE_PATTERN, { message: 'Invalid_phone_format' });

export const phoneQuerySchema = z.object({ phone });

export const checkUsernameOrPhoneSchema = z.object({
  username: z.string().trim().max(USERNAME_MAX).optional(),
  phone_number: z.string().trim().max(20).optional(),
});
export type CheckUsernameOrPhoneInput = z.infer<typeof checkUsernameOrPhoneSchema>;
export const checkUsernameOrPhoneResultSchema = z.object({
  /** true = a user with this username exists. */
  username: z.boolean(),
  /** true = an account is bound to this number. */
  phone: z.boolean(),
});
export type CheckUsernameOrPhoneResult = z.infer<typeof checkUsernameOrPhoneResultSchema>;

export const registerByPhoneSchema = z.object({ username, password, phone_number: phone, code });
export type RegisterByPhoneInput = z.infer<typeof registerByPhoneSchema>;

/** The register-by-phone form: the request plus a confirmation that is dropped before sending. */
export const registerByPhoneFormSchema = registerByPhoneSchema
  .extend({ confirmPassword: z.string().min(1) })
  .refine((v) => v.password === v.confirmPassword, { message: 'Password_does_not_match', path: ['confirmPassword'] });

export const resetPasswordByPhoneSchema = z.object({ phone, code, password });
export type ResetPasswordByPhoneInput = z.infer<typeof resetPasswordByPhoneSchema>;

export const resetPasswordByPhoneFormSchema = resetPasswordByPhoneSchema
  .extend({ confirmPassword: z.string().min(1) })
  .refine((v) => v.password === v.confirmPassword, { message: 'Password_does_not_match', path: ['confirmPassword'] });

/** Settings' mobile section: bind or change the number with the current password and a code sent to the new one. */
export const changePhoneSchema = z.object({
  password: z.string().min(1).max(25),
  phone,
  code,
});
export type ChangePhoneInput = z.infer<typeof changePhoneSchema>;
