import { Hono } from 'hono';
import { z } from 'zod';
import { problemDetailSchema, problemListQuerySchema, problemPageSchema, randomProblemSchema, userProblemStatusMapSchema, userProblemStatusSchema } from '../../contract/problems.ts';
import { codeTemplateMap, findViewable, listProblems, problemDetail, problemLanguagesOf, randomProblem } from '../../domain/problems/public-queries.ts';
import { userProblemStatus } from '../../domain/problems/user-status.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin } from '../middleware/auth.ts';
import { okAs } from '../respond.ts';
import { validate } from '../validate.ts';

const pidQuery = z.object({ pid: z.coerce.number().int().positive() });
const detailQuery = z.object({ problemId: z.string().trim().min(1).max(50) });

/** The public problem bank: list, random pick, problem page, per-user status, templates, languages. */
export const problemRoutes = new Hono<AppEnv>()
  .get('/get-problem-list', (c) => okAs(c, problemPageSchema, listProblems(c.var.deps.db, c.var.user, validate(problemListQuerySchema, c.req.query()))))
  .get('/get-random-problem', (c) => okAs(c, randomProblemSchema, randomProblem(c.var.deps.db)))
  .get('/get-problem-detail', (c) => {
    const { problemId } = validate(detailQuery, c.req.query());
    const detail = problemDetail(c.var.deps.db, c.var.user, problemId);
    // A language without an admin's template starts from the judge's A+B program.
    const defaults = Object.fromEntries((c.var.deps.judge?.languages() ?? []).map((l) => [l.id, l.template]));
    const fallback = detail.languages.filter((id) => defaults[id] !== undefined).map((id) => [id, defaults[id]!]);
    const codeTemplate = { ...Object.fromEntries(fallback), ...detail.codeTemplate };
    return okAs(c, problemDetailSchema, { ...detail, codeTemplate });
  })
  .post('/get-user-problem-status', requireLogin, async (c) => {
    const { pidList } = validate(userProblemStatusSchema, await c.req.json());
    return okAs(c, userProblemStatusMapSchema, userProblemStatus(c.var.deps.db, currentUser(c).uid, pidList));
  })
  .get('/get-problem-code-template', (c) => {
    const { pid } = validate(pidQuery, c.req.query());
    const p = findViewable(c.var.deps.db, c.var.user, { pid });
    return okAs(c, z.record(z.string(), z.string()), codeTemplateMap(c.var.deps.db, p.id));
  })
  .get('/get-problem-languages', (c) => {
    const { pid } = validate(pidQuery, c.req.query());
    const p = findViewable(c.var.deps.db, c.var.user, { pid });
    return okAs(c, z.array(z.string()), problemLanguagesOf(c.var.deps.db, p.id));
  });
