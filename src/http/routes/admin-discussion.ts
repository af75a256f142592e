import { Hono } from 'hono';
import { adminDiscussionEndpoints as E } from '../../contract/endpoints/admin-discussions.ts';
import { listDiscussionsForAdmin } from '../../domain/discussions/list.ts';
import { deleteDiscussions, moderateDiscussion } from '../../domain/discussions/moderation.ts';
import { listReports, setReportStatus } from '../../domain/discussions/reports.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';

/** Moderation of discussions and their reports (API-NEXT "Admin discussions and reports"): the admin roles. */
export const adminDiscussionRoutes = new Hono<AppEnv>();
mount(adminDiscussionRoutes, E.list, (q, c) => listDiscussionsForAdmin(c.var.deps.db, q));
mount(adminDiscussionRoutes, E.moderate, ({ id, ...change }, c) => {
  moderateDiscussion(c.var.deps.db, id, change);
  return null;
});
mount(adminDiscussionRoutes, E.remove, (ids, c) => {
  deleteDiscussions(c.var.deps.db, ids);
  return null;
});
mount(adminDiscussionRoutes, E.reports, (q, c) => listReports(c.var.deps.db, q));
mount(adminDiscussionRoutes, E.setReportStatus, ({ id, status }, c) => {
  setReportStatus(c.var.deps.db, id, status);
  return null;
});
