import { Hono } from 'hono';
import { gradebookQuerySchema, gradebookSchema } from '../../contract/group-gradebook.ts';
import { gradebook } from '../../domain/groups/gradebook.ts';
import { gradebookCsv } from '../../domain/groups/gradebook-csv.ts';
import { assertGroupAdmin } from '../../domain/access/group-policy.ts';
import { groupFor } from '../../domain/groups/store.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin } from '../middleware/auth.ts';
import { okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** A group's gradebook, on screen and as CSV: its admins only. */
export const groupGradebookRoutes = new Hono<AppEnv>()
  .get('/group/gradebook', requireLogin, (c) => {
    const { gid } = validate(gradebookQuerySchema, c.req.query());
    const { group, as } = groupFor(c.var.deps.db, currentUser(c), gid);
    assertGroupAdmin(group, as);
    return okAs(c, gradebookSchema, gradebook(c.var.deps.db, gid, c.var.user));
  })
  .get('/group/gradebook.csv', requireLogin, (c) => {
    const { gid } = validate(gradebookQuerySchema, c.req.query());
    const { group, as } = groupFor(c.var.deps.db, currentUser(c), gid);
    assertGroupAdmin(group, as);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="gradebook_${gid}_${new Date().toISOString().slice(0, 10)}.csv"`);
    return c.body(gradebookCsv(gradebook(c.var.deps.db, gid, c.var.user), c.var.lang));
  });
