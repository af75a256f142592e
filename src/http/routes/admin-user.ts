import { Hono } from 'hono';
import { userExportQuerySchema } from '../../contract/admin-users.ts';
import { adminUserEndpoints as E } from '../../contract/endpoints/admin-users.ts';
import { adminSetPassword } from '../../domain/accounts/admin-accounts.ts';
import { addUser } from '../../domain/users/add-user.ts';
import { bulkChangeUsers, deleteUsers, editUser } from '../../domain/users/admin-user-edit.ts';
import { exportUsersCsv } from '../../domain/users/admin-user-export.ts';
import { listAdminUsers } from '../../domain/users/admin-user-list.ts';
import { listUserSessions, revokeUserSession } from '../../domain/users/admin-user-sessions.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireAdmin } from '../middleware/auth.ts';
import { validate } from '../validate.ts';

/**
 * The back office's users page (super admin and admins; the role rules of
 * src/domain/users/admin-user-rules.ts limit what an admin may do to whom).
 */
export const adminUserRoutes = new Hono<AppEnv>();
mount(adminUserRoutes, E.list, (q, c) => listAdminUsers(c.var.deps.db, q));
mount(adminUserRoutes, E.add, async (form, c) => {
  await addUser(c.var.deps.db, currentUser(c), form);
  return null;
});
mount(adminUserRoutes, E.edit, async (form, c) => {
  await editUser(c.var.deps.db, currentUser(c), form);
  return null;
});
mount(adminUserRoutes, E.bulk, (change, c) => bulkChangeUsers(c.var.deps.db, currentUser(c), change));
mount(adminUserRoutes, E.remove, ({ ids }, c) => deleteUsers(c.var.deps.db, currentUser(c), ids));
mount(adminUserRoutes, E.resetPassword, async ({ uid, password }, c) => {
  await adminSetPassword(c.var.deps.db, currentUser(c), uid, password);
  return null;
});
mount(adminUserRoutes, E.sessions, ({ uid }, c) => listUserSessions(c.var.deps.db, currentUser(c), uid));
mount(adminUserRoutes, E.revokeSession, ({ id }, c) => {
  revokeUserSession(c.var.deps.db, currentUser(c), id);
  return null;
});
adminUserRoutes.get('/file/export-users', requireAdmin, (c) => {
  const { uids, ...filter } = validate(userExportQuerySchema, c.req.query());
  const { csv } = exportUsersCsv(c.var.deps.db, filter, uids);
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="users_${new Date().toISOString().slice(0, 10)}.csv"`);
  return c.body(csv);
});
