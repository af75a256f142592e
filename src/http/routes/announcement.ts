import { Hono } from 'hono';
import { announcementEndpoints as E } from '../../contract/endpoints/announcements.ts';
import {
  allAnnouncements,
  createAnnouncement,
  deleteAnnouncement,
  updateAnnouncement,
  visibleAnnouncements,
} from '../../domain/announcements/announcements.ts';
import { Errors } from '../../domain/errors.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../middleware/auth.ts';

/** The home page's announcements (public) and their back office (super admin; doc 3 §2). */
export const announcementRoutes = new Hono<AppEnv>();

mount(announcementRoutes, E.visible, (query, c) => visibleAnnouncements(c.var.deps.db, query));
mount(announcementRoutes, E.list, (query, c) => allAnnouncements(c.var.deps.db, query));
mount(announcementRoutes, E.create, (form, c) => createAnnouncement(c.var.deps.db, currentUser(c), form));
mount(announcementRoutes, E.update, ({ id, ...form }, c) => {
  if (!id) throw Errors.Validation('id is required');
  return updateAnnouncement(c.var.deps.db, id, form);
});
mount(announcementRoutes, E.remove, ({ aid }, c) => {
  deleteAnnouncement(c.var.deps.db, aid);
  return null;
});
