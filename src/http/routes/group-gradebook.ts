import { Hono } from 'hono';
import { groupEndpoints as E } from '../../contract/endpoints/groups.ts';
import { gradebookQuerySchema } from '../../contract/group-gradebook.ts';
import { gradebook } from '../../domain/groups/gradebook.ts';
import { gradebookCsv } from '../../domain/groups/gradebook-csv.ts';
import { assertGroupAdmin } from '../../domain/access/group-policy.ts';
import { groupFor } from '../../domain/groups/store.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin } from '../middleware/auth.ts';
import { validate } from '../validate.ts';

/** A group's gradebook, on screen (its entry) and as a CSV file: its admins only. */
export const groupGradebookRoutes = new Hono<AppEnv>().get('/group/gradebook.csv', requireLogin, (c) => {
  const { gid } = validate(gradebookQuerySchema, c.req.query());
  const { group, as } = groupFor(c.var.deps.db, currentUser(c), gid);
  assertGroupAdmin(group, as);
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header(
    'Content-Disposition',
    `attachment; filename="gradebook_${gid}_${new Date().toISOString().slice(0, 10)}.csv"`,
  );
  return c.body(gradebookCsv(gradebook(c.var.deps.db, gid, c.var.user), c.var.lang));
});
mount(groupGradebookRoutes, E.gradebook, ({ gid }, c) => {
  const { group, as } = groupFor(c.var.deps.db, currentUser(c), gid);
  assertGroupAdmin(group, as);
  return gradebook(c.var.deps.db, gid, c.var.user);
});
