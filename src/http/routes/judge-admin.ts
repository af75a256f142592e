import { Hono } from 'hono';
import {
  manualJudgeQuerySchema, manualJudgeResultSchema, rejudgeCountSchema, rejudgeProblemQuerySchema, submissionStateSchema, submitIdQuerySchema,
} from '../../contract/submissions.ts';
import { cancelJudge, manualJudge, rejudgeContestProblem, rejudgeProblem, rejudgeSubmission } from '../../domain/rejudge/admin-judge.ts';
import { contestProblemRefSchema } from '../../contract/contests.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireRoot } from '../middleware/auth.ts';
import { okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** Super admin only: rejudge, cancel and change a result by hand (spec doc 1 §4, §6). */
export const judgeAdminRoutes = new Hono<AppEnv>()
  .use('/admin/judge/*', requireRoot)
  .get('/admin/judge/rejudge', (c) => {
    const { submitId } = validate(submitIdQuerySchema, c.req.query());
    const change = rejudgeSubmission(c.var.deps.db, submitId);
    c.var.deps.judge?.applied([change]);
    return okAs(c, submissionStateSchema, change.state, 'Rejudge successfully');
  })
  .get('/admin/judge/rejudge-problem', (c) => {
    const { pid } = validate(rejudgeProblemQuerySchema, c.req.query());
    const changes = rejudgeProblem(c.var.deps.db, pid);
    c.var.deps.judge?.applied(changes);
    return okAs(c, rejudgeCountSchema, { count: changes.length }, 'Rejudge successfully');
  })
  .get('/admin/judge/rejudge-contest-problem', (c) => {
    const { cid, pid } = validate(contestProblemRefSchema, c.req.query());
    const changes = rejudgeContestProblem(c.var.deps.db, cid, pid);
    c.var.deps.judge?.applied(changes);
    return okAs(c, rejudgeCountSchema, { count: changes.length }, 'Rejudge successfully');
  })
  .get('/admin/judge/manual-judge', (c) => {
    const { submitId, status, score } = validate(manualJudgeQuerySchema, c.req.query());
    const { state, ...result } = manualJudge(c.var.deps.db, currentUser(c), submitId, status, score);
    c.var.deps.judge?.applied([{ submitId, supersededAttempt: null, state }]);
    return okAs(c, manualJudgeResultSchema, result, 'Update Successfully');
  })
  .get('/admin/judge/cancel-judge', (c) => {
    const { submitId } = validate(submitIdQuerySchema, c.req.query());
    const change = cancelJudge(c.var.deps.db, currentUser(c), submitId);
    c.var.deps.judge?.applied([change]);
    return okAs(c, submissionStateSchema, change.state, 'Cancel Successfully');
  });
