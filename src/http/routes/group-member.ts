import { Hono } from 'hono';
import { groupEndpoints as E } from '../../contract/endpoints/groups.ts';
import {
  applyToGroup,
  changeMember,
  exitGroup,
  listApplications,
  listMembers,
  removeMember,
} from '../../domain/groups/membership.ts';
import { groupFor } from '../../domain/groups/store.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../middleware/auth.ts';

/** A group's members, applications, joining and leaving (src/contract/endpoints/groups.ts). */
export const groupMemberRoutes = new Hono<AppEnv>();
mount(groupMemberRoutes, E.members, ({ gid, ...q }, c) => {
  const { group, as } = groupFor(c.var.deps.db, currentUser(c), gid);
  return listMembers(c.var.deps.db, group, as, q);
});
mount(groupMemberRoutes, E.applications, ({ gid, ...q }, c) => {
  const { group, as } = groupFor(c.var.deps.db, currentUser(c), gid);
  return listApplications(c.var.deps.db, group, as, q);
});
mount(
  groupMemberRoutes,
  E.apply,
  ({ gid, code, reason }, c) => {
    const actor = currentUser(c);
    const { group, as } = groupFor(c.var.deps.db, actor, gid);
    return applyToGroup(c.var.deps.db, group, as, actor, code, reason);
  },
  (_, result) => (result === 'joined' ? 'Join successfully' : 'Apply successfully'),
);
mount(groupMemberRoutes, E.changeMember, ({ gid, uid, auth }, c) => {
  const { group, as } = groupFor(c.var.deps.db, currentUser(c), gid);
  changeMember(c.var.deps.db, group, as, uid, auth);
  return null;
});
mount(groupMemberRoutes, E.removeMember, ({ gid, uid }, c) => {
  const { group, as } = groupFor(c.var.deps.db, currentUser(c), gid);
  removeMember(c.var.deps.db, group, as, uid);
  return null;
});
mount(groupMemberRoutes, E.exit, ({ gid }, c) => {
  const actor = currentUser(c);
  const { group, as } = groupFor(c.var.deps.db, actor, gid);
  exitGroup(c.var.deps.db, group, as, actor);
  return null;
});
