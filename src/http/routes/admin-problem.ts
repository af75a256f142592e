import { Hono } from 'hono';
import { z } from 'zod';
import { adminProblemListQuerySchema, changeProblemAuthSchema, savedProblemSchema } from '../../contract/problems.ts';
import { Errors } from '../../domain/errors.ts';
import { adminListProblems, changeProblemAuth, getProblemForAdmin } from '../../domain/problems/admin-queries.ts';
import { deleteProblem } from '../../domain/submissions/problem-deletion.ts';
import { saveProblem } from '../../domain/problems/save-problem.ts';
import { getWebsiteConfig } from '../../domain/site/website-config.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireProblemAdmin } from '../middleware/auth.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';
import { problemStore } from '../problem-store.ts';

const pidQuery = z.object({ pid: z.coerce.number().int().positive() });
const compileBody = z.object({
  code: z.string().min(1).max(256 * 1024),
  language: z.string().trim().min(1).max(30),
  /** The problem's judge extra files (its own headers), placed beside the source. */
  files: z.record(z.string().min(1).max(64), z.string().max(1024 * 1024)).nullable().optional(),
});

/** Problem administration (problem admins, admins, super admin). */
export const adminProblemRoutes = new Hono<AppEnv>()
  .use('/admin/problem/*', requireProblemAdmin)
  .use('/admin/problem', requireProblemAdmin)
  .get('/admin/problem/get-problem-list', (c) => ok(c, adminListProblems(c.var.deps.db, validate(adminProblemListQuerySchema, c.req.query()))))
  .get('/admin/problem', (c) => ok(c, getProblemForAdmin(c.var.deps.db, validate(pidQuery, c.req.query()).pid)))
  .post('/admin/problem', async (c) => {
    const body = await c.req.json() as { problem?: { id?: unknown; timeLimit?: unknown; memoryLimit?: unknown } };
    if (body?.problem && typeof body.problem === 'object') {
      delete body.problem.id;
      // A new problem without limits starts with the site's default ones (Website Config, judge).
      const site = getWebsiteConfig(c.var.deps.db);
      body.problem.timeLimit ??= site.defaultTimeLimit;
      body.problem.memoryLimit ??= site.defaultMemoryLimit;
    }
    return okAs(c, savedProblemSchema, await saveProblem(problemStore(c), currentUser(c), body as never));
  })
  .put('/admin/problem', async (c) => {
    const body = await c.req.json() as { problem?: { id?: unknown } };
    if (typeof body?.problem?.id !== 'number') throw Errors.Validation('problem.id is required');
    return okAs(c, savedProblemSchema, await saveProblem(problemStore(c), currentUser(c), body as never));
  })
  .delete('/admin/problem', (c) => {
    deleteProblem(c.var.deps.db, c.var.deps.dataDir, validate(pidQuery, c.req.query()).pid);
    return ok(c, null);
  })
  .put('/admin/problem/change-problem-auth', async (c) => {
    const { id, auth } = validate(changeProblemAuthSchema, await c.req.json());
    changeProblemAuth(c.var.deps.db, id, auth, currentUser(c).username);
    return ok(c, null);
  })
  .post('/admin/problem/compile-spj', async (c) => {
    const { code, language, files } = validate(compileBody, await c.req.json());
    const compileChecker = problemStore(c).compileChecker;
    if (!compileChecker) throw Errors.CheckerCompilerUnavailable();
    const result = await compileChecker(code, language, files);
    if (!result.ok) throw Errors.CheckerCompileFailed(result.message);
    return ok(c, null);
  });
