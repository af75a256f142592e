import { Hono } from 'hono';
import { groupBoardEndpoints as E } from '../../contract/endpoints/groups.ts';
import { Errors } from '../../domain/errors.ts';
import {
  deleteGroupDiscussion,
  editGroupDiscussion,
  listGroupDiscussions,
  listGroupDiscussionsForAdmin,
  moderateGroupDiscussion,
  postGroupDiscussion,
} from '../../domain/groups/discussions.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { assertCan, currentUser } from '../middleware/auth.ts';

/**
 * A group's discussions (API-NEXT "Groups"). Detail, likes, reports, comments and replies go
 * through the site's discussion calls, which reach a group's post only for its members.
 */
export const groupDiscussionRoutes = new Hono<AppEnv>();
mount(groupDiscussionRoutes, E.discussions, ({ gid, ...f }, c) =>
  listGroupDiscussions(c.var.deps.db, currentUser(c), gid, f),
);
mount(groupDiscussionRoutes, E.adminDiscussions, ({ gid, ...f }, c) =>
  listGroupDiscussionsForAdmin(c.var.deps.db, currentUser(c), gid, f),
);
mount(groupDiscussionRoutes, E.postDiscussion, ({ id: _ignored, gid, ...form }, c) =>
  postGroupDiscussion(c.var.deps.db, assertCan(c, 'post'), gid, form),
);
mount(groupDiscussionRoutes, E.editDiscussion, ({ gid, ...form }, c) => {
  const actor = assertCan(c, 'post');
  if (!form.id) throw Errors.Validation('id is required');
  return editGroupDiscussion(c.var.deps.db, actor, gid, form);
});
mount(groupDiscussionRoutes, E.moderateDiscussion, ({ id, ...change }, c) => {
  moderateGroupDiscussion(c.var.deps.db, currentUser(c), id, change);
  return null;
});
mount(groupDiscussionRoutes, E.removeDiscussion, ({ did }, c) => {
  deleteGroupDiscussion(c.var.deps.db, currentUser(c), did);
  return null;
});
