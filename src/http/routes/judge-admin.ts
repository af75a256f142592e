import { Hono } from 'hono';
import {
  manualJudgeQuerySchema, manualJudgeResultSchema, rejudgeCountSchema, rejudgeGroupProblemQuerySchema, rejudgeProblemQuerySchema, submissionStateSchema,
  submitIdQuerySchema,
} from '../../contract/submissions.ts';
import {
  cancelJudge, manualJudge, rejudgeContestProblem, rejudgeGroupProblem, rejudgeProblem, rejudgeSubmission,
} from '../../domain/rejudge/admin-judge.ts';
import { assertMayRejudgeContestProblem, assertMayRejudgeGroupProblem, assertMayRejudgeSubmission } from '../../domain/rejudge/rejudge-rights.ts';
import { contestProblemRefSchema } from '../../contract/contests.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin, requirePermission, requireRoot } from '../middleware/auth.ts';
import { okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/**
 * Rejudge, cancel and change a result by hand (spec doc 1 §4, §6): the super admin does all of
 * it anywhere; a role holding `rejudge_own` (teachers) rejudges inside the contests and groups
 * they run (domain/rejudge/rejudge-rights.ts).
 */
/** The super admin (who holds every permission) and roles holding `rejudge_own`; the rest is asked per submission. */
const rejudgers = requirePermission('rejudge_own');

export const judgeAdminRoutes = new Hono<AppEnv>()
  .use('/admin/judge/*', requireLogin)
  .get('/admin/judge/rejudge', rejudgers, (c) => {
    const { submitId } = validate(submitIdQuerySchema, c.req.query());
    assertMayRejudgeSubmission(c.var.deps.db, currentUser(c), submitId);
    const change = rejudgeSubmission(c.var.deps.db, submitId);
    c.var.deps.judge?.applied([change]);
    return okAs(c, submissionStateSchema, change.state, 'Rejudge successfully');
  })
  .get('/admin/judge/rejudge-problem', requireRoot, (c) => {
    const { pid } = validate(rejudgeProblemQuerySchema, c.req.query());
    const changes = rejudgeProblem(c.var.deps.db, pid);
    c.var.deps.judge?.applied(changes);
    return okAs(c, rejudgeCountSchema, { count: changes.length }, 'Rejudge successfully');
  })
  .get('/admin/judge/rejudge-contest-problem', rejudgers, (c) => {
    const { cid, pid } = validate(contestProblemRefSchema, c.req.query());
    assertMayRejudgeContestProblem(c.var.deps.db, currentUser(c), cid);
    const changes = rejudgeContestProblem(c.var.deps.db, cid, pid);
    c.var.deps.judge?.applied(changes);
    return okAs(c, rejudgeCountSchema, { count: changes.length }, 'Rejudge successfully');
  })
  .get('/admin/judge/rejudge-group-problem', rejudgers, (c) => {
    const { gid, pid } = validate(rejudgeGroupProblemQuerySchema, c.req.query());
    assertMayRejudgeGroupProblem(c.var.deps.db, currentUser(c), gid);
    const changes = rejudgeGroupProblem(c.var.deps.db, gid, pid);
    c.var.deps.judge?.applied(changes);
    return okAs(c, rejudgeCountSchema, { count: changes.length }, 'Rejudge successfully');
  })
  .get('/admin/judge/manual-judge', requireRoot, (c) => {
    const { submitId, status, score } = validate(manualJudgeQuerySchema, c.req.query());
    const { state, ...result } = manualJudge(c.var.deps.db, currentUser(c), submitId, status, score);
    c.var.deps.judge?.applied([{ submitId, supersededAttempt: null, state }]);
    return okAs(c, manualJudgeResultSchema, result, 'Update Successfully');
  })
  .get('/admin/judge/cancel-judge', requireRoot, (c) => {
    const { submitId } = validate(submitIdQuerySchema, c.req.query());
    const change = cancelJudge(c.var.deps.db, currentUser(c), submitId);
    c.var.deps.judge?.applied([change]);
    return okAs(c, submissionStateSchema, change.state, 'Cancel Successfully');
  });
