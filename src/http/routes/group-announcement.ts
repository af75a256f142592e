import { Hono } from 'hono';
import { groupBoardEndpoints as E } from '../../contract/endpoints/groups.ts';
import {
  allAnnouncements,
  createAnnouncement,
  deleteAnnouncement,
  updateAnnouncement,
  visibleAnnouncements,
} from '../../domain/announcements/announcements.ts';
import { Errors } from '../../domain/errors.ts';
import { changeableAnnouncement } from '../../domain/groups/announcements.ts';
import { assertGroupAdmin, assertMember } from '../../domain/access/group-policy.ts';
import { groupFor } from '../../domain/groups/store.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../middleware/auth.ts';

/** A group's announcements (API-NEXT "Groups"): the visible ones to members, all of them to group admins, a change to its author or someone above them. */
export const groupAnnouncementRoutes = new Hono<AppEnv>();
mount(groupAnnouncementRoutes, E.announcements, ({ gid, ...q }, c) => {
  const { group, as } = groupFor(c.var.deps.db, currentUser(c), gid);
  assertMember(group, as);
  return visibleAnnouncements(c.var.deps.db, q, gid);
});
mount(groupAnnouncementRoutes, E.adminAnnouncements, ({ gid, ...q }, c) => {
  const { group, as } = groupFor(c.var.deps.db, currentUser(c), gid);
  assertGroupAdmin(group, as);
  return allAnnouncements(c.var.deps.db, q, gid);
});
mount(groupAnnouncementRoutes, E.createAnnouncement, ({ id: _ignored, gid, ...fields }, c) => {
  const actor = currentUser(c);
  const { group, as } = groupFor(c.var.deps.db, actor, gid);
  assertGroupAdmin(group, as);
  return createAnnouncement(c.var.deps.db, actor, fields, gid);
});
mount(groupAnnouncementRoutes, E.updateAnnouncement, ({ id, gid, ...fields }, c) => {
  if (!id) throw Errors.Validation('id is required');
  changeableAnnouncement(c.var.deps.db, currentUser(c), id, gid);
  return updateAnnouncement(c.var.deps.db, id, fields, gid);
});
mount(groupAnnouncementRoutes, E.removeAnnouncement, ({ aid }, c) => {
  const group = changeableAnnouncement(c.var.deps.db, currentUser(c), aid);
  deleteAnnouncement(c.var.deps.db, aid, group.id);
  return null;
});
