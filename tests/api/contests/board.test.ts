import { expect, test } from 'bun:test';
import { compareCounters } from '../../../src/domain/submissions/counters-rebuild.ts';
import { manualJudge } from '../../../src/domain/rejudge/admin-judge.ts';
import { prepareTestRun } from '../../../src/domain/contests/test-run.ts';
import {
  addProblem,
  contestForm,
  createContest,
  insertSubmission,
  sealedContest,
  send,
  setup,
  submit,
} from './helpers.ts';

const MIN = 60_000;
const AC = 0,
  WA = -1,
  CE = -2;

/**
 * An ACM contest run through its board: started two hours ago, ends in an hour, sealed for the
 * last 90 minutes of it (so now). Submissions are written with their times; the board is read
 * through the API by a participant (sealed) and the super admin (forcing the real board).
 */
async function running() {
  const s = await sealedContest({
    awardType: 2,
    awardConfigList: [{ priority: 1, name: 'Gold', background: '#e6bf25', color: '#fff', num: 1 }],
  });
  const { carol, cid, A, B, sub } = s;
  sub(s.alice, A, WA, 10);
  sub(s.alice, A, AC, 20);
  sub(s.bob, A, AC, 20);
  sub(s.bob, B, CE, 5);
  const bobB = sub(s.bob, B, AC, 30);
  sub(carol, A, WA, 110);
  sub(s.alice, B, AC, 115);
  sub(s.root, A, AC, 1);
  const board = async (headers: Record<string, string>, extra: Record<string, unknown> = {}) =>
    (await send(s.t, 'POST', '/api/get-contest-rank', headers, { cid, limit: 30, ...extra })).data;
  return { ...s, bobB, board };
}

const summary = (rows: { username: string; rank: number; ac: number; totalTime: number; awardName: string | null }[]) =>
  rows.map((r) => `${r.rank} ${r.username} ${r.ac} ${r.totalTime} ${r.awardName ?? '-'}`);

test('ACM board: 20 minutes per wrong try before the AC, compile errors free, first blood ties, the seal for participants', async () => {
  using s = await running();
  const real = await s.board(s.root.headers, { forceRefresh: true });
  // The super admin is left out; alice: A at 20 min + one penalty, B at 115 min.
  expect(summary(real.records)).toEqual([
    `1 ${s.bob.username} 2 3000 Gold`,
    `2 ${s.alice.username} 2 9300 -`,
    `3 ${s.carol.username} 0 0 -`,
  ]);
  const [bob, alice] = real.records;
  expect(bob.submissionInfo.A).toMatchObject({ isAC: true, isFirstAC: true, ACTime: 1200, errorNum: 0 });
  expect(alice.submissionInfo.A).toMatchObject({ isAC: true, isFirstAC: true, ACTime: 1200, errorNum: 1 });
  expect(bob.submissionInfo.B).toMatchObject({ isAC: true, errorNum: 0, tryNum: 0 });

  const sealed = await s.board(s.alice.headers, { forceRefresh: true });
  // Her own row comes first, then the board: what she did after the seal is "1 try, unknown".
  expect(summary(sealed.records)).toEqual([
    `2 ${s.alice.username} 1 2400 -`,
    `1 ${s.bob.username} 2 3000 Gold`,
    `2 ${s.alice.username} 1 2400 -`,
    `3 ${s.carol.username} 0 0 -`,
  ]);
  expect(sealed.records[0].submissionInfo.B).toMatchObject({ isAC: false, tryNum: 1 });
  expect(sealed.total).toBe(3);
  const problems = (await send(s.t, 'GET', `/api/get-contest-problem?cid=${s.cid}`, s.carol.headers)).data;
  expect(problems.map((p: { displayId: string; ac: number }) => `${p.displayId} ${p.ac}`)).toEqual(['A 3', 'B 1']);
});

test('a rejudge and a changed star list update the board; the maintained cells equal a fresh fold', async () => {
  using s = await running();
  manualJudge(s.t.deps.db, { uid: s.root.uid, username: s.root.username, role: 1000 }, s.bobB.submitId, WA);
  expect(summary((await s.board(s.root.headers, { forceRefresh: true })).records)).toEqual([
    `1 ${s.alice.username} 2 9300 Gold`,
    `2 ${s.bob.username} 1 1200 -`,
    `3 ${s.carol.username} 0 0 -`,
  ]);
  const form = {
    ...contestForm(),
    ...(await send(s.t, 'GET', `/api/admin/contest?cid=${s.cid}`, s.root.headers)).data,
    starAccount: [s.alice.username],
  };
  expect((await send(s.t, 'PUT', '/api/admin/contest', s.root.headers, form)).status).toBe(200);
  expect(summary((await s.board(s.root.headers, { forceRefresh: true })).records)).toEqual([
    `-1 ${s.alice.username} 2 9300 -`,
    `1 ${s.bob.username} 1 1200 Gold`,
    `2 ${s.carol.username} 0 0 -`,
  ]);
  expect(
    summary((await s.board(s.root.headers, { forceRefresh: true, removeStar: true })).records).map(
      (r) => r.split(' ')[1],
    ),
  ).toEqual([s.bob.username, s.carol.username]);
  expect(compareCounters(s.t.deps.db)).toEqual([]);
  s.t.deps.db.$client.run('update contest_cells set tries = tries + 5');
  expect(compareCounters(s.t.deps.db).map((d) => d.table)).toEqual(['contest_cells']);
});

test('submitting to a contest: by display id, into the contest, refused outside its rules', async () => {
  using s = await running();
  const ok = await submit(s.t, s.alice.headers, { cid: s.cid, pid: 'b' });
  expect(ok.env.status).toBe(200);
  expect(ok.env.data).toMatchObject({ cid: s.cid, pid: s.B, title: 'Second' });
  expect((await submit(s.t, s.alice.headers, { cid: s.cid, pid: 'Z' })).env.msg).toBe(
    'The problem is not part of this contest',
  );
  expect((await submit(s.t, s.alice.headers, { cid: 999, pid: 'A' })).env.msg).toBe('The contest does not exist');
  const later = await createContest(
    s.t,
    s.root.headers,
    { startTime: Date.now() + 60 * MIN, endTime: Date.now() + 120 * MIN },
    [s.A],
  );
  expect((await submit(s.t, s.alice.headers, { cid: later, pid: 'A' })).env.msg).toBe(
    'The contest has not started yet',
  );
  expect((await send(s.t, 'GET', `/api/get-contest-problem?cid=${later}`, s.alice.headers)).msg).toBe(
    'The contest has not started yet',
  );
  const locked = await createContest(s.t, s.root.headers, { auth: 1, pwd: 'pw' }, [s.A]);
  expect(
    (await send(s.t, 'GET', `/api/get-contest-problem-details?cid=${locked}&displayId=A`, s.alice.headers)).msg,
  ).toBe('Please register for the contest first');
  expect(
    (await send(s.t, 'POST', '/api/register-contest', s.alice.headers, { cid: locked, password: 'nope' })).msg,
  ).toBe('The contest password is wrong');
  expect((await send(s.t, 'POST', '/api/register-contest', s.alice.headers, { cid: locked, password: 'pw' })).msg).toBe(
    'Register contest successfully',
  );
  const detail = (await send(s.t, 'GET', `/api/get-contest-problem-details?cid=${locked}&displayId=a`, s.alice.headers))
    .data;
  expect(detail).toMatchObject({ displayId: 'A', tags: [], problem: { title: 'A + B', source: '' } });
  expect((await send(s.t, 'GET', `/api/get-contest-access?cid=${locked}`, s.alice.headers)).data).toEqual({
    access: true,
  });
  // An online test from a contest problem page names the problem by its display id.
  const actor = { uid: s.alice.uid, username: s.alice.username, role: 1002 };
  const run = {
    pid: 'a',
    language: 'C',
    code: 'int main(){}',
    userInput: '1 2',
    isRemoteJudge: false,
    cid: locked,
    gid: null,
  };
  expect(prepareTestRun(s.t.deps.db, actor, run).pid).toBe(s.A);
  expect(() => prepareTestRun(s.t.deps.db, { ...actor, uid: s.bob.uid }, run)).toThrow(
    'Please register for the contest first',
  );
});

test("the contest submission list: the seal hides others' later rows from participants; others' figures hidden while it runs", async () => {
  using s = await running();
  const list = async (headers: Record<string, string>, query = '') =>
    (await send(s.t, 'GET', `/api/contest-submissions?contestID=${s.cid}&limit=50${query}`, headers)).data;
  const carol = await list(s.carol.headers);
  expect(carol.total).toBe(7);
  expect(
    carol.records.some(
      (r: { uid: string; displayId: string; status: number }) =>
        r.uid === s.alice.uid && r.displayId === 'B' && r.status === 0,
    ),
  ).toBe(false);
  const others = carol.records.filter((r: { uid: string }) => r.uid !== s.carol.uid);
  expect(others.every((r: { time: null; memory: null }) => r.time === null && r.memory === null)).toBe(true);
  expect((await list(s.root.headers)).total).toBe(8);
  expect(
    (await list(s.root.headers, '&problemID=b&status=0')).records.map((r: { username: string }) => r.username),
  ).toEqual([s.alice.username, s.bob.username]);
  expect((await list(s.carol.headers, '&onlyMine=true')).total).toBe(1);
  const bobs = (await send(s.t, 'GET', `/api/get-submission-detail?submitId=${s.bobB.submitId}`, s.carol.headers)).data
    .submission;
  expect(bobs).toMatchObject({ status: 0, code: '', codeVisible: false });
  expect(
    (await send(s.t, 'GET', `/api/get-submission-detail?submitId=${s.bobB.submitId}`, s.bob.headers)).data.submission
      .codeVisible,
  ).toBe(true);
});

test('a sealed OI contest: every participant sees "submitted, result unknown", their own included; its admins see results', async () => {
  using s = await setup();
  const oi = await addProblem(
    s.t,
    s.root,
    { problemId: 'OI1', type: 1 },
    { samples: [{ input: '1 2\n', output: '3\n', score: 100 }] },
  );
  const start = Date.now() - 60 * MIN;
  const cid = await createContest(
    s.t,
    s.root.headers,
    { type: 1, startTime: start, endTime: start + 180 * MIN, sealRank: true, sealRankTime: start },
    [oi.id],
  );
  const mine = insertSubmission(s.t, {
    uid: s.alice.uid,
    username: s.alice.username,
    pid: oi.id,
    cid,
    status: AC,
    score: 100,
    submitTime: new Date(start + MIN),
  });
  const detail = async (headers: Record<string, string>) =>
    (await send(s.t, 'GET', `/api/get-submission-detail?submitId=${mine.submitId}`, headers)).data.submission;
  expect(await detail(s.alice.headers)).toMatchObject({ status: -5, score: null, time: null });
  expect((await detail(s.root.headers)).status).toBe(AC);
  expect(
    (await send(s.t, 'POST', '/api/check-submissions-status', s.alice.headers, { submitIds: [mine.submitId] })).data[
      mine.submitId
    ].status,
  ).toBe(-5);
  expect(
    (await send(s.t, 'GET', `/api/get-all-case-result?submitId=${mine.submitId}`, s.alice.headers)).data.judgeCaseList,
  ).toEqual([]);
  expect((await send(s.t, 'GET', `/api/get-contest-problem?cid=${cid}`, s.alice.headers)).data[0].myStatus).toBe(-5);
  // Sealed from the start: others' submissions are not shown at all.
  expect((await send(s.t, 'GET', `/api/get-submission-detail?submitId=${mine.submitId}`, s.bob.headers)).msg).toBe(
    'You have no permission to view this submission',
  );
  expect((await send(s.t, 'GET', `/api/contest-submissions?contestID=${cid}`, s.bob.headers)).data.total).toBe(0);
  expect((await send(s.t, 'GET', `/api/contest-submissions?contestID=${cid}`, s.alice.headers)).data.total).toBe(0);
});
