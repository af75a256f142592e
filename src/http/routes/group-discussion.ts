import { Hono } from 'hono';
import { adminDiscussionSchema, didQuerySchema, discussionDetailSchema, discussionPageSchema, groupDiscussionFormSchema, groupDiscussionListQuerySchema } from '../../contract/discussions.ts';
import { Errors } from '../../domain/errors.ts';
import {
  deleteGroupDiscussion, editGroupDiscussion, listGroupDiscussions, listGroupDiscussionsForAdmin, moderateGroupDiscussion, postGroupDiscussion,
} from '../../domain/groups/discussions.ts';
import type { AppEnv } from '../env.ts';
import { assertCan, currentUser, requireLogin } from '../middleware/auth.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/**
 * A group's discussions (API-NEXT "Groups"). Detail, likes, reports, comments and replies go
 * through the site's discussion calls, which reach a group's post only for its members.
 */
export const groupDiscussionRoutes = new Hono<AppEnv>()
  .use('/group/discussion', requireLogin)
  .use('/group/discussion-status', requireLogin)
  .get('/group/get-discussion-list', requireLogin, (c) => {
    const { gid, ...f } = validate(groupDiscussionListQuerySchema, c.req.query());
    return okAs(c, discussionPageSchema, listGroupDiscussions(c.var.deps.db, currentUser(c), gid, f));
  })
  .get('/group/get-admin-discussion-list', requireLogin, (c) => {
    const { gid, ...f } = validate(groupDiscussionListQuerySchema, c.req.query());
    return okAs(c, discussionPageSchema, listGroupDiscussionsForAdmin(c.var.deps.db, currentUser(c), gid, f));
  })
  .post('/group/discussion', async (c) => {
    const actor = assertCan(c, 'post');
    const { id: _ignored, gid, ...form } = validate(groupDiscussionFormSchema, await c.req.json());
    return okAs(c, discussionDetailSchema, postGroupDiscussion(c.var.deps.db, actor, gid, form), 'Post successfully');
  })
  .put('/group/discussion', async (c) => {
    const actor = assertCan(c, 'post');
    const { gid, ...form } = validate(groupDiscussionFormSchema, await c.req.json());
    if (!form.id) throw Errors.Validation('id is required');
    return okAs(c, discussionDetailSchema, editGroupDiscussion(c.var.deps.db, actor, gid, form), 'Update Successfully');
  })
  .put('/group/discussion-status', async (c) => {
    const { id, ...change } = validate(adminDiscussionSchema, await c.req.json());
    moderateGroupDiscussion(c.var.deps.db, currentUser(c), id, change);
    return ok(c, null, 'Update Successfully');
  })
  .delete('/group/discussion', (c) => {
    deleteGroupDiscussion(c.var.deps.db, currentUser(c), validate(didQuerySchema, c.req.query()).did);
    return ok(c, null, 'Delete successfully');
  });
