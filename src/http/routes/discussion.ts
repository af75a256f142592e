import { Hono } from 'hono';
import { z } from 'zod';
import {
  categoryListSchema, didQuerySchema, discussionCategorySchema, discussionDetailSchema, discussionFormSchema, discussionListQuerySchema,
  discussionPageSchema, likeQuerySchema, reportSchema,
} from '../../contract/discussions.ts';
import { listDiscussionCategories, replaceDiscussionCategories } from '../../domain/discussions/categories.ts';
import { likeDiscussion } from '../../domain/discussions/likes.ts';
import { listDiscussions } from '../../domain/discussions/list.ts';
import { assertDiscussionsOpen } from '../../domain/discussions/policy.ts';
import { reportDiscussion } from '../../domain/discussions/reports.ts';
import { countView, createDiscussion, deleteDiscussion, updateDiscussion } from '../../domain/discussions/save.ts';
import { findDiscussionAt, toDiscussionDetail } from '../../domain/discussions/store.ts';
import { Errors } from '../../domain/errors.ts';
import type { AppEnv } from '../env.ts';
import { assertCan, currentUser, requireLogin, requireRoot } from '../middleware/auth.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';

const likeAnswerSchema = z.object({ likeNum: z.number().int(), hasLike: z.boolean() });

/**
 * The discussion pages' calls (API-NEXT "Discussions"): every permission question goes to the
 * discussion policy. Detail, likes and reports serve a group's discussions too: where a
 * discussion lives (and which switch opens it) is decided by the discussion's place.
 */
export const discussionRoutes = new Hono<AppEnv>()
  .get('/discussion-category', (c) => okAs(c, z.array(discussionCategorySchema), listDiscussionCategories(c.var.deps.db)))
  .post('/discussion-category', requireRoot, async (c) => okAs(c, z.array(discussionCategorySchema),
    replaceDiscussionCategories(c.var.deps.db, validate(categoryListSchema, await c.req.json()))))
  .get('/get-discussion-list', (c) => {
    assertDiscussionsOpen(c.var.deps.db);
    return okAs(c, discussionPageSchema, listDiscussions(c.var.deps.db, c.var.user, validate(discussionListQuerySchema, c.req.query())));
  })
  .get('/get-discussion-detail', (c) => {
    const db = c.var.deps.db;
    const { d, home } = findDiscussionAt(db, c.var.user, validate(didQuerySchema, c.req.query()).did);
    countView(db, d.id);
    return okAs(c, discussionDetailSchema, toDiscussionDetail(db, c.var.user, { ...d, viewNum: d.viewNum + 1 }, home));
  })
  .post('/discussion', requireLogin, async (c) => {
    const db = c.var.deps.db;
    assertDiscussionsOpen(db);
    const actor = assertCan(c, 'post');
    const { id: _ignored, ...form } = validate(discussionFormSchema, await c.req.json());
    return okAs(c, discussionDetailSchema, toDiscussionDetail(db, actor, createDiscussion(db, actor, form)), 'Post successfully');
  })
  .put('/discussion', requireLogin, async (c) => {
    const db = c.var.deps.db;
    assertDiscussionsOpen(db);
    const actor = assertCan(c, 'post');
    const form = validate(discussionFormSchema, await c.req.json());
    if (!form.id) throw Errors.Validation('id is required');
    return okAs(c, discussionDetailSchema, toDiscussionDetail(db, actor, updateDiscussion(db, actor, form)), 'Update Successfully');
  })
  .delete('/discussion', requireLogin, (c) => {
    assertDiscussionsOpen(c.var.deps.db);
    deleteDiscussion(c.var.deps.db, currentUser(c), validate(didQuerySchema, c.req.query()).did, 'site');
    return ok(c, null, 'Delete successfully');
  })
  .get('/discussion-like', requireLogin, (c) => {
    const { did, toLike } = validate(likeQuerySchema, c.req.query());
    return okAs(c, likeAnswerSchema, likeDiscussion(c.var.deps.db, currentUser(c), did, toLike), toLike ? 'Like Successfully' : 'Cancel Like Successfully');
  })
  .post('/discussion-report', requireLogin, async (c) => {
    const { did, tags, reason } = validate(reportSchema, await c.req.json());
    reportDiscussion(c.var.deps.db, currentUser(c), did, tags, reason);
    return ok(c, null, 'Report successfully');
  });
