import { describe, expect, test } from 'bun:test';
import { CONTEST_PROBLEMS_MAX, contestLinksOf } from '../../../src/contract/contests.ts';
import { addProblem } from '../submissions/helpers.ts';
import { contestForm, createContest, send, setup } from './helpers.ts';

describe('contest administration', () => {
  test('the save rules answer in the order of doc 3 §5, each with its message', async () => {
    using s = await setup();
    const post = (form: Record<string, unknown>) =>
      send(s.t, 'POST', '/api/admin/contest', s.root.headers, contestForm(form));
    const start = Date.now();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: ' ', description: '' }, 'Contest Title is required'],
      [{ description: ' ', startTime: null }, 'Contest Description is required'],
      [{ startTime: null, endTime: null }, 'Contest Start Time is required'],
      [{ endTime: null, auth: 1 }, 'Contest End Time is required'],
      [
        { startTime: start, endTime: start - 1000, auth: 1 },
        'The duration of the contest cannot be less than or equal to zero!',
      ],
      [{ auth: 2, pwd: ' ' }, 'A private or protected contest needs a password'],
      [{ sealRank: true, sealRankTime: null }, 'The seal time must lie between the start and the end'],
      [{ starAccount: ['ann', ' bob ', 'bob'] }, 'Please do not add existing star user repeatedly!'],
      [{ awardType: 1, awardConfigList: [] }, 'Awards are switched on: add at least one award'],
      [{ openAccountLimit: true, accountLimitRule: '' }, 'The account limit is on: fill in its rule'],
    ];
    for (const [form, message] of cases) expect(`${message}: ${(await post(form)).msg}`).toBe(`${message}: ${message}`);
    expect((await send(s.t, 'GET', '/api/get-contest-list', undefined)).data.total).toBe(0);
  });

  test('a saved contest reads back; its rule type is locked; duration is derived; star users are trimmed', async () => {
    using s = await setup();
    const cid = await createContest(s.t, s.root.headers, { starAccount: [' ann ', 'bob', ''], auth: 2, pwd: 'pw' });
    const saved = (await send(s.t, 'GET', `/api/admin/contest?cid=${cid}`, s.root.headers)).data;
    expect(saved).toMatchObject({
      id: cid,
      title: 'Lab test 1',
      duration: 86400,
      starAccount: ['ann', 'bob'],
      pwd: 'pw',
      auth: 2,
    });
    expect(
      (await send(s.t, 'PUT', '/api/admin/contest', s.root.headers, { ...contestForm(), id: cid, type: 1 })).msg,
    ).toBe('The rule type of a contest cannot be changed');
    expect(
      (await send(s.t, 'PUT', '/api/admin/contest', s.root.headers, { ...contestForm({ title: 'Renamed' }), id: cid }))
        .data.title,
    ).toBe('Renamed');
  });

  test('admins manage their own contests; the super admin all; users not at all', async () => {
    using s = await setup();
    const cid = await createContest(s.t, s.root.headers);
    expect((await send(s.t, 'GET', `/api/admin/contest?cid=${cid}`, s.admin.headers)).msg).toBe(
      "Only the contest's administrators may do this",
    );
    expect((await send(s.t, 'GET', '/api/admin/contest/get-contest-list', s.alice.headers)).status).toBe(403);
    const own = await createContest(s.t, s.admin.headers, { title: 'Mine' });
    const adminList = (await send(s.t, 'GET', '/api/admin/contest/get-contest-list', s.admin.headers)).data;
    expect(adminList.records.map((r: { id: number }) => r.id)).toEqual([own]);
    expect((await send(s.t, 'GET', '/api/admin/contest/get-contest-list', s.root.headers)).data.total).toBe(2);
  });

  test('visibility, clone and delete: a hidden or deleted contest is not found by participants', async () => {
    using s = await setup();
    const cid = await createContest(s.t, s.root.headers, {}, [s.problem.id]);
    expect(
      (await send(s.t, 'PUT', `/api/admin/contest/change-contest-visible?cid=${cid}&visible=false`, s.root.headers))
        .status,
    ).toBe(200);
    expect((await send(s.t, 'GET', `/api/get-contest-info?cid=${cid}`, s.alice.headers)).msg).toBe(
      'The contest does not exist',
    );
    expect((await send(s.t, 'GET', '/api/get-contest-list', undefined)).data.total).toBe(0);
    const copy = (await send(s.t, 'POST', `/api/admin/contest/clone?cid=${cid}`, s.root.headers)).data;
    expect(copy).toMatchObject({ title: 'Lab test 1 (copy)', visible: false });
    expect(
      contestLinksOf(
        (await send(s.t, 'GET', `/api/admin/contest/get-problem-list?cid=${copy.id}`, s.root.headers)).data,
      ).map((p: { displayId: string }) => p.displayId),
    ).toEqual(['A']);
    expect((await send(s.t, 'DELETE', `/api/admin/contest?cid=${cid}`, s.root.headers)).status).toBe(200);
    expect((await send(s.t, 'GET', `/api/admin/contest?cid=${cid}`, s.root.headers)).msg).toBe(
      'The contest does not exist',
    );
  });

  test('contest problems: the rule type must match, display ids are unique, links can be edited and removed', async () => {
    using s = await setup();
    const cid = await createContest(s.t, s.root.headers, {}, [s.problem.id]);
    const add = (json: Record<string, unknown>) =>
      send(s.t, 'POST', '/api/admin/contest/add-problem-from-public', s.root.headers, { cid, ...json });
    expect((await add({ pid: s.problem.id, displayId: 'B' })).msg).toBe('The problem is already in this contest');
    const { addProblem } = await import('./helpers.ts');
    const oi = await addProblem(
      s.t,
      s.root,
      { problemId: 'OI1', type: 1 },
      { samples: [{ input: '1 2\n', output: '3\n', score: 100 }] },
    );
    expect((await add({ pid: oi.id, displayId: 'B' })).msg).toBe('An ACM contest accepts only ACM problems');
    const second = await addProblem(s.t, s.root, { problemId: 'P2' });
    expect((await add({ pid: second.id, displayId: 'a' })).msg).toBe(
      'The display ID a is already used in this contest',
    );
    expect((await add({ pid: second.id, displayId: ' ' })).msg).toBe(
      'Contest display ID and display title are required',
    );
    const link = (await add({ pid: second.id, displayId: 'B', color: '#ff0000' })).data;
    expect(
      (await send(s.t, 'GET', `/api/admin/contest/get-public-problem-list?cid=${cid}`, s.root.headers)).data.total,
    ).toBe(0);
    const edited = await send(s.t, 'PUT', '/api/admin/contest/contest-problem', s.root.headers, {
      id: link.id,
      displayId: 'C',
      displayTitle: 'Second',
      color: '#00ff00',
    });
    expect(edited.data).toMatchObject({ displayId: 'C', displayTitle: 'Second', color: '#00ff00' });
    expect(
      (await send(s.t, 'DELETE', `/api/admin/contest/problem?cid=${cid}&pid=${second.id}`, s.root.headers)).status,
    ).toBe(200);
    const rows = (await send(s.t, 'GET', `/api/get-contest-problem?cid=${cid}`, s.alice.headers)).data;
    expect(rows.map((r: { displayId: string }) => r.displayId)).toEqual(['A']);
  });
});

test('a problem created in a contest is linked under its display id in the same save; a refused link leaves no problem', async () => {
  using s = await setup();
  const cid = await createContest(s.t, s.root.headers);
  const form = (problemId: string, type: number, displayId: string) => ({
    problem: { problemId, title: 'In contest', description: 'x', auth: 3, type },
    samples: [{ input: '1\n', output: '1\n', score: 100 }],
    isUploadTestCase: false,
    languages: ['C'],
    contest: { cid, displayId, displayTitle: 'Warm-up' },
  });
  const saved = await send(s.t, 'POST', '/api/admin/contest/problem', s.root.headers, form('CP1', 0, 'A'));
  expect(saved.status).toBe(200);
  const links = contestLinksOf(
    (await send(s.t, 'GET', `/api/admin/contest/get-problem-list?cid=${cid}`, s.root.headers)).data,
  );
  expect(links.map((l) => `${l.displayId} ${l.displayTitle} ${l.problem?.problemId}`)).toEqual(['A Warm-up CP1']);
  expect((await send(s.t, 'POST', '/api/admin/contest/problem', s.root.headers, form('CP2', 1, 'B'))).msg).toBe(
    'An ACM contest accepts only ACM problems',
  );
  expect((await send(s.t, 'POST', '/api/admin/contest/problem', s.root.headers, form('CP3', 0, 'a'))).msg).toBe(
    'The display ID a is already used in this contest',
  );
  const bank = (await send(s.t, 'GET', '/api/admin/problem/get-problem-list?keyword=CP', s.root.headers)).data;
  expect(bank.records.map((r: { problemId: string }) => r.problemId)).toEqual(['CP1']);
  expect((await send(s.t, 'POST', '/api/admin/contest/problem', s.admin.headers, form('CP4', 0, 'C'))).msg).toBe(
    "Only the contest's administrators may do this",
  );
});

test('the home page lists running and coming contests, soonest first; a contest problem can be rejudged on its own', async () => {
  using s = await setup();
  const now = Date.now();
  const ended = await createContest(s.t, s.root.headers, {
    title: 'Old',
    startTime: now - 7_200_000,
    endTime: now - 3_600_000,
  });
  const soon = await createContest(s.t, s.root.headers, {
    title: 'Soon',
    startTime: now + 3_600_000,
    endTime: now + 7_200_000,
  });
  const running = await createContest(
    s.t,
    s.root.headers,
    { title: 'Now', startTime: now - 60_000, endTime: now + 3_600_000 },
    [s.problem.id],
  );
  const recent = (await send(s.t, 'GET', '/api/get-recent-contest', undefined)).data;
  expect(recent.map((c: { id: number; status: number }) => [c.id, c.status])).toEqual([
    [running, 0],
    [soon, -1],
  ]);
  expect(ended).toBeGreaterThan(0);
  const { insertSubmission } = await import('./helpers.ts');
  insertSubmission(s.t, { uid: s.alice.uid, username: s.alice.username, pid: s.problem.id, cid: running, status: 0 });
  insertSubmission(s.t, { uid: s.alice.uid, username: s.alice.username, pid: s.problem.id, status: 0 });
  const rejudged = await send(
    s.t,
    'GET',
    `/api/admin/judge/rejudge-contest-problem?cid=${running}&pid=${s.problem.id}`,
    s.root.headers,
  );
  expect([rejudged.msg, rejudged.data]).toEqual(['Rejudge successfully', { count: 1 }]);
  expect(
    (
      await send(
        s.t,
        'GET',
        `/api/admin/judge/rejudge-contest-problem?cid=${running}&pid=${s.problem.id}`,
        s.admin.headers,
      )
    ).status,
  ).toBe(403);
});

test(`a contest holds at most ${CONTEST_PROBLEMS_MAX} problems: one more is refused by name, in both languages, and nothing is added`, async () => {
  using s = await setup();
  const cid = await createContest(s.t, s.root.headers, {}, [s.problem.id]);
  const add = (pid: number, displayId: string, headers: Record<string, string> = s.root.headers) =>
    send(s.t, 'POST', '/api/admin/contest/add-problem-from-public', headers, { cid, pid, displayId });
  for (let i = 2; i <= CONTEST_PROBLEMS_MAX; i++) {
    const p = await addProblem(s.t, s.root, { problemId: `Q${i}` });
    expect((await add(p.id, `Q${i}`)).status).toBe(200);
  }
  const extra = await addProblem(s.t, s.root, { problemId: 'Q-extra' });
  expect((await add(extra.id, 'X')).msg).toBe(`A contest holds at most ${CONTEST_PROBLEMS_MAX} problems`);
  expect((await add(extra.id, 'X', { ...s.root.headers, 'Accept-Language': 'zh-CN' })).msg).toBe(
    `一场比赛最多包含 ${CONTEST_PROBLEMS_MAX} 道题目`,
  );
  const links = contestLinksOf(
    (
      await send(
        s.t,
        'GET',
        `/api/admin/contest/get-problem-list?cid=${cid}&limit=${CONTEST_PROBLEMS_MAX}`,
        s.root.headers,
      )
    ).data,
  );
  expect(links).toHaveLength(CONTEST_PROBLEMS_MAX);
});
