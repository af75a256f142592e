import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { Db } from '../../../src/db/client.ts';
import { contests, submissions } from '../../../src/db/schema/index.ts';
import { rebuildContestCells } from '../../../src/domain/contests/cells.ts';
import { eq, sql } from 'drizzle-orm';
import { JudgeStatus } from '../../../src/contract/judge-status.ts';
import { addProblem, createContest, insertSubmission, send, setup, type Headers, type TestApp } from './helpers.ts';

setDefaultTimeout(120_000);

const MIN = 60_000;
const SEALED = 'The results of this contest are sealed: they are shown once the board is unsealed';

const choiceForm = (problemId: string, answer: string) => ({
  problemId,
  title: `Question ${problemId}`,
  description: 'How much is 1 + 2?',
  answer,
  analysis: 'Count: one, two, three.',
  auth: 1,
  options: ['Two', 'Three', 'Four', 'Five'].map((text) => ({ text, image: '' })),
});

async function choiceContest(t: TestApp, root: Headers, form: Record<string, unknown> = {}) {
  const pids: number[] = [];
  for (const [id, answer] of [
    ['CT1', 'B'],
    ['CT2', 'D'],
  ])
    pids.push((await send(t, 'POST', '/api/admin/choice-problem', root, choiceForm(id!, answer!))).data.id);
  return { cid: await createContest(t, root, { type: 2, ...form }, pids), pids };
}

const answer = (t: TestApp, headers: Headers, cid: number, pid: string, selection: string) =>
  send(t, 'POST', '/api/submit-c-problem-judge', headers, { cid, pid, selection });

describe('the last accepted code of a sealed contest', () => {
  test("tells neither the right option of a sealed CT contest nor whether a sealed OI answer was accepted; ACM shows one's own", async () => {
    using s = await setup();
    const { cid, pids } = await choiceContest(s.t, s.root.headers);
    await answer(s.t, s.alice.headers, cid, 'A', 'B');
    await answer(s.t, s.alice.headers, cid, 'B', 'A');
    const right = await send(s.t, 'GET', `/api/get-last-ac-code?pid=${pids[0]}&cid=${cid}`, s.alice.headers);
    const wrong = await send(s.t, 'GET', `/api/get-last-ac-code?pid=${pids[1]}&cid=${cid}`, s.alice.headers);
    // The same answer whether or not she chose the right option.
    expect([right.msg, right.data, wrong.msg, wrong.data]).toEqual([SEALED, null, SEALED, null]);

    const oi = await addProblem(
      s.t,
      s.root,
      { problemId: 'OI1', type: 1 },
      { samples: [{ input: '1 2\n', output: '3\n', score: 100 }] },
    );
    const now = Date.now();
    const sealed = {
      startTime: now - 120 * MIN,
      endTime: now + 60 * MIN,
      sealRank: true,
      sealRankTime: now - 30 * MIN,
    };
    const oiCid = await createContest(s.t, s.root.headers, { type: 1, ...sealed }, [oi.id]);
    insertSubmission(s.t, {
      uid: s.alice.uid,
      username: s.alice.username,
      pid: oi.id,
      cid: oiCid,
      status: 0,
      score: 100,
      submitTime: new Date(now - 10 * MIN),
    });
    expect((await send(s.t, 'GET', `/api/get-last-ac-code?pid=${oi.id}&cid=${oiCid}`, s.alice.headers)).msg).toBe(
      SEALED,
    );

    const acmCid = await createContest(s.t, s.root.headers, sealed, [s.problem.id]);
    insertSubmission(s.t, {
      uid: s.alice.uid,
      username: s.alice.username,
      pid: s.problem.id,
      cid: acmCid,
      status: 0,
      code: 'mine',
      submitTime: new Date(now - 10 * MIN),
    });
    expect(
      (await send(s.t, 'GET', `/api/get-last-ac-code?pid=${s.problem.id}&cid=${acmCid}`, s.alice.headers)).data?.code,
    ).toBe('mine');
    // The contest's admin is told.
    insertSubmission(s.t, {
      uid: s.root.uid,
      username: s.root.username,
      pid: pids[0]!,
      cid,
      status: 0,
      language: 'Choice',
      code: 'B',
    });
    expect((await send(s.t, 'GET', `/api/get-last-ac-code?pid=${pids[0]}&cid=${cid}`, s.root.headers)).data?.code).toBe(
      'B',
    );
  });
});

describe('a CT contest with extra time for one participant', () => {
  test("verdicts, answers and the analysis stay closed to every participant until the last participant's own end", async () => {
    using s = await setup();
    const db = s.t.deps.db as Db;
    const { cid, pids } = await choiceContest(s.t, s.root.headers);
    for (const who of [s.alice, s.bob])
      expect((await send(s.t, 'POST', '/api/register-contest', who.headers, { cid, password: '' })).status).toBe(200);
    await answer(s.t, s.alice.headers, cid, 'A', 'B');
    await answer(s.t, s.bob.headers, cid, 'A', 'C');
    expect(
      (
        await send(s.t, 'PUT', '/api/admin/contest/proctor/extra-time', s.root.headers, {
          cid,
          uid: s.bob.uid,
          minutes: 30,
        })
      ).status,
    ).toBe(200);
    // The answers were given ten minutes ago and the contest ended a minute ago: Bob has 29 minutes left.
    db.update(submissions)
      .set({ submitTime: sql`${submissions.submitTime} - ${10 * MIN}` })
      .where(eq(submissions.cid, cid))
      .run();
    db.update(contests)
      .set({ endTime: new Date(Date.now() - MIN) })
      .where(eq(contests.id, cid))
      .run();
    rebuildContestCells(db, cid);

    const closed = async (headers: Headers) => {
      const status = (await send(s.t, 'POST', '/api/get-c-user-problem-status', headers, { pidList: pids, cid })).data;
      const detail = (await send(s.t, 'GET', `/api/get-c-problem-detail?problemId=A&cid=${cid}`, headers)).data;
      const board = (await send(s.t, 'POST', '/api/get-contest-rank', headers, { cid })).data.records as {
        totalScore: number;
      }[];
      return { status: status[pids[0]!].status, analysis: detail.analysis, scores: board.map((r) => r.totalScore) };
    };
    const nothing = { status: JudgeStatus.SUBMITTED_NO_RESULT, analysis: null };
    expect(await closed(s.alice.headers)).toMatchObject(nothing);
    expect((await closed(s.alice.headers)).scores.every((n) => n === 0)).toBe(true);
    // Bob still answers, and learns nothing of his own or others' answers either.
    const late = await answer(s.t, s.bob.headers, cid, 'A', 'B');
    expect(late.data).toMatchObject({ status: JudgeStatus.SUBMITTED_NO_RESULT, isCorrect: null });
    expect(await closed(s.bob.headers)).toMatchObject(nothing);
    expect((await closed(s.bob.headers)).scores.every((n) => n === 0)).toBe(true);

    // Once Bob's time is up too (his extra time taken back here), everything opens.
    expect(
      (
        await send(s.t, 'PUT', '/api/admin/contest/proctor/extra-time', s.root.headers, {
          cid,
          uid: s.bob.uid,
          minutes: 0,
        })
      ).status,
    ).toBe(200);
    const open = await closed(s.alice.headers);
    expect([open.status, open.analysis]).toEqual([JudgeStatus.ACCEPTED, 'Count: one, two, three.']);
    expect(open.scores).toContain(100);
  });
});
