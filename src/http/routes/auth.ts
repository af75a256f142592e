import type { Context } from 'hono';
import { Hono } from 'hono';
import { AUTH_HEADER, type LoginInput } from '../../contract/accounts.ts';
import { accountEndpoints as E } from '../../contract/endpoints/accounts.ts';
import { createImageCaptcha } from '../../domain/accounts/image-captcha.ts';
import { login } from '../../domain/accounts/login.ts';
import { applyResetPassword, resetPasswordWithCode } from '../../domain/accounts/password-reset.ts';
import { checkUsernameOrEmail, register, sendRegisterCode } from '../../domain/accounts/register.ts';
import { endSession } from '../../domain/accounts/sessions.ts';
import { checkSlideCaptcha, createSlideCaptcha } from '../../domain/accounts/slide-captcha.ts';
import { toUserInfo } from '../../domain/accounts/user-info.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { clientIp } from '../middleware/client-ip.ts';

/** Sign-in, sign-out, registration, captchas and password reset by e-mail. */

async function loginHandler(input: LoginInput, c: Context<AppEnv>, adminOnly: boolean) {
  const client = { ip: clientIp(c), userAgent: c.req.header('User-Agent') ?? '' };
  const { token, user } = await login(c.var.deps.db, input, client, { adminOnly });
  c.header(AUTH_HEADER, token);
  c.header('Access-Control-Expose-Headers', AUTH_HEADER);
  return { ...toUserInfo(user), token };
}

function logoutHandler(c: Context<AppEnv>) {
  const user = c.var.user;
  if (user) endSession(c.var.deps.db, user.sessionId);
  return null;
}

export const authRoutes = new Hono<AppEnv>();

mount(authRoutes, E.login, (input, c) => loginHandler(input, c, false));
mount(authRoutes, E.adminLogin, (input, c) => loginHandler(input, c, true));
mount(authRoutes, E.logout, (_input, c) => logoutHandler(c));
mount(authRoutes, E.adminLogout, (_input, c) => logoutHandler(c));
mount(authRoutes, E.captcha, (_input, c) => createImageCaptcha(c.var.deps.db));
mount(authRoutes, E.slideCaptcha, (_input, c) => createSlideCaptcha(c.var.deps.db));
mount(authRoutes, E.checkSlide, (input, c) => checkSlideCaptcha(c.var.deps.db, input.key, input.x));
mount(authRoutes, E.registerCode, async ({ email }, c) => {
  await sendRegisterCode(c.var.deps.db, email);
  return null;
});
mount(authRoutes, E.register, async (input, c) => {
  await register(c.var.deps.db, input);
  return null;
});
mount(authRoutes, E.checkUsernameOrEmail, (input, c) => checkUsernameOrEmail(c.var.deps.db, input));
mount(authRoutes, E.applyResetPassword, async (input, c) => {
  await applyResetPassword(c.var.deps.db, input);
  return null;
});
mount(authRoutes, E.resetPassword, async (input, c) => {
  await resetPasswordWithCode(c.var.deps.db, input);
  return null;
});
