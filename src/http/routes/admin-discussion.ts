import { Hono } from 'hono';
import { z } from 'zod';
import { adminDiscussionDeleteSchema, adminDiscussionSchema, discussionPageSchema, reportPageSchema, reportStatusSchema } from '../../contract/discussions.ts';
import { pagingQuery } from '../../contract/envelope.ts';
import { listDiscussionsForAdmin } from '../../domain/discussions/list.ts';
import { deleteDiscussions, moderateDiscussion } from '../../domain/discussions/moderation.ts';
import { listReports, setReportStatus } from '../../domain/discussions/reports.ts';
import type { AppEnv } from '../env.ts';
import { requirePermission } from '../middleware/auth.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';

const listQuerySchema = z.object({ ...pagingQuery(10), keyword: z.string().trim().max(100).optional() });

/** Moderation of discussions and their reports (API-NEXT "Admin discussions and reports"): the admin roles. */
export const adminDiscussionRoutes = new Hono<AppEnv>()
  .use('/admin/discussion', requirePermission('discussion_admin'))
  .use('/admin/discussion-report', requirePermission('discussion_admin'))
  .get('/admin/discussion', (c) => okAs(c, discussionPageSchema, listDiscussionsForAdmin(c.var.deps.db, validate(listQuerySchema, c.req.query()))))
  .put('/admin/discussion', async (c) => {
    const { id, ...change } = validate(adminDiscussionSchema, await c.req.json());
    moderateDiscussion(c.var.deps.db, id, change);
    return ok(c, null, 'Update Successfully');
  })
  .delete('/admin/discussion', async (c) => {
    deleteDiscussions(c.var.deps.db, validate(adminDiscussionDeleteSchema, await c.req.json()));
    return ok(c, null, 'Delete successfully');
  })
  .get('/admin/discussion-report', (c) => okAs(c, reportPageSchema, listReports(c.var.deps.db, validate(listQuerySchema, c.req.query()))))
  .put('/admin/discussion-report', async (c) => {
    const { id, status } = validate(reportStatusSchema, await c.req.json());
    setReportStatus(c.var.deps.db, id, status);
    return ok(c, null, 'Update Successfully');
  });
