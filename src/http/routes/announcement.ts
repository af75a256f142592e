import { Hono } from 'hono';
import {
  adminAnnouncementQuerySchema, announcementFormSchema, announcementIdQuerySchema, announcementPageSchema, announcementSchema, homeAnnouncementQuerySchema,
} from '../../contract/announcements.ts';
import { allAnnouncements, createAnnouncement, deleteAnnouncement, updateAnnouncement, visibleAnnouncements } from '../../domain/announcements/announcements.ts';
import { Errors } from '../../domain/errors.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requirePermission } from '../middleware/auth.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** The home page's announcements (public) and their back office (super admin; doc 3 §2). */
export const announcementRoutes = new Hono<AppEnv>()
  .get('/get-common-announcement', (c) => okAs(c, announcementPageSchema, visibleAnnouncements(c.var.deps.db, validate(homeAnnouncementQuerySchema, c.req.query()))))
  .get('/admin/announcement', requirePermission('announcement_admin'), (c) => okAs(c, announcementPageSchema, allAnnouncements(c.var.deps.db, validate(adminAnnouncementQuerySchema, c.req.query()))))
  .post('/admin/announcement', requirePermission('announcement_admin'), async (c) => {
    const form = validate(announcementFormSchema, await c.req.json());
    return okAs(c, announcementSchema, createAnnouncement(c.var.deps.db, currentUser(c), form), 'Create Successfully');
  })
  .put('/admin/announcement', requirePermission('announcement_admin'), async (c) => {
    const { id, ...form } = validate(announcementFormSchema, await c.req.json());
    if (!id) throw Errors.Validation('id is required');
    return okAs(c, announcementSchema, updateAnnouncement(c.var.deps.db, id, form), 'Update Successfully');
  })
  .delete('/admin/announcement', requirePermission('announcement_admin'), (c) => {
    deleteAnnouncement(c.var.deps.db, validate(announcementIdQuerySchema, c.req.query()).aid);
    return ok(c, null, 'Delete successfully');
  });
