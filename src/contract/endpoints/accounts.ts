import { z } from 'zod';
import {
  applyResetPasswordSchema,
  checkSlideCaptchaSchema,
  checkUsernameOrEmailResultSchema,
  checkUsernameOrEmailSchema,
  emailQuerySchema,
  imageCaptchaSchema,
  loginResultSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  slideCaptchaSchema,
  slideTokenSchema,
} from '../accounts.ts';
import { endpoint } from './define.ts';

/**
 * Signing in and out, registration, the captchas and the password reset by e-mail (API-NEXT
 * "Accounts"): anybody may call them; the sign-in answers the token also in `Authorization`.
 */
export const accountEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    body: loginSchema,
    answer: loginResultSchema,
    caller: 'anyone',
  }),
  /** The back office's sign-in: only roles that may enter it. */
  adminLogin: endpoint({
    method: 'POST',
    path: '/api/admin/login',
    body: loginSchema,
    answer: loginResultSchema,
    caller: 'anyone',
  }),
  logout: endpoint({ method: 'GET', path: '/api/logout', answer: z.null(), caller: 'anyone' }),
  adminLogout: endpoint({ method: 'GET', path: '/api/admin/logout', answer: z.null(), caller: 'anyone' }),
  captcha: endpoint({ method: 'GET', path: '/api/captcha', answer: imageCaptchaSchema, caller: 'anyone' }),
  slideCaptcha: endpoint({
    method: 'GET',
    path: '/api/get-slide-captcha',
    answer: slideCaptchaSchema,
    caller: 'anyone',
  }),
  checkSlide: endpoint({
    method: 'POST',
    path: '/api/check-slide-captcha',
    body: checkSlideCaptchaSchema,
    answer: slideTokenSchema,
    caller: 'anyone',
  }),
  registerCode: endpoint({
    method: 'GET',
    path: '/api/get-register-code',
    query: emailQuerySchema,
    answer: z.null(),
    caller: 'anyone',
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/register',
    body: registerSchema,
    answer: z.null(),
    caller: 'anyone',
  }),
  checkUsernameOrEmail: endpoint({
    method: 'POST',
    path: '/api/check-username-or-email',
    body: checkUsernameOrEmailSchema,
    answer: checkUsernameOrEmailResultSchema,
    caller: 'anyone',
  }),
  applyResetPassword: endpoint({
    method: 'POST',
    path: '/api/apply-reset-password',
    body: applyResetPasswordSchema,
    answer: z.null(),
    caller: 'anyone',
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/reset-password',
    body: resetPasswordSchema,
    answer: z.null(),
    caller: 'anyone',
  }),
};
