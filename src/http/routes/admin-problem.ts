import { Hono } from 'hono';
import { adminProblemEndpoints as E } from '../../contract/endpoints/admin-problems.ts';
import { Errors } from '../../domain/errors.ts';
import {
  adminListProblems,
  changeProblemAuth,
  getProblemForAdmin,
  problemCaseRows,
} from '../../domain/problems/admin-queries.ts';
import { deleteProblem } from '../../domain/submissions/problem-deletion.ts';
import { saveProblem } from '../../domain/problems/save-problem.ts';
import { installStarterSet } from '../../domain/packages/starter-set.ts';
import { getWebsiteConfig } from '../../domain/site/website-config.ts';
import type { AppEnv } from '../env.ts';
import { mount } from '../endpoint.ts';
import { currentUser, requireProblemAdmin } from '../middleware/auth.ts';
import { compileForForm, problemStore } from '../problem-store.ts';

/** Problem administration (problem admins, admins, super admin). */
export const adminProblemRoutes = new Hono<AppEnv>()
  .use('/admin/problem/*', requireProblemAdmin)
  .use('/admin/problem', requireProblemAdmin);
mount(adminProblemRoutes, E.list, (q, c) => adminListProblems(c.var.deps.db, q));
mount(adminProblemRoutes, E.get, ({ pid }, c) => getProblemForAdmin(c.var.deps.db, pid));
mount(adminProblemRoutes, E.create, async (body, c) => {
  const problem = body.problem as { id?: unknown; timeLimit?: unknown; memoryLimit?: unknown };
  delete problem.id;
  // A new problem without limits starts with the site's default ones (Website Config, judge).
  const site = getWebsiteConfig(c.var.deps.db);
  problem.timeLimit ??= site.defaultTimeLimit;
  problem.memoryLimit ??= site.defaultMemoryLimit;
  return saveProblem(problemStore(c), currentUser(c), body as never);
});
mount(adminProblemRoutes, E.update, async (body, c) => {
  if (typeof body.problem.id !== 'number') throw Errors.Validation('problem.id is required');
  return saveProblem(problemStore(c), currentUser(c), body as never);
});
mount(adminProblemRoutes, E.remove, ({ pid }, c) => {
  deleteProblem(c.var.deps.db, c.var.deps.dataDir, pid);
  return null;
});
mount(adminProblemRoutes, E.changeAuth, ({ id, auth }, c) => {
  changeProblemAuth(c.var.deps.db, id, auth, currentUser(c).username);
  return null;
});
mount(adminProblemRoutes, E.compileChecker, ({ code, language, files }, c) => compileForForm(c, code, language, files));
mount(adminProblemRoutes, E.compileInteractive, ({ code, language, files, extraFiles }, c) =>
  compileForForm(c, code, language, files ?? extraFiles),
);
mount(adminProblemRoutes, E.installStarterSet, async ({ problemIds }, c) => {
  const done = await installStarterSet(problemStore(c), currentUser(c), problemIds);
  return { ...done, failed: done.failed.map((f) => ({ problemId: f.problemId, error: f.error.message_(c.var.lang) })) };
});
mount(adminProblemRoutes, E.cases, ({ pid }, c) => {
  getProblemForAdmin(c.var.deps.db, pid);
  return problemCaseRows(c.var.deps.db, pid);
});
