import { Hono } from 'hono';
import { userEndpoints as E } from '../../contract/endpoints/users.ts';
import { getUser, toUserAuthInfo, toUserInfo } from '../../domain/accounts/user-info.ts';
import { calendarHeatmap, findHomeUser, userHomeInfo } from '../../domain/users/home.ts';
import { changeEmail, changePassword, changeUserInfo, sendChangeEmailCode } from '../../domain/users/profile.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../middleware/auth.ts';

/** The signed-in user's session data and settings, and any user's public home page. */
export const userRoutes = new Hono<AppEnv>();

mount(userRoutes, E.info, (_input, c) => toUserInfo(getUser(c.var.deps.db, currentUser(c).uid)));
mount(userRoutes, E.authInfo, (_input, c) => ({
  ...toUserAuthInfo(currentUser(c).role),
  held: [...currentUser(c).permissions],
}));
mount(userRoutes, E.homeInfo, (lookup, c) => {
  const db = c.var.deps.db;
  return userHomeInfo(db, findHomeUser(db, lookup, c.var.user?.uid ?? null), c.var.user);
});
mount(userRoutes, E.heatmap, (lookup, c) => {
  const db = c.var.deps.db;
  return calendarHeatmap(db, findHomeUser(db, lookup, c.var.user?.uid ?? null).uid, c.var.user);
});
mount(userRoutes, E.changePassword, async (input, c) => {
  const user = currentUser(c);
  await changePassword(c.var.deps.db, user.uid, user.sessionId, input);
  return null;
});
mount(userRoutes, E.changeEmailCode, async ({ email }, c) => {
  await sendChangeEmailCode(c.var.deps.db, currentUser(c).uid, email);
  return null;
});
mount(userRoutes, E.changeEmail, (input, c) => changeEmail(c.var.deps.db, currentUser(c).uid, input));
mount(userRoutes, E.changeInfo, (input, c) => changeUserInfo(c.var.deps.db, currentUser(c).uid, input));
