import { Hono } from 'hono';
import { judgeAdminEndpoints as E } from '../../contract/endpoints/submissions.ts';
import {
  cancelJudge,
  manualJudge,
  rejudgeContestProblem,
  rejudgeGroupProblem,
  rejudgeProblem,
  rejudgeSubmission,
} from '../../domain/rejudge/admin-judge.ts';
import {
  assertMayRejudgeContestProblem,
  assertMayRejudgeGroupProblem,
  assertMayRejudgeSubmission,
} from '../../domain/rejudge/rejudge-rights.ts';
import { mount } from '../endpoint.ts';
import { gate } from '../entry-gate.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin, requireRoot } from '../middleware/auth.ts';

/**
 * Rejudge, cancel and change a result by hand (spec doc 1 §4, §6): the super admin does all of
 * it anywhere; a role holding `rejudge_own` (teachers) rejudges inside the contests and groups
 * they run (domain/rejudge/rejudge-rights.ts).
 */
export const judgeAdminRoutes = new Hono<AppEnv>().use('/admin/judge/*', requireLogin);
// Rejudging a whole bank problem, a result by hand and cancelling are the super admin's alone.
gate(judgeAdminRoutes, [E.rejudgeProblem, E.manualJudge, E.cancelJudge], requireRoot);
mount(judgeAdminRoutes, E.rejudge, ({ submitId }, c) => {
  assertMayRejudgeSubmission(c.var.deps.db, currentUser(c), submitId);
  const change = rejudgeSubmission(c.var.deps.db, submitId);
  c.var.deps.judge?.applied([change]);
  return change.state;
});
mount(judgeAdminRoutes, E.rejudgeProblem, ({ pid }, c) => {
  const changes = rejudgeProblem(c.var.deps.db, pid);
  c.var.deps.judge?.applied(changes);
  return { count: changes.length };
});
mount(judgeAdminRoutes, E.rejudgeContestProblem, ({ cid, pid }, c) => {
  assertMayRejudgeContestProblem(c.var.deps.db, currentUser(c), cid);
  const changes = rejudgeContestProblem(c.var.deps.db, cid, pid);
  c.var.deps.judge?.applied(changes);
  return { count: changes.length };
});
mount(judgeAdminRoutes, E.rejudgeGroupProblem, ({ gid, pid }, c) => {
  assertMayRejudgeGroupProblem(c.var.deps.db, currentUser(c), gid);
  const changes = rejudgeGroupProblem(c.var.deps.db, gid, pid);
  c.var.deps.judge?.applied(changes);
  return { count: changes.length };
});
mount(judgeAdminRoutes, E.manualJudge, ({ submitId, status, score }, c) => {
  const { state, ...result } = manualJudge(c.var.deps.db, currentUser(c), submitId, status, score);
  c.var.deps.judge?.applied([{ submitId, supersededAttempt: null, state }]);
  return result;
});
mount(judgeAdminRoutes, E.cancelJudge, ({ submitId }, c) => {
  const change = cancelJudge(c.var.deps.db, currentUser(c), submitId);
  c.var.deps.judge?.applied([change]);
  return change.state;
});
