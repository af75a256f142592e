import { Hono } from 'hono';
import { submissionEndpoints as E } from '../../contract/endpoints/submissions.ts';
import { Errors } from '../../domain/errors.ts';
import { prepareTestRun } from '../../domain/contests/test-run.ts';
import { mount } from '../endpoint.ts';
import { gate } from '../entry-gate.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireRight } from '../middleware/auth.ts';

/** Online tests: the user's code on custom input, judged ahead of the queue and kept a minute. */
export const testJudgeRoutes = new Hono<AppEnv>();
gate(testJudgeRoutes, [E.testJudge], requireRight('submit'));
mount(testJudgeRoutes, E.testJudge, (req, c) => {
  const actor = currentUser(c);
  const { db, judge } = c.var.deps;
  // The request is checked (the problem, the contest, an exam) before the judge is asked.
  const run = prepareTestRun(db, actor, req, judge ? (id) => judge.languageAvailable(id) : undefined);
  if (!judge) throw Errors.JudgeUnavailable();
  return judge.submitTest({ ...run, uid: actor.uid });
});
mount(testJudgeRoutes, E.testResult, ({ testJudgeKey }, c) => {
  const result = c.var.deps.judge?.testResult(testJudgeKey, currentUser(c).uid);
  if (!result) throw Errors.TestRunNotFound();
  return result;
});
