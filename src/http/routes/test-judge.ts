import { Hono } from 'hono';
import { testJudgeKeySchema, testJudgeResultQuerySchema, testJudgeResultSchema, testJudgeSchema } from '../../contract/submissions.ts';
import { Errors } from '../../domain/errors.ts';
import { prepareTestRun } from '../../domain/contests/test-run.ts';
import type { AppEnv } from '../env.ts';
import { assertCan, currentUser } from '../middleware/auth.ts';
import { okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** Online tests: the user's code on custom input, judged ahead of the queue and kept a minute. */
export const testJudgeRoutes = new Hono<AppEnv>()
  .post('/submit-problem-test-judge', async (c) => {
    const actor = assertCan(c, 'submit');
    const { db, judge } = c.var.deps;
    // The request is checked (the problem, the contest, an exam) before the judge is asked.
    const run = prepareTestRun(db, actor, validate(testJudgeSchema, await c.req.json()), judge ? (id) => judge.languageAvailable(id) : undefined);
    if (!judge) throw Errors.JudgeUnavailable();
    const key = judge.submitTest({ ...run, uid: actor.uid });
    return okAs(c, testJudgeKeySchema, key);
  })
  .get('/get-test-judge-result', (c) => {
    const { testJudgeKey } = validate(testJudgeResultQuerySchema, c.req.query());
    const user = currentUser(c);
    const result = c.var.deps.judge?.testResult(testJudgeKey, user.uid);
    if (!result) throw Errors.TestRunNotFound();
    return okAs(c, testJudgeResultSchema, result);
  });
