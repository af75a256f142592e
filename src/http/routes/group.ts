import { Hono } from 'hono';
import { groupEndpoints as E } from '../../contract/endpoints/groups.ts';
import { Errors } from '../../domain/errors.ts';
import { isMember } from '../../domain/access/group-policy.ts';
import { levelOf } from '../../domain/access/group-standing.ts';
import { createGroup, disbandGroup, listGroups, updateGroup } from '../../domain/groups/save.ts';
import { groupFor, toGroupDetail } from '../../domain/groups/store.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../middleware/auth.ts';

/** The group list and a group's own record (src/contract/endpoints/groups.ts): every access question goes to the group policy. */
export const groupRoutes = new Hono<AppEnv>();
mount(groupRoutes, E.list, (q, c) => listGroups(c.var.deps.db, c.var.user, q));
mount(groupRoutes, E.detail, ({ gid }, c) => {
  const { group, as } = groupFor(c.var.deps.db, currentUser(c), gid);
  return toGroupDetail(c.var.deps.db, group, as);
});
mount(groupRoutes, E.access, ({ gid }, c) => {
  const { group, as } = groupFor(c.var.deps.db, currentUser(c), gid);
  return { access: isMember(group, as) };
});
mount(groupRoutes, E.auth, ({ gid }, c) => {
  groupFor(c.var.deps.db, currentUser(c), gid);
  return levelOf(c.var.deps.db, gid, currentUser(c).uid);
});
mount(groupRoutes, E.create, ({ id: _ignored, ...form }, c) => {
  const db = c.var.deps.db;
  const created = createGroup(db, currentUser(c), form);
  const { group, as } = groupFor(db, currentUser(c), created.id);
  return toGroupDetail(db, group, as);
});
mount(groupRoutes, E.update, (form, c) => {
  const db = c.var.deps.db;
  if (!form.id) throw Errors.Validation('id is required');
  const { group, as } = groupFor(db, currentUser(c), form.id);
  return toGroupDetail(db, updateGroup(db, group, as, form), as);
});
mount(groupRoutes, E.disband, ({ gid }, c) => {
  const { group, as } = groupFor(c.var.deps.db, currentUser(c), gid);
  disbandGroup(c.var.deps.db, group, as);
  return null;
});
