// The judge queue is shared fairly: workers serve users round-robin within a priority, a user
// being judged waits while others have work waiting (work-conserving when nobody else waits),
// and test runs, checker compiles and rejudges take their place in the same queue. The claims
// are made on the server's real host over a fresh SQLite database.
import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { submissions } from '../../src/db/schema/index.ts';
import { rejudgeSubmission } from '../../src/domain/rejudge/admin-judge.ts';
import { setWebsiteConfig } from '../../src/domain/site/website-config.ts';
import { DbHost } from '../../src/judging/db-host.ts';
import { HostJobs } from '../../src/judging/host-jobs.ts';
import { TestRunStore } from '../../src/judging/test-runs.ts';
import type { JudgeTask } from '../../judge/host.ts';
import { makeTestApp } from '../helpers/app.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { addProblem, insertSubmission } from '../api/submissions/helpers.ts';

async function queueSetup() {
  const t = makeTestApp();
  const [flooder, ann, ben, cat] = (await Promise.all([1, 2, 3, 4].map(() => createUser(t.deps)))) as [
    TestUser,
    TestUser,
    TestUser,
    TestUser,
  ];
  const root = await createUser(t.deps, { role: 1000 });
  const problem = await addProblem(t, root);
  const tests = new TestRunStore();
  const jobs = new HostJobs();
  const host = new DbHost(t.deps.db, t.deps.dataDir, tests, jobs);
  const add = (who: TestUser, fields: Partial<typeof submissions.$inferInsert> = {}) =>
    insertSubmission(t, { uid: who.uid, username: who.username, pid: problem.id, status: 5, ...fields }).submitId;
  const addTest = (who: TestUser, priority = 0) =>
    tests.add({
      uid: who.uid,
      language: 'C',
      code: 'x',
      problem: { id: problem.id } as never,
      input: '',
      expectedOutput: null,
      priority,
    });
  const owner = new Map<string, string>();
  const claim = async () => {
    const task = await host.claim('j1');
    return task ? name(task) : null;
  };
  const name = (task: JudgeTask) => {
    if (task.kind === 'test') return `test:${owner.get(task.key.id) ?? '?'}`;
    const row = t.deps.db
      .select({ uid: submissions.uid })
      .from(submissions)
      .where(eq(submissions.submitId, Number(task.key.id)))
      .get()!;
    return `${who.get(row.uid)}:${task.key.id}`;
  };
  const who = new Map([
    [flooder.uid, 'flooder'],
    [ann.uid, 'ann'],
    [ben.uid, 'ben'],
    [cat.uid, 'cat'],
  ]);
  return {
    t,
    host,
    tests,
    jobs,
    flooder,
    ann,
    ben,
    cat,
    add,
    claim,
    addTest: (u: TestUser, priority = 0) => {
      const key = addTest(u, priority);
      owner.set(key, who.get(u.uid)!);
      return key;
    },
    [Symbol.dispose]: () => t[Symbol.dispose](),
  };
}

const ran = { status: 0 as const, time: 1, memory: 1, stdout: '', stderr: '' };

describe('the fair queue', () => {
  test("one user's ten pending submissions do not hold the queue: another's is claimed within the first two claims", async () => {
    using q = await queueSetup();
    const flood = Array.from({ length: 10 }, () => q.add(q.flooder));
    const ann = q.add(q.ann);
    const first = [await q.claim(), await q.claim()];
    expect(first).toEqual([`flooder:${flood[0]}`, `ann:${ann}`]);
  });

  test('users are served round-robin; with every waiting user at their share, the workers take more (no worker idles)', async () => {
    using q = await queueSetup();
    const a = [q.add(q.ann), q.add(q.ann), q.add(q.ann)];
    const b = [q.add(q.ben), q.add(q.ben), q.add(q.ben)];
    const c = q.add(q.cat);
    const order = [];
    for (let i = 0; i < 8; i++) order.push(await q.claim());
    expect(order).toEqual([
      `ann:${a[0]}`,
      `ben:${b[0]}`,
      `cat:${c}`,
      `ann:${a[1]}`,
      `ben:${b[1]}`,
      `ann:${a[2]}`,
      `ben:${b[2]}`,
      null,
    ]);
  });

  test('the site setting judgeUserShare lets a user have that many judged at once while others wait', async () => {
    using q = await queueSetup();
    setWebsiteConfig(q.t.deps.db, { judgeUserShare: 2 });
    const a = [q.add(q.ann), q.add(q.ann), q.add(q.ann)];
    const b = q.add(q.ben);
    expect([await q.claim(), await q.claim(), await q.claim()]).toEqual([`ann:${a[0]}`, `ben:${b}`, `ann:${a[1]}`]);
  });

  test("a staff contest's submissions go before practice; a user at their share still waits for others' practice", async () => {
    using q = await queueSetup();
    const practice = q.add(q.ann);
    const contest = [q.add(q.ben, { cid: 7, priority: 1 }), q.add(q.ben, { cid: 7, priority: 1 })];
    expect([await q.claim(), await q.claim(), await q.claim()]).toEqual([
      `ben:${contest[0]}`,
      `ann:${practice}`,
      `ben:${contest[1]}`,
    ]);
  });

  test("a user flooding test runs cannot starve others' submissions, even on a single worker", async () => {
    using q = await queueSetup();
    q.addTest(q.flooder);
    q.addTest(q.flooder);
    const ann = q.add(q.ann);
    const first = (await q.host.claim('j1'))!;
    expect(first.kind).toBe('test');
    // Two workers: the second goes to the other user.
    expect(await q.claim()).toBe(`ann:${ann}`);
    // One worker: the flooder's run ends and another is queued at once; the other user still comes next.
    await q.host.finishTest(first.key, ran);
    q.addTest(q.flooder);
    const ben = q.add(q.ben);
    expect(await q.claim()).toBe(`ben:${ben}`);
  });

  test("checker compiles wait their user's turn on a worker: a flood of them takes one turn at a time", async () => {
    using q = await queueSetup();
    let compiled = 0;
    const compiles = Array.from({ length: 3 }, () => q.jobs.add(q.flooder.uid, async () => ++compiled));
    const ann = q.add(q.ann);
    // The claiming worker runs one compile, then the flooder has been served and the other user comes next.
    expect(await q.claim()).toBe(`ann:${ann}`);
    expect(compiled).toBe(1);
    expect(await q.claim()).toBeNull();
    expect(await Promise.all(compiles)).toEqual([1, 2, 3]);
  });

  test("a rejudge goes back at practice priority: it does not jump over everyone's practice", async () => {
    using q = await queueSetup();
    const practice = q.add(q.ann);
    const judged = q.add(q.ben, { cid: 7, priority: 1, status: 0 });
    rejudgeSubmission(q.t.deps.db, judged);
    expect([await q.claim(), await q.claim()]).toEqual([`ann:${practice}`, `ben:${judged}`]);
    const row = q.t.deps.db
      .select({ priority: submissions.priority })
      .from(submissions)
      .where(eq(submissions.submitId, judged))
      .get()!;
    expect(row.priority).toBe(0);
  });
});
