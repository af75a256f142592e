import { Hono } from 'hono';
import { changeProgressQuerySchema, reviewListQuerySchema, reviewPageSchema } from '../../contract/group-problems.ts';
import { changeProgress, reviewList } from '../../domain/groups/problem-review.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireProblemAdmin } from '../middleware/auth.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** The back office's review of group problems that applied to become public (problem admins, admins, super admin). */
export const adminGroupProblemRoutes = new Hono<AppEnv>()
  .use('/admin/group-problem/*', requireProblemAdmin)
  .get('/admin/group-problem/list', (c) => okAs(c, reviewPageSchema, reviewList(c.var.deps.db, validate(reviewListQuerySchema, c.req.query()))))
  .put('/admin/group-problem/change-progress', (c) => {
    const { pid, progress } = validate(changeProgressQuerySchema, c.req.query());
    changeProgress(c.var.deps.db, pid, progress, currentUser(c).username);
    return ok(c, null, 'Update Successfully');
  });
