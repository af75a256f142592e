import { describe, expect, test } from 'bun:test';
import { setWebsiteConfig } from '../../src/domain/site/website-config.ts';
import { DbHost } from '../../src/judging/db-host.ts';
import { TestRunStore } from '../../src/judging/test-runs.ts';
import { makeTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { addProblem, insertSubmission } from '../api/submissions/helpers.ts';

describe('the judging budget handed out with a task', () => {
  test('is the site setting at the time of the claim: a changed setting applies to the next claim', async () => {
    using t = makeTestApp();
    const user = await createUser(t.deps, { role: 1000 });
    const other = await createUser(t.deps);
    const problem = await addProblem(t, user);
    const host = new DbHost(t.deps.db, t.deps.dataDir, new TestRunStore());
    // Two users' submissions: the fair queue hands out both while neither is finished.
    for (const u of [user, other])
      insertSubmission(t, { uid: u.uid, username: u.username, pid: problem.id, status: 5 });
    const first = await host.claim('j1');
    setWebsiteConfig(t.deps.db, { submissionBudgetSeconds: 42 });
    const second = await host.claim('j1');
    expect([first?.kind === 'submission' && first.budgetMs, second?.kind === 'submission' && second.budgetMs]).toEqual([
      180_000, 42_000,
    ]);
  });
});
