import { describe, expect, test, setDefaultTimeout } from 'bun:test';
import { eq } from 'drizzle-orm';
import { judgeCases, submissions } from '../../../src/db/schema/index.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';
import { addProblem, get, insertSubmission, setup, submitOk } from './helpers.ts';

// Each test creates accounts (argon2 hashing) and may run real programs: allow for a busy machine.
setDefaultTimeout(120_000);

type Setup = Awaited<ReturnType<typeof setup>>;
const admin = (s: Setup, path: string, headers = s.root.headers) => get(s.t, `/api/admin/judge/${path}`, headers);
const row = (s: Setup, id: number) => s.t.deps.db.select().from(submissions).where(eq(submissions.submitId, id)).get()!;

describe('admin judge calls', () => {
  test('are for the super admin only', async () => {
    using s = await setup();
    const sub = await submitOk(s.t, s.alice.headers);
    const problemAdmin = await createUserAndLogin(s.t.deps, s.t.app, { role: 1008 });
    const paths = [
      `rejudge?submitId=${sub.submitId}`,
      `manual-judge?submitId=${sub.submitId}&status=0`,
      `cancel-judge?submitId=${sub.submitId}`,
      `rejudge-problem?pid=${s.problem.id}`,
    ];
    for (const path of paths) {
      for (const headers of [s.admin.headers, problemAdmin.headers, s.alice.headers]) {
        const r = await admin(s, path, headers);
        expect([r.status, r.env.msg]).toEqual([403, 'Please login again with the administrator account']);
      }
      expect((await get(s.t, `/api/admin/judge/${path}`)).status).toBe(401);
    }
    expect(row(s, sub.submitId).status).toBe(5);
  });

  test('manual judging: not while pending, judging or after a compile error; sets status, score and the marker', async () => {
    using s = await setup();
    const oi = await addProblem(
      s.t,
      s.root,
      { problemId: 'OI1', type: 1, difficulty: 2 },
      {
        samples: [
          { input: '1\n', output: '1\n', score: 30 },
          { input: '2\n', output: '2\n', score: 70 },
        ],
      },
    );
    const base = { uid: s.alice.uid, username: s.alice.username };
    for (const status of [5, 6, 7, -2]) {
      const r = insertSubmission(s.t, { ...base, pid: s.problem.id, status });
      const res = await admin(s, `manual-judge?submitId=${r.submitId}&status=0`);
      expect(res.env).toMatchObject({
        status: 400,
        msg: 'A submission that is pending, compiling, judging or failed to compile can not be judged by hand',
      });
    }
    const acm = insertSubmission(s.t, { ...base, pid: s.problem.id, status: -1, time: 5, memory: 100 });
    const done = await admin(s, `manual-judge?submitId=${acm.submitId}&status=0&score=50`);
    expect([done.env.msg, done.env.data]).toEqual([
      'Update Successfully',
      { status: 0, score: null, oiRankScore: null, judger: s.root.username },
    ]);
    expect(row(s, acm.submitId)).toMatchObject({ status: 0, isManual: true, judger: s.root.username, time: 5 });

    const oiRow = insertSubmission(s.t, {
      ...base,
      pid: oi.id,
      displayPid: 'OI1',
      status: -1,
      score: 0,
      oiRankScore: 0,
    });
    const partial = await admin(s, `manual-judge?submitId=${oiRow.submitId}&status=8&score=30`);
    // round(0.1·30 + 2·2·30/100) = round(3 + 1.2) = 4
    expect(partial.env.data).toEqual({ status: 8, score: 30, oiRankScore: 4, judger: s.root.username });
    const accepted = await admin(s, `manual-judge?submitId=${oiRow.submitId}&status=0`);
    expect(accepted.env.data).toEqual({ status: 0, score: 100, oiRankScore: 14, judger: s.root.username });
    const tooMuch = await admin(s, `manual-judge?submitId=${oiRow.submitId}&status=8&score=101`);
    expect(tooMuch.env).toMatchObject({ status: 400, msg: 'score must be at most 100' });
    for (const status of [5, 6, 7, 9, -4, -2, 42]) {
      const bad = await admin(s, `manual-judge?submitId=${oiRow.submitId}&status=${status}`);
      expect(bad.env).toMatchObject({ status: 400, msg: 'status must be one of -3, -1, 0, 1, 2, 3, 4, 8' });
    }
    expect((await admin(s, 'manual-judge?submitId=999999&status=0')).env.msg).toBe('The submission does not exist');
  });

  test('cancel: any state but Cancelled; marks it judged by hand; partial results of an unfinished run go', async () => {
    using s = await setup();
    const sub = await submitOk(s.t, s.alice.headers);
    s.t.deps.db.update(submissions).set({ status: 7 }).where(eq(submissions.submitId, sub.submitId)).run();
    s.t.deps.db
      .insert(judgeCases)
      .values({ submitId: sub.submitId, caseIndex: 1, inputData: '1.in', outputData: '1.out', status: 0 })
      .run();
    const res = await admin(s, `cancel-judge?submitId=${sub.submitId}`);
    expect(res.env.msg).toBe('Cancel Successfully');
    expect(res.env.data).toMatchObject({ submitId: sub.submitId, status: -4, isManual: true });
    expect(row(s, sub.submitId)).toMatchObject({ status: -4, isManual: true, judgeAttempt: 1 });
    expect(s.t.deps.db.select().from(judgeCases).where(eq(judgeCases.submitId, sub.submitId)).all()).toEqual([]);
    expect((await admin(s, `cancel-judge?submitId=${sub.submitId}`)).env).toMatchObject({
      status: 400,
      msg: 'The submission has already been cancelled',
    });
    // A cancelled submission may be given a result by hand.
    expect((await admin(s, `manual-judge?submitId=${sub.submitId}&status=-1`)).env.data.status).toBe(-1);
  });

  test('rejudge puts a submission back in the queue with its results removed; rejudge-problem does all of a problem', async () => {
    using s = await setup();
    const other = await addProblem(s.t, s.root, { problemId: 'P2' });
    const base = { uid: s.alice.uid, username: s.alice.username };
    const a = insertSubmission(s.t, {
      ...base,
      pid: s.problem.id,
      status: 0,
      time: 10,
      memory: 99,
      judger: 'j',
      isManual: true,
      judgeAttempt: 2,
    });
    const b = insertSubmission(s.t, { ...base, pid: s.problem.id, cid: 3, status: -1, priority: 1 });
    const c = insertSubmission(s.t, { ...base, pid: other.id, status: 0 });
    s.t.deps.db
      .insert(judgeCases)
      .values({ submitId: a.submitId, caseIndex: 1, inputData: '1.in', outputData: '1.out', status: 0 })
      .run();
    const res = await admin(s, `rejudge?submitId=${a.submitId}`);
    expect(res.env.msg).toBe('Rejudge successfully');
    expect(res.env.data).toEqual({
      submitId: a.submitId,
      status: 5,
      score: null,
      oiRankScore: null,
      time: null,
      memory: null,
      judger: null,
      isManual: false,
    });
    expect(row(s, a.submitId).judgeAttempt).toBe(3);
    expect(s.t.deps.db.select().from(judgeCases).where(eq(judgeCases.submitId, a.submitId)).all()).toEqual([]);
    expect((await admin(s, 'rejudge?submitId=999999')).env.msg).toBe('The submission does not exist');

    const all = await admin(s, `rejudge-problem?pid=${s.problem.id}`);
    expect(all.env.data).toEqual({ count: 2 });
    expect([row(s, a.submitId).status, row(s, b.submitId).status, row(s, c.submitId).status]).toEqual([5, 5, 0]);
    // A rejudge waits at practice priority, in its user's turn: it never jumps over others' practice.
    expect(row(s, b.submitId).priority).toBe(0);
    expect((await admin(s, 'rejudge-problem?pid=999999')).env.msg).toBe('The problem does not exist');
  });
});
