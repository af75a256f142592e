import { Hono } from 'hono';
import { noticeFormSchema, noticeIdQuerySchema, noticeListQuerySchema, noticePageSchema, noticeSchema } from '../../contract/notices.ts';
import { Errors } from '../../domain/errors.ts';
import { createNotice, deleteNotice, listNotices, updateNotice } from '../../domain/notices/notices.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requirePermission } from '../middleware/auth.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** The back office's notices (super admin; doc 3 §2): written here, read in the users' system messages. */
export const noticeRoutes = new Hono<AppEnv>()
  .get('/admin/msg/notice', requirePermission('announcement_admin'), (c) => okAs(c, noticePageSchema, listNotices(c.var.deps.db, validate(noticeListQuerySchema, c.req.query()))))
  .post('/admin/msg/notice', requirePermission('announcement_admin'), async (c) => {
    const form = validate(noticeFormSchema, await c.req.json());
    return okAs(c, noticeSchema, createNotice(c.var.deps.db, currentUser(c), form), 'Create Successfully');
  })
  .put('/admin/msg/notice', requirePermission('announcement_admin'), async (c) => {
    const { id, ...form } = validate(noticeFormSchema, await c.req.json());
    if (!id) throw Errors.Validation('id is required');
    return okAs(c, noticeSchema, updateNotice(c.var.deps.db, id, form), 'Update Successfully');
  })
  .delete('/admin/msg/notice', requirePermission('announcement_admin'), (c) => {
    deleteNotice(c.var.deps.db, validate(noticeIdQuerySchema, c.req.query()).id);
    return ok(c, null, 'Delete successfully');
  });
