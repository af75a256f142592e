import { Hono } from 'hono';
import { roleAuthSchema, setRolePermissionsSchema } from '../../contract/permissions.ts';
import { roleAuth, setRolePermissions } from '../../domain/permissions/role-auth.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireRoot } from '../middleware/auth.ts';
import { okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** Auth and role auth (doc 3 §3): the permissions of each role, shown to and edited by the super admin. */
export const adminRoleAuthRoutes = new Hono<AppEnv>()
  .get('/admin/role-auth', requireRoot, (c) => okAs(c, roleAuthSchema, roleAuth(c.var.deps.db)))
  .put('/admin/role-auth', requireRoot, async (c) => {
    const input = validate(setRolePermissionsSchema, await c.req.json());
    setRolePermissions(c.var.deps.db, currentUser(c), input.role, input.permissions);
    return okAs(c, roleAuthSchema, roleAuth(c.var.deps.db), 'Update Successfully');
  });
