import { Hono } from 'hono';
import { announcementIdQuerySchema, announcementPageSchema, announcementSchema } from '../../contract/announcements.ts';
import { groupAnnouncementFormSchema, groupAnnouncementQuerySchema } from '../../contract/groups.ts';
import {
  allAnnouncements, createAnnouncement, deleteAnnouncement, updateAnnouncement, visibleAnnouncements,
} from '../../domain/announcements/announcements.ts';
import { Errors } from '../../domain/errors.ts';
import { changeableAnnouncement } from '../../domain/groups/announcements.ts';
import { assertGroupAdmin, assertMember } from '../../domain/access/group-policy.ts';
import { groupFor } from '../../domain/groups/store.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin } from '../middleware/auth.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** A group's announcements (API-NEXT "Groups"): the visible ones to members, all of them to group admins, a change to its author or someone above them. */
export const groupAnnouncementRoutes = new Hono<AppEnv>()
  .use('/group/announcement', requireLogin)
  .get('/group/get-announcement-list', requireLogin, (c) => {
    const { gid, ...q } = validate(groupAnnouncementQuerySchema, c.req.query());
    const { group, as } = groupFor(c.var.deps.db, currentUser(c), gid);
    assertMember(group, as);
    return okAs(c, announcementPageSchema, visibleAnnouncements(c.var.deps.db, q, gid));
  })
  .get('/group/get-admin-announcement-list', requireLogin, (c) => {
    const { gid, ...q } = validate(groupAnnouncementQuerySchema, c.req.query());
    const { group, as } = groupFor(c.var.deps.db, currentUser(c), gid);
    assertGroupAdmin(group, as);
    return okAs(c, announcementPageSchema, allAnnouncements(c.var.deps.db, q, gid));
  })
  .post('/group/announcement', async (c) => {
    const { id: _ignored, gid, ...fields } = validate(groupAnnouncementFormSchema, await c.req.json());
    const actor = currentUser(c);
    const { group, as } = groupFor(c.var.deps.db, actor, gid);
    assertGroupAdmin(group, as);
    return okAs(c, announcementSchema, createAnnouncement(c.var.deps.db, actor, fields, gid), 'Create successfully');
  })
  .put('/group/announcement', async (c) => {
    const { id, gid, ...fields } = validate(groupAnnouncementFormSchema, await c.req.json());
    if (!id) throw Errors.Validation('id is required');
    changeableAnnouncement(c.var.deps.db, currentUser(c), id, gid);
    return okAs(c, announcementSchema, updateAnnouncement(c.var.deps.db, id, fields, gid), 'Update Successfully');
  })
  .delete('/group/announcement', (c) => {
    const { aid } = validate(announcementIdQuerySchema, c.req.query());
    const group = changeableAnnouncement(c.var.deps.db, currentUser(c), aid);
    deleteAnnouncement(c.var.deps.db, aid, group.id);
    return ok(c, null, 'Delete successfully');
  });
