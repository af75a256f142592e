import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { JudgeStatus } from '../../../src/contract/judge-status.ts';
import { createCategory, createTraining } from '../trainings/helpers.ts';
import { CLOSED, examSetup } from './exam-helpers.ts';
import { addProblem, createContest, insertSubmission, send, setup } from './helpers.ts';

setDefaultTimeout(120_000);

const MIN = 60_000;
const LIST = '/api/get-full-screen-problem-list';

describe('get-full-screen-problem-list (focus mode bar)', () => {
  test("a contest's participant gets its problems by display id with their own verdicts", async () => {
    using s = await setup();
    const cid = await createContest(s.t, s.root.headers, { auth: 1, pwd: 'pw' }, [s.problem.id]);
    await send(s.t, 'POST', '/api/register-contest', s.alice.headers, { cid, password: 'pw' });
    insertSubmission(s.t, { uid: s.alice.uid, username: s.alice.username, pid: s.problem.id, cid, status: 0 });
    const env = await send(s.t, 'GET', `${LIST}?cid=${cid}`, s.alice.headers);
    expect(env.status).toBe(200);
    expect(env.data).toEqual([
      expect.objectContaining({ pid: s.problem.id, problemId: 'A', status: JudgeStatus.ACCEPTED }),
    ]);
    // Bob's own verdicts, not Alice's.
    await send(s.t, 'POST', '/api/register-contest', s.bob.headers, { cid, password: 'pw' });
    const bob = await send(s.t, 'GET', `${LIST}?cid=${cid}`, s.bob.headers);
    expect(bob.data[0].status).toBe(JudgeStatus.NOT_SUBMITTED);
  });

  test('a student outside a private contest, a visitor, and anyone before the start learn nothing', async () => {
    using s = await setup();
    const cid = await createContest(s.t, s.root.headers, { auth: 1, pwd: 'pw' }, [s.problem.id]);
    const outside = await send(s.t, 'GET', `${LIST}?cid=${cid}`, s.alice.headers);
    expect([outside.status, outside.msg, outside.data]).toEqual([403, 'Please register for the contest first', null]);
    expect((await send(s.t, 'GET', `${LIST}?cid=${cid}`, undefined)).status).toBe(401);
    const later = await createContest(
      s.t,
      s.root.headers,
      { startTime: Date.now() + 60 * MIN, endTime: Date.now() + 120 * MIN },
      [s.problem.id],
    );
    const early = await send(s.t, 'GET', `${LIST}?cid=${later}`, s.alice.headers);
    expect([early.status, early.data]).toEqual([403, null]);
    // The contest's admin sees it before the start.
    expect((await send(s.t, 'GET', `${LIST}?cid=${later}`, s.root.headers)).data).toHaveLength(1);
    // A contest that does not exist, and a request naming neither or both scopes.
    expect((await send(s.t, 'GET', `${LIST}?cid=99999`, s.alice.headers)).status).toBe(404);
    expect((await send(s.t, 'GET', LIST, s.alice.headers)).status).toBe(400);
    expect((await send(s.t, 'GET', `${LIST}?cid=${cid}&tid=1`, s.alice.headers)).status).toBe(400);
  });

  test('a sealed OI contest shows "submitted" without a score for what was sent after the seal', async () => {
    using s = await setup();
    const oi = await addProblem(
      s.t,
      s.root,
      { problemId: 'OI1', type: 1 },
      { samples: [{ input: '1\n', output: '1\n', score: 100 }] },
    );
    const now = Date.now();
    const cid = await createContest(
      s.t,
      s.root.headers,
      { type: 1, startTime: now - 120 * MIN, endTime: now + 60 * MIN, sealRank: true, sealRankTime: now - 30 * MIN },
      [oi.id],
    );
    const sub = { uid: s.alice.uid, username: s.alice.username, pid: oi.id, cid, status: 0, score: 100 };
    insertSubmission(s.t, { ...sub, submitTime: new Date(now - 10 * MIN) });
    const mine = (await send(s.t, 'GET', `${LIST}?cid=${cid}`, s.alice.headers)).data;
    expect([mine[0].status, mine[0].score]).toEqual([JudgeStatus.SUBMITTED_NO_RESULT, null]);
  });

  test("during an exam only the exam's own list answers: another contest or a training is refused", async () => {
    using s = await examSetup();
    const other = await createContest(s.t, s.root.headers, {}, [s.problem.id]);
    const alice = await s.as(s.alice);
    const own = await alice(`${LIST}?cid=${s.cid}`);
    expect([own.status, own.data.map((r: { problemId: string }) => r.problemId)]).toEqual([200, ['A']]);
    const elsewhere = await alice(`${LIST}?cid=${other}`);
    expect([elsewhere.status, elsewhere.msg]).toEqual([
      403,
      "During the exam a request may name only the exam's contest",
    ]);
    const training = await alice(`${LIST}?tid=1`);
    expect([training.status, training.msg]).toEqual([403, CLOSED]);
  });

  test("a training's list is its problems with the viewer's bank verdicts; a private training needs registering", async () => {
    using s = await setup();
    const category = await createCategory(s.t, s.root.headers);
    const tid = await createTraining(s.t, s.root.headers, category, {}, [s.problem.id]);
    insertSubmission(s.t, { uid: s.alice.uid, username: s.alice.username, pid: s.problem.id, status: 0 });
    const env = await send(s.t, 'GET', `${LIST}?tid=${tid}`, s.alice.headers);
    expect(env.data).toEqual([
      expect.objectContaining({ pid: s.problem.id, problemId: s.problem.problemId, status: JudgeStatus.ACCEPTED }),
    ]);
    const closed = await createTraining(s.t, s.root.headers, category, { auth: 'Private', privatePwd: 'pw' }, [
      s.problem.id,
    ]);
    const refused = await send(s.t, 'GET', `${LIST}?tid=${closed}`, s.bob.headers);
    expect([refused.status, refused.data]).toEqual([403, null]);
  });
});
