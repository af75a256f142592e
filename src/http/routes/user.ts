import { Hono } from 'hono';
import {
  changeEmailSchema,
  changePasswordSchema,
  changeUserInfoSchema,
  emailQuerySchema,
  calendarHeatmapSchema,
  userAuthInfoSchema,
  userHomeInfoSchema,
  userInfoSchema,
  userLookupSchema,
} from '../../contract/accounts.ts';
import { calendarHeatmap, findHomeUser, userHomeInfo } from '../../domain/users/home.ts';
import { changeEmail, changePassword, changeUserInfo, sendChangeEmailCode } from '../../domain/users/profile.ts';
import { getUser, toUserAuthInfo, toUserInfo } from '../../domain/accounts/user-info.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin } from '../middleware/auth.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** The signed-in user's session data and settings, and any user's public home page. */
export const userRoutes = new Hono<AppEnv>()
  .get('/get-user-info', requireLogin, (c) => okAs(c, userInfoSchema, toUserInfo(getUser(c.var.deps.db, currentUser(c).uid))))
  .get('/get-user-auth-info', requireLogin, (c) => okAs(c, userAuthInfoSchema, { ...toUserAuthInfo(currentUser(c).role), held: [...currentUser(c).permissions] }))
  .get('/get-user-home-info', (c) => {
    const lookup = validate(userLookupSchema, c.req.query());
    const db = c.var.deps.db;
    return okAs(c, userHomeInfoSchema, userHomeInfo(db, findHomeUser(db, lookup, c.var.user?.uid ?? null), c.var.user));
  })
  .get('/get-user-calendar-heatmap', (c) => {
    const lookup = validate(userLookupSchema, c.req.query());
    const db = c.var.deps.db;
    return okAs(c, calendarHeatmapSchema, calendarHeatmap(db, findHomeUser(db, lookup, c.var.user?.uid ?? null).uid, c.var.user));
  })
  .post('/change-password', requireLogin, async (c) => {
    const input = validate(changePasswordSchema, await c.req.json());
    const user = currentUser(c);
    await changePassword(c.var.deps.db, user.uid, user.sessionId, input);
    return ok(c, null);
  })
  .get('/get-change-email-code', requireLogin, async (c) => {
    const { email } = validate(emailQuerySchema, c.req.query());
    await sendChangeEmailCode(c.var.deps.db, currentUser(c).uid, email);
    return ok(c, null);
  })
  .post('/change-email', requireLogin, async (c) => {
    const input = validate(changeEmailSchema, await c.req.json());
    return okAs(c, userInfoSchema, await changeEmail(c.var.deps.db, currentUser(c).uid, input));
  })
  .post('/change-userInfo', requireLogin, async (c) => {
    const input = validate(changeUserInfoSchema, await c.req.json());
    return okAs(c, userInfoSchema, changeUserInfo(c.var.deps.db, currentUser(c).uid, input));
  });
