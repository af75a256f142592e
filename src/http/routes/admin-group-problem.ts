import { Hono } from 'hono';
import { adminProblemEndpoints as E } from '../../contract/endpoints/admin-problems.ts';
import { changeProgress, reviewList } from '../../domain/groups/problem-review.ts';
import type { AppEnv } from '../env.ts';
import { mount } from '../endpoint.ts';
import { currentUser, requireProblemAdmin } from '../middleware/auth.ts';

/** The back office's review of group problems that applied to become public (problem admins, admins, super admin). */
export const adminGroupProblemRoutes = new Hono<AppEnv>().use('/admin/group-problem/*', requireProblemAdmin);
mount(adminGroupProblemRoutes, E.reviewList, (q, c) => reviewList(c.var.deps.db, q));
mount(adminGroupProblemRoutes, E.review, ({ pid, progress }, c) => {
  changeProgress(c.var.deps.db, pid, progress, currentUser(c).username);
  return null;
});
