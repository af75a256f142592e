import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  AUTH_HEADER,
  applyResetPasswordSchema,
  checkSlideCaptchaSchema,
  checkUsernameOrEmailSchema,
  emailQuerySchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  checkUsernameOrEmailResultSchema,
  imageCaptchaSchema,
  loginResultSchema,
  slideCaptchaSchema,
  slideTokenSchema,
} from '../../contract/accounts.ts';
import { createImageCaptcha } from '../../domain/accounts/image-captcha.ts';
import { login } from '../../domain/accounts/login.ts';
import { applyResetPassword, resetPasswordWithCode } from '../../domain/accounts/password-reset.ts';
import { checkUsernameOrEmail, register, sendRegisterCode } from '../../domain/accounts/register.ts';
import { endSession } from '../../domain/accounts/sessions.ts';
import { checkSlideCaptcha, createSlideCaptcha } from '../../domain/accounts/slide-captcha.ts';
import { toUserInfo } from '../../domain/accounts/user-info.ts';
import type { AppEnv } from '../env.ts';
import { clientIp } from '../middleware/client-ip.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** Sign-in, sign-out, registration, captchas and password reset by e-mail. */

async function loginHandler(c: Context<AppEnv>, adminOnly: boolean) {
  const input = validate(loginSchema, await c.req.json());
  const client = { ip: clientIp(c), userAgent: c.req.header('User-Agent') ?? '' };
  const { token, user } = await login(c.var.deps.db, input, client, { adminOnly });
  c.header(AUTH_HEADER, token);
  c.header('Access-Control-Expose-Headers', AUTH_HEADER);
  return okAs(c, loginResultSchema, { ...toUserInfo(user), token });
}

function logoutHandler(c: Context<AppEnv>) {
  const user = c.var.user;
  if (user) endSession(c.var.deps.db, user.sessionId);
  return ok(c, null);
}

export const authRoutes = new Hono<AppEnv>()
  .post('/login', (c) => loginHandler(c, false))
  .post('/admin/login', (c) => loginHandler(c, true))
  .get('/logout', logoutHandler)
  .get('/admin/logout', logoutHandler)
  .get('/captcha', (c) => okAs(c, imageCaptchaSchema, createImageCaptcha(c.var.deps.db)))
  .get('/get-slide-captcha', (c) => okAs(c, slideCaptchaSchema, createSlideCaptcha(c.var.deps.db)))
  .post('/check-slide-captcha', async (c) => {
    const input = validate(checkSlideCaptchaSchema, await c.req.json());
    return okAs(c, slideTokenSchema, checkSlideCaptcha(c.var.deps.db, input.key, input.x));
  })
  .get('/get-register-code', async (c) => {
    const { email } = validate(emailQuerySchema, c.req.query());
    await sendRegisterCode(c.var.deps.db, email);
    return ok(c, null);
  })
  .post('/register', async (c) => {
    const input = validate(registerSchema, await c.req.json());
    await register(c.var.deps.db, input);
    return ok(c, null);
  })
  .post('/check-username-or-email', async (c) => {
    const input = validate(checkUsernameOrEmailSchema, await c.req.json());
    return okAs(c, checkUsernameOrEmailResultSchema, checkUsernameOrEmail(c.var.deps.db, input));
  })
  .post('/apply-reset-password', async (c) => {
    const input = validate(applyResetPasswordSchema, await c.req.json());
    await applyResetPassword(c.var.deps.db, input);
    return ok(c, null);
  })
  .post('/reset-password', async (c) => {
    const input = validate(resetPasswordSchema, await c.req.json());
    await resetPasswordWithCode(c.var.deps.db, input);
    return ok(c, null);
  });
