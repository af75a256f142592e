import { z } from 'zod';
import { userInfoSchema } from '../accounts.ts';
import {
  changePhoneSchema,
  checkUsernameOrPhoneResultSchema,
  checkUsernameOrPhoneSchema,
  phoneQuerySchema,
  registerByPhoneSchema,
  resetPasswordByPhoneSchema,
} from '../phone.ts';
import { endpoint } from './define.ts';

/**
 * Phone accounts (spec doc 1 §7): codes sent by SMS when the site's SMS section is on, for
 * registration, password reset and binding a number in Settings. Anybody may ask, within the
 * limits per number and per address.
 */
export const phoneEndpoints = {
  registerCode: endpoint({
    method: 'GET',
    path: '/api/get-register-code-by-phone',
    query: phoneQuerySchema,
    answer: z.null(),
    caller: 'anyone',
  }),
  resetCode: endpoint({
    method: 'GET',
    path: '/api/get-reset-code-by-phone',
    query: phoneQuerySchema,
    answer: z.null(),
    caller: 'anyone',
  }),
  checkUsernameOrPhone: endpoint({
    method: 'POST',
    path: '/api/check-username-or-phone',
    body: checkUsernameOrPhoneSchema,
    answer: checkUsernameOrPhoneResultSchema,
    caller: 'anyone',
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/register-by-phone',
    body: registerByPhoneSchema,
    answer: z.null(),
    caller: 'anyone',
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/reset-password-by-phone',
    body: resetPasswordByPhoneSchema,
    answer: z.null(),
    caller: 'anyone',
    message: 'Your password has been reset',
  }),
  changePhoneCode: endpoint({
    method: 'GET',
    path: '/api/get-change-phone-code',
    query: phoneQuerySchema,
    answer: z.null(),
    caller: 'signed-in',
  }),
  changePhone: endpoint({
    method: 'POST',
    path: '/api/change-phone',
    body: changePhoneSchema,
    answer: userInfoSchema,
    caller: 'signed-in',
  }),
};
