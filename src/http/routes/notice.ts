import { Hono } from 'hono';
import { noticeEndpoints as E } from '../../contract/endpoints/announcements.ts';
import { Errors } from '../../domain/errors.ts';
import { createNotice, deleteNotice, listNotices, updateNotice } from '../../domain/notices/notices.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../middleware/auth.ts';

/** The back office's notices (super admin; doc 3 §2): written here, read in the users' system messages. */
export const noticeRoutes = new Hono<AppEnv>();

mount(noticeRoutes, E.list, (query, c) => listNotices(c.var.deps.db, query));
mount(noticeRoutes, E.create, (form, c) => createNotice(c.var.deps.db, currentUser(c), form));
mount(noticeRoutes, E.update, ({ id, ...form }, c) => {
  if (!id) throw Errors.Validation('id is required');
  return updateNotice(c.var.deps.db, id, form);
});
mount(noticeRoutes, E.remove, ({ id }, c) => {
  deleteNotice(c.var.deps.db, id);
  return null;
});
