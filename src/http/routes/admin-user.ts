import { Hono } from 'hono';
import { adminResetPasswordSchema } from '../../contract/accounts.ts';
import {
  addUserSchema, adminUserPageSchema, bulkResultSchema, bulkUsersSchema, deleteUsersSchema, editUserSchema, sessionIdQuerySchema,
  userExportQuerySchema, userListQuerySchema, userSessionSchema, userSessionsQuerySchema,
} from '../../contract/admin-users.ts';
import { adminSetPassword } from '../../domain/accounts/admin-accounts.ts';
import { addUser } from '../../domain/users/add-user.ts';
import { bulkChangeUsers, deleteUsers, editUser } from '../../domain/users/admin-user-edit.ts';
import { exportUsersCsv } from '../../domain/users/admin-user-export.ts';
import { listAdminUsers } from '../../domain/users/admin-user-list.ts';
import { listUserSessions, revokeUserSession } from '../../domain/users/admin-user-sessions.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireAdmin } from '../middleware/auth.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/**
 * The back office's users page (super admin and admins; the role rules of
 * src/domain/users/admin-user-rules.ts limit what an admin may do to whom).
 */
export const adminUserRoutes = new Hono<AppEnv>()
  .get('/admin/user/get-user-list', requireAdmin, (c) =>
    okAs(c, adminUserPageSchema, listAdminUsers(c.var.deps.db, validate(userListQuerySchema, c.req.query()))))
  .post('/admin/user/add-user', requireAdmin, async (c) => {
    await addUser(c.var.deps.db, currentUser(c), validate(addUserSchema, await c.req.json()));
    return ok(c, null, 'Add successfully');
  })
  .put('/admin/user/edit-user', requireAdmin, async (c) => {
    await editUser(c.var.deps.db, currentUser(c), validate(editUserSchema, await c.req.json()));
    return ok(c, null, 'Update Successfully');
  })
  .put('/admin/user/bulk', requireAdmin, async (c) =>
    okAs(c, bulkResultSchema, bulkChangeUsers(c.var.deps.db, currentUser(c), validate(bulkUsersSchema, await c.req.json())), 'Update Successfully'))
  .delete('/admin/user/delete-user', requireAdmin, async (c) =>
    okAs(c, bulkResultSchema, deleteUsers(c.var.deps.db, currentUser(c), validate(deleteUsersSchema, await c.req.json()).ids), 'Delete successfully'))
  .put('/admin/user/reset-password', requireAdmin, async (c) => {
    const input = validate(adminResetPasswordSchema, await c.req.json());
    await adminSetPassword(c.var.deps.db, currentUser(c), input.uid, input.password);
    return ok(c, null);
  })
  .get('/admin/user/sessions', requireAdmin, (c) => {
    const { uid } = validate(userSessionsQuerySchema, c.req.query());
    return okAs(c, userSessionSchema.array(), listUserSessions(c.var.deps.db, currentUser(c), uid));
  })
  .delete('/admin/user/session', requireAdmin, (c) => {
    revokeUserSession(c.var.deps.db, currentUser(c), validate(sessionIdQuerySchema, c.req.query()).id);
    return ok(c, null, 'Delete successfully');
  })
  .get('/file/export-users', requireAdmin, (c) => {
    const { uids, ...filter } = validate(userExportQuerySchema, c.req.query());
    const { csv } = exportUsersCsv(c.var.deps.db, filter, uids);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="users_${new Date().toISOString().slice(0, 10)}.csv"`);
    return c.body(csv);
  });
