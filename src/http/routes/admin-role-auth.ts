import { Hono } from 'hono';
import { adminSiteEndpoints as E } from '../../contract/endpoints/admin-site.ts';
import { roleAuth, setRolePermissions } from '../../domain/permissions/role-auth.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireRoot } from '../middleware/auth.ts';

/** Auth and role auth (doc 3 §3): the permissions of each role, shown to and edited by the super admin. */
export const adminRoleAuthRoutes = new Hono<AppEnv>()
  // The super admin only, asked before the entry reads its input.
  .use('/admin/role-auth', requireRoot);
mount(adminRoleAuthRoutes, E.roleAuth, (_, c) => roleAuth(c.var.deps.db));
mount(adminRoleAuthRoutes, E.setRoleAuth, ({ role, permissions }, c) => {
  setRolePermissions(c.var.deps.db, currentUser(c), role, permissions);
  return roleAuth(c.var.deps.db);
});
