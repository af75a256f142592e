import { Hono } from 'hono';
import { phoneEndpoints as E } from '../../contract/endpoints/phone.ts';
import {
  checkUsernameOrPhone,
  registerByPhone,
  resetPasswordByPhone,
  sendRegisterCodeByPhone,
  sendResetCodeByPhone,
} from '../../domain/accounts/phone-accounts.ts';
import { changePhone, sendChangePhoneCode } from '../../domain/users/change-phone.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../middleware/auth.ts';
import { clientIp } from '../middleware/client-ip.ts';

/** Phone accounts: SMS codes, registration and password reset by phone, and binding a number. */
export const phoneRoutes = new Hono<AppEnv>();

mount(phoneRoutes, E.registerCode, async ({ phone }, c) => {
  await sendRegisterCodeByPhone(c.var.deps.db, phone, clientIp(c));
  return null;
});
mount(phoneRoutes, E.resetCode, async ({ phone }, c) => {
  await sendResetCodeByPhone(c.var.deps.db, phone, clientIp(c));
  return null;
});
mount(phoneRoutes, E.checkUsernameOrPhone, (input, c) => checkUsernameOrPhone(c.var.deps.db, input));
mount(phoneRoutes, E.register, async (input, c) => {
  await registerByPhone(c.var.deps.db, input);
  return null;
});
mount(phoneRoutes, E.resetPassword, async (input, c) => {
  await resetPasswordByPhone(c.var.deps.db, input);
  return null;
});
mount(phoneRoutes, E.changePhoneCode, async ({ phone }, c) => {
  await sendChangePhoneCode(c.var.deps.db, currentUser(c).uid, phone, clientIp(c));
  return null;
});
mount(phoneRoutes, E.changePhone, (input, c) => changePhone(c.var.deps.db, currentUser(c).uid, input));
