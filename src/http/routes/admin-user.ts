import { Hono } from 'hono';
import { adminResetPasswordSchema } from '../../contract/accounts.ts';
import { adminSetPassword } from '../../domain/accounts/admin-accounts.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireAdmin } from '../middleware/auth.ts';
import { ok } from '../respond.ts';
import { validate } from '../validate.ts';

/** Account actions of the back office. */
export const adminUserRoutes = new Hono<AppEnv>()
  .put('/admin/user/reset-password', requireAdmin, async (c) => {
    const input = validate(adminResetPasswordSchema, await c.req.json());
    await adminSetPassword(c.var.deps.db, currentUser(c).role, input.uid, input.password);
    return ok(c, null);
  });
