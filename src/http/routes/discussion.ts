import { Hono } from 'hono';
import { can } from '../../contract/roles.ts';
import { discussionEndpoints as E } from '../../contract/endpoints/discussions.ts';
import { listDiscussionCategories, replaceDiscussionCategories } from '../../domain/discussions/categories.ts';
import { likeDiscussion } from '../../domain/discussions/likes.ts';
import { listDiscussions } from '../../domain/discussions/list.ts';
import { assertDiscussionsOpen } from '../../domain/discussions/policy.ts';
import { reportDiscussion } from '../../domain/discussions/reports.ts';
import { countView, createDiscussion, deleteDiscussion, updateDiscussion } from '../../domain/discussions/save.ts';
import { findDiscussionAt, toDiscussionDetail } from '../../domain/discussions/store.ts';
import { Errors } from '../../domain/errors.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { assertCan, currentUser } from '../middleware/auth.ts';

/**
 * The discussion pages' calls (src/contract/endpoints/discussions.ts): every permission question
 * goes to the discussion policy. Detail, likes and reports serve a group's discussions too: where a
 * discussion lives (and which switch opens it) is decided by the discussion's place.
 */
export const discussionRoutes = new Hono<AppEnv>();
mount(discussionRoutes, E.categories, (_, c) => listDiscussionCategories(c.var.deps.db));
mount(discussionRoutes, E.saveCategories, (list, c) => {
  if (!can.isRoot(currentUser(c).role)) throw Errors.AdminOnly();
  return replaceDiscussionCategories(c.var.deps.db, list);
});
mount(discussionRoutes, E.list, (q, c) => {
  assertDiscussionsOpen(c.var.deps.db);
  return listDiscussions(c.var.deps.db, c.var.user, q);
});
mount(discussionRoutes, E.detail, ({ did }, c) => {
  const db = c.var.deps.db;
  const { d, home } = findDiscussionAt(db, c.var.user, did);
  countView(db, d.id);
  return toDiscussionDetail(db, c.var.user, { ...d, viewNum: d.viewNum + 1 }, home);
});
mount(discussionRoutes, E.create, ({ id: _ignored, ...form }, c) => {
  const db = c.var.deps.db;
  assertDiscussionsOpen(db);
  const actor = assertCan(c, 'post');
  return toDiscussionDetail(db, actor, createDiscussion(db, actor, form));
});
mount(discussionRoutes, E.update, (form, c) => {
  const db = c.var.deps.db;
  assertDiscussionsOpen(db);
  const actor = assertCan(c, 'post');
  if (!form.id) throw Errors.Validation('id is required');
  return toDiscussionDetail(db, actor, updateDiscussion(db, actor, form));
});
mount(discussionRoutes, E.remove, ({ did }, c) => {
  assertDiscussionsOpen(c.var.deps.db);
  deleteDiscussion(c.var.deps.db, currentUser(c), did, 'site');
  return null;
});
mount(
  discussionRoutes,
  E.like,
  ({ did, toLike }, c) => likeDiscussion(c.var.deps.db, currentUser(c), did, toLike),
  ({ toLike }) => (toLike ? 'Like Successfully' : 'Cancel Like Successfully'),
);
mount(discussionRoutes, E.report, ({ did, tags, reason }, c) => {
  reportDiscussion(c.var.deps.db, currentUser(c), did, tags, reason);
  return null;
});
