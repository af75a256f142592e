import { describe, expect, test } from 'bun:test';
import { asc, eq } from 'drizzle-orm';
import { judgeCases, submissions } from '../../src/db/schema/index.ts';
import type { SubmissionState } from '../../src/contract/submissions.ts';
import { rejudgeSubmission } from '../../src/domain/rejudge/admin-judge.ts';
import { DbHost } from '../../src/judging/db-host.ts';
import { listen, submissionChannel } from '../../src/domain/events/hub.ts';
import { getState } from '../../src/domain/submissions/views.ts';
import { requeueUnfinished } from '../../src/judging/recovery.ts';
import { TestRunStore } from '../../src/judging/test-runs.ts';
import type { CaseResult, FinalResult, HostEvent, TaskKey } from '../../judge/host.ts';
import { makeTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { addProblem, insertSubmission } from '../api/submissions/helpers.ts';

async function hostSetup() {
  const t = makeTestApp();
  const user = await createUser(t.deps, { role: 1000 });
  const problem = await addProblem(t, user);
  const tests = new TestRunStore();
  const host = new DbHost(t.deps.db, t.deps.dataDir, tests);
  const add = (fields: Partial<typeof submissions.$inferInsert> = {}) =>
    insertSubmission(t, { uid: user.uid, username: user.username, pid: problem.id, status: 5, ...fields }).submitId;
  const row = (id: number) => t.deps.db.select().from(submissions).where(eq(submissions.submitId, id)).get()!;
  return { t, user, problem, tests, host, add, row, [Symbol.dispose]: () => t[Symbol.dispose]() };
}

const caseResult = (index: number, status = 0): CaseResult => ({
  index,
  inputData: `${index}.in`,
  outputData: `${index}.out`,
  groupNum: 1,
  status: status as 0,
  time: 3,
  memory: 900,
  score: 50,
  userOutput: 'x',
});
const final = (status = 0): FinalResult => ({
  status: status as 0,
  score: null,
  oiRankScore: null,
  time: 3,
  memory: 900,
  judger: 'j1',
});

describe('DbHost', () => {
  test("claims contest submissions first, then practice ones (a user's test run before their submissions), oldest first; never twice", async () => {
    using h = await hostSetup();
    const p1 = h.add();
    const c1 = h.add({ cid: 2, priority: 1 });
    const p2 = h.add();
    const c2 = h.add({ cid: 2, priority: 1 });
    h.add({ status: 0 });
    h.tests.add({
      uid: h.user.uid,
      language: 'C',
      code: 'x',
      problem: { id: h.problem.id } as never,
      input: '',
      expectedOutput: null,
      priority: 0,
    });
    const order: string[] = [];
    for (;;) {
      const task = await h.host.claim('j1');
      if (!task) break;
      order.push(`${task.kind}:${task.kind === 'test' ? 'run' : task.key.id}`);
    }
    expect(order).toEqual([`submission:${c1}`, `submission:${c2}`, 'test:run', `submission:${p1}`, `submission:${p2}`]);
    expect(h.row(p1)).toMatchObject({ status: 6, judgeAttempt: 1, judger: 'j1' });
  });

  test('hands the task with the problem spec, and test data from the problem cases', async () => {
    using h = await hostSetup();
    const id = h.add({ code: 'print(1)', language: 'Python3' });
    const task = (await h.host.claim('j1'))!;
    expect(task).toMatchObject({
      kind: 'submission',
      key: { kind: 'submission', id: String(id), attempt: 1 },
      language: 'Python3',
      code: 'print(1)',
    });
    expect(task.problem).toMatchObject({
      id: h.problem.id,
      type: 0,
      timeLimitMs: 1000,
      memoryLimitMb: 256,
      stackLimitMb: 128,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      isRemoveEndBlank: true,
      caseVersion: 1,
    });
    const data = await h.host.testData(task.problem);
    expect(data.cases).toEqual([
      { index: 1, input: '1.in', output: '1.out', score: 50, groupNum: 1 },
      { index: 2, input: '2.in', output: '2.out', score: 50, groupNum: 1 },
    ]);
    expect(await Bun.file(`${data.dir}/2.in`).text()).toBe('5 7\n');
  });

  test('writes reports of the current attempt and refuses those of an older one', async () => {
    using h = await hostSetup();
    const id = h.add();
    const seen: SubmissionState[] = [];
    const stop = listen([submissionChannel(id)], () => seen.push(getState(h.t.deps.db, id)!));
    const control: HostEvent[] = [];
    h.host.subscribe((e) => control.push(e));
    const first = (await h.host.claim('j1'))!.key;
    expect(await h.host.status(first, 7)).toBe(true);
    expect(await h.host.caseResult(first, caseResult(1))).toBe(true);
    // Rejudged while running: the old attempt's reports are refused from now on.
    rejudgeSubmission(h.t.deps.db, id);
    expect(await h.host.caseResult(first, caseResult(2))).toBe(false);
    expect(await h.host.finish(first, final())).toBe(false);
    expect(await h.host.status(first, 7)).toBe(false);
    const second = (await h.host.claim('j2'))!.key;
    expect(second.attempt).toBe(first.attempt + 2);
    const stale: TaskKey = { ...second, attempt: first.attempt };
    expect(await h.host.finish(stale, final(-1))).toBe(false);
    expect(await h.host.caseResult(second, caseResult(1, -1))).toBe(true);
    expect(await h.host.caseResult(second, caseResult(1, 0))).toBe(true);
    expect(await h.host.caseResult(second, caseResult(2))).toBe(true);
    expect(await h.host.finish(second, final(0))).toBe(true);
    // Final: no further reports of any attempt.
    expect(await h.host.finish(second, final(-1))).toBe(false);
    expect(await h.host.caseResult(second, caseResult(3))).toBe(false);
    expect(h.row(id)).toMatchObject({ status: 0, time: 3, memory: 900, judger: 'j1' });
    const cases = h.t.deps.db
      .select()
      .from(judgeCases)
      .where(eq(judgeCases.submitId, id))
      .orderBy(asc(judgeCases.caseIndex))
      .all();
    expect(cases.map((c) => [c.caseIndex, c.status])).toEqual([
      [1, 0],
      [2, 0],
    ]);
    stop();
    expect(seen.map((s) => s.status)).toEqual([6, 7, 6, 0]);
    expect(control).toEqual([]);
  });

  test('start-up recovery re-queues unfinished submissions with a new attempt and no partial results', async () => {
    using h = await hostSetup();
    const pending = h.add();
    const running = h.add();
    const done = h.add({ status: -1 });
    await h.host.claim('j1');
    const key = (await h.host.claim('j1'))!.key;
    await h.host.status(key, 7);
    await h.host.caseResult(key, caseResult(1));
    expect(requeueUnfinished(h.t.deps.db)).toBe(2);
    expect([h.row(pending).status, h.row(running).status, h.row(done).status]).toEqual([5, 5, -1]);
    expect(h.row(running).judgeAttempt).toBe(key.attempt + 1);
    expect(h.t.deps.db.select().from(judgeCases).all()).toEqual([]);
    expect(await h.host.caseResult(key, caseResult(2))).toBe(false);
    expect(await h.host.finish(key, final())).toBe(false);
  });

  test('keeps test runs in memory for their owner until a minute after they finish', async () => {
    let now = 1_000_000;
    const store = new TestRunStore(() => now);
    const key = store.add({
      uid: 'u1',
      language: 'C',
      code: 'x',
      problem: { judgeMode: 'default' } as never,
      input: '1 2',
      expectedOutput: '3',
      priority: 0,
    });
    expect(store.view(key, 'u1')).toMatchObject({ status: 5, userInput: '1 2', expectedOutput: '3' });
    expect(store.view(key, 'u2')).toBeNull();
    expect(store.waiting()).toEqual([{ key, uid: 'u1', priority: 0, since: now }]);
    const task = store.take(key)!;
    expect(store.take(key)).toBeNull();
    expect([store.waiting(), store.runningOf('u1')]).toEqual([[], 1]);
    expect(store.status(task.key, 7)).toBe(true);
    expect(
      store.finish({ ...task.key, attempt: 2 }, { status: 0, time: 1, memory: 2, stdout: '3\n', stderr: '' }),
    ).toBe(false);
    expect(store.finish(task.key, { status: 0, time: 1, memory: 2, stdout: '3\n', stderr: '' })).toBe(true);
    expect(store.view(key, 'u1')).toEqual({
      status: 0,
      time: 1,
      memory: 2,
      stderr: '',
      userInput: '1 2',
      expectedOutput: '3',
      userOutput: '3\n',
      problemJudgeMode: 'default',
    });
    now += 60_001;
    expect(store.view(key, 'u1')).toBeNull();
  });
});
