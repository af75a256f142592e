import { expect, test } from 'bun:test';
import { submissions } from '../../../src/db/schema/index.ts';
import { countStatusChange } from '../../../src/domain/submissions/counters.ts';
import { call } from '../../helpers/app.ts';
import { createProblem, problemForm, setup, type TestApp } from './helpers.ts';
import { ensureContest } from '../../helpers/contests.ts';

function submit(t: TestApp, pid: number, uid: string, status: number, opts: { cid?: number; score?: number } = {}) {
  const row = t.deps.db
    .insert(submissions)
    .values({
      pid,
      displayPid: String(pid),
      uid,
      username: 'u',
      cid: ensureContest(t.deps.db.$client, opts.cid),
      status,
      score: opts.score ?? null,
      length: 10,
      language: 'C',
      code: 'int main(){}',
      submitTime: new Date(),
    })
    .returning()
    .get();
  countStatusChange(t.deps.db, row, null, status);
}

test('the list filters by keyword, difficulty, tags and source, pages, and counts practice verdicts', async () => {
  using s = await setup();
  const h = s.admin.headers;
  const math = (
    await call(s.t.app, '/api/admin/tag', { method: 'POST', headers: h, json: { name: 'math', color: 'red' } })
  ).env.data;
  const dp = (await call(s.t.app, '/api/admin/tag', { method: 'POST', headers: h, json: { name: 'dp' } })).env.data;
  const a = await createProblem(
    s.t,
    h,
    problemForm({ problemId: 'P1000', title: 'Sum of two', difficulty: 0 }, { tags: [{ id: math.id }] }),
  );
  const b = await createProblem(
    s.t,
    h,
    problemForm(
      { problemId: 'P1001', title: 'Knapsack 100%', difficulty: 2 },
      { tags: [{ id: math.id }, { id: dp.id }] },
    ),
  );
  await createProblem(s.t, h, problemForm({ problemId: 'P1002', title: 'Hidden', auth: 2 }));
  for (const status of [0, 0, -1, 1, -2, 8]) submit(s.t, a.id, s.user.uid, status);
  submit(s.t, a.id, s.user.uid, 0, { cid: 7 });

  const list = async (query: string, headers: Record<string, string> = {}) =>
    (await call(s.t.app, `/api/get-problem-list?${query}`, { headers })).env.data;
  const all = await list('');
  expect([all.total, all.size, all.current, all.records.map((r: { problemId: string }) => r.problemId)]).toEqual([
    2,
    30,
    1,
    ['P1000', 'P1001'],
  ]);
  expect(all.records[0]).toMatchObject({
    pid: a.id,
    title: 'Sum of two',
    total: 6,
    ac: 2,
    wa: 1,
    tle: 1,
    ce: 1,
    pa: 1,
    mle: 0,
    tags: [{ id: math.id, name: 'math', color: 'red' }],
  });
  expect((await list('keyword=sack')).records.map((r: { pid: number }) => r.pid)).toEqual([b.id]);
  expect((await list('keyword=1000')).records.map((r: { pid: number }) => r.pid)).toEqual([a.id]);
  expect((await list('keyword=%25')).records.map((r: { pid: number }) => r.pid)).toEqual([b.id]);
  expect((await list('difficulty=2')).total).toBe(1);
  expect((await list(`tagId=${math.id}`)).total).toBe(2);
  expect((await list(`tagId=${math.id},${dp.id}`)).records.map((r: { pid: number }) => r.pid)).toEqual([b.id]);
  expect((await list('oj=ME')).total).toBe(2);
  expect((await list('oj=HDU')).total).toBe(0);
  expect(await list('limit=1&currentPage=0')).toMatchObject({ current: 1, size: 1, pages: 2, total: 2 });
  expect((await list('limit=1&currentPage=2')).records[0].pid).toBe(b.id);
  expect((await call(s.t.app, '/api/get-problem-list?tagId=1;drop')).env.status).toBe(400);
  // Problem managers see private problems in the list too.
  expect((await list('', h)).total).toBe(3);
});

test('the problem page hides private problems from others and returns counts, tags, languages and templates', async () => {
  using s = await setup();
  const form = problemForm(
    {
      problemId: 'P7',
      userExtraFile: { 'lib.h': 'int x;' },
      isFileIO: true,
      ioReadFileName: 'a.in',
      ioWriteFileName: 'a.out',
    },
    {
      codeTemplates: [
        { language: 'C', code: '// C', status: true },
        { language: 'Java', code: '// J', status: false },
      ],
      tags: [{ name: 'io' }],
    },
  );
  const { id } = await createProblem(s.t, s.admin.headers, form);
  submit(s.t, id, s.user.uid, -1);
  const detail = (await call(s.t.app, '/api/get-problem-detail?problemId=p7')).env;
  expect(detail.status).toBe(200);
  expect(detail.data.problem).toMatchObject({
    id,
    problemId: 'P7',
    exampleList: [{ input: '1 2', output: '3' }],
    ioScore: 100,
    timeLimit: 1000,
    memoryLimit: 256,
    isFileIO: true,
    ioReadFileName: 'a.in',
    userExtraFile: { 'lib.h': 'int x;' },
  });
  expect(detail.data.problem.spjCode).toBeUndefined();
  expect(detail.data.problemCount).toMatchObject({ total: 1, wa: 1, ac: 0 });
  expect(detail.data.tags.map((t: { name: string }) => t.name)).toEqual(['io']);
  expect(detail.data.codeTemplate).toEqual({ C: '// C' });
  expect((await call(s.t.app, `/api/get-problem-code-template?pid=${id}`)).env.data).toEqual({ C: '// C' });
  expect((await call(s.t.app, `/api/get-problem-languages?pid=${id}`)).env.data.sort()).toEqual(['C', 'C++17']);
  expect((await call(s.t.app, '/api/get-random-problem')).env.data).toEqual({ problemId: 'P7' });

  await call(s.t.app, '/api/admin/problem/change-problem-auth', {
    method: 'PUT',
    headers: s.admin.headers,
    json: { id, auth: 2 },
  });
  for (const headers of [{}, s.user.headers]) {
    const hidden = await call(s.t.app, '/api/get-problem-detail?problemId=P7', { headers });
    expect([hidden.status, hidden.env.msg]).toEqual([403, 'You have no permission to view this problem']);
    expect((await call(s.t.app, `/api/get-problem-languages?pid=${id}`, { headers })).status).toBe(403);
  }
  expect((await call(s.t.app, '/api/get-problem-detail?problemId=P7', { headers: s.admin.headers })).env.status).toBe(
    200,
  );
  expect((await call(s.t.app, '/api/get-random-problem')).env.msg).toBe('There is no public problem yet');
  expect((await call(s.t.app, '/api/get-problem-detail?problemId=NOPE')).env).toEqual({
    status: 404,
    msg: 'The problem does not exist',
    data: null,
  });
  expect((await call(s.t.app, '/api/get-problem-detail')).env.msg).toBe('problemId is required');
});

test("a user's status per problem: accepted wins, else the latest verdict, else -10", async () => {
  using s = await setup();
  const a = await createProblem(s.t, s.admin.headers, problemForm({ problemId: 'A1' }));
  const b = await createProblem(s.t, s.admin.headers, problemForm({ problemId: 'B1' }));
  const c = await createProblem(s.t, s.admin.headers, problemForm({ problemId: 'C1' }));
  submit(s.t, a.id, s.user.uid, -1);
  submit(s.t, a.id, s.user.uid, 0, { score: 100 });
  submit(s.t, a.id, s.user.uid, -1);
  submit(s.t, b.id, s.user.uid, -2);
  submit(s.t, b.id, s.user.uid, 8, { score: 40 });
  submit(s.t, c.id, s.admin.uid, 0);
  submit(s.t, c.id, s.user.uid, 0, { cid: 3 });
  const { env } = await call(s.t.app, '/api/get-user-problem-status', {
    method: 'POST',
    headers: s.user.headers,
    json: { pidList: [a.id, b.id, c.id] },
  });
  expect(env.data).toEqual({
    [a.id]: { status: 0, score: 100 },
    [b.id]: { status: 8, score: 40 },
    [c.id]: { status: -10, score: null },
  });
  expect(
    (await call(s.t.app, '/api/get-user-problem-status', { method: 'POST', json: { pidList: [a.id] } })).status,
  ).toBe(401);
  expect(
    (
      await call(s.t.app, '/api/get-user-problem-status', {
        method: 'POST',
        headers: s.user.headers,
        json: { pidList: ['x'] },
      })
    ).env.msg,
  ).toBe('pidList.0 must be number');
});

test('ordinary users and visitors are refused every admin problem, tag and package call', async () => {
  using s = await setup();
  const { id } = await createProblem(s.t, s.admin.headers);
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/problem/get-problem-list'],
    ['GET', `/api/admin/problem?pid=${id}`],
    ['POST', '/api/admin/problem', problemForm({ problemId: 'X' })],
    ['PUT', '/api/admin/problem', problemForm({ id, problemId: 'X' })],
    ['DELETE', `/api/admin/problem?pid=${id}`],
    ['PUT', '/api/admin/problem/change-problem-auth', { id, auth: 2 }],
    ['POST', '/api/admin/tag', { name: 't' }],
    ['DELETE', '/api/admin/tag?id=1'],
    ['POST', '/api/admin/tag/classification', { name: 'c' }],
    ['GET', `/api/file/export-problem?pid=${id}`],
  ];
  for (const [method, path, json] of calls) {
    expect((await call(s.t.app, path, { method, headers: s.user.headers, json })).status).toBe(403);
    expect((await call(s.t.app, path, { method, json })).status).toBe(401);
  }
  expect(
    (await call(s.t.app, `/api/admin/problem?pid=${id}`, { headers: s.admin.headers })).env.data.problem.title,
  ).toBe('A + B');
});

test('admins list, search, delete and change visibility of problems', async () => {
  using s = await setup();
  const h = s.admin.headers;
  const a = await createProblem(s.t, h, problemForm({ problemId: 'A1', title: 'Alpha' }));
  await createProblem(s.t, h, problemForm({ problemId: 'B1', title: 'Beta' }));
  const page = (await call(s.t.app, '/api/admin/problem/get-problem-list?keyword=alp&limit=5', { headers: h })).env
    .data;
  expect([page.total, page.size, page.records[0].problemId]).toEqual([1, 5, 'A1']);
  expect(
    (
      await call(s.t.app, '/api/admin/problem/change-problem-auth', {
        method: 'PUT',
        headers: h,
        json: { id: a.id, auth: 4 },
      })
    ).env.msg,
  ).toBe('auth must be at most 3');
  await call(s.t.app, '/api/admin/problem/change-problem-auth', {
    method: 'PUT',
    headers: h,
    json: { id: a.id, auth: 2 },
  });
  expect(
    (await call(s.t.app, '/api/admin/problem/get-problem-list?auth=2', { headers: h })).env.data.records.map(
      (r: { id: number }) => r.id,
    ),
  ).toEqual([a.id]);
  expect((await call(s.t.app, `/api/admin/problem?pid=${a.id}`, { method: 'DELETE', headers: h })).env.status).toBe(
    200,
  );
  expect(await Bun.file(`${s.t.dataDir}/testcases/${a.id}/1.in`).exists()).toBe(false);
  expect((await call(s.t.app, `/api/admin/problem?pid=${a.id}`, { method: 'DELETE', headers: h })).env.msg).toBe(
    'The problem does not exist',
  );
});

test('tags and classifications: admin changes, public reads grouped by classification', async () => {
  using s = await setup();
  const h = s.admin.headers;
  const cls = (
    await call(s.t.app, '/api/admin/tag/classification', {
      method: 'POST',
      headers: h,
      json: { name: 'Algorithms', rank: 1 },
    })
  ).env.data;
  const graph = (
    await call(s.t.app, '/api/admin/tag', {
      method: 'POST',
      headers: h,
      json: { name: 'graph', classificationId: cls.id },
    })
  ).env.data;
  const loose = (await call(s.t.app, '/api/admin/tag', { method: 'POST', headers: h, json: { name: 'loose' } })).env
    .data;
  expect((await call(s.t.app, '/api/admin/tag', { method: 'POST', headers: h, json: { name: 'GRAPH' } })).env.msg).toBe(
    'The tag GRAPH already exists',
  );
  expect((await call(s.t.app, '/api/admin/tag', { method: 'POST', headers: h, json: { name: '' } })).env.msg).toBe(
    'name is required',
  );
  const grouped = (await call(s.t.app, '/api/get-problem-tags-and-classification?oj=ME')).env.data;
  expect(grouped).toEqual([
    { classification: { id: cls.id, name: 'Algorithms', oj: 'ME', rank: 1 }, tagList: [graph] },
    { classification: null, tagList: [loose] },
  ]);
  const renamed = (
    await call(s.t.app, '/api/admin/tag', {
      method: 'PUT',
      headers: h,
      json: { id: loose.id, name: 'greedy', color: 'blue' },
    })
  ).env.data;
  expect(renamed).toEqual({ ...loose, name: 'greedy', color: 'blue' });
  await call(s.t.app, `/api/admin/tag/classification?id=${cls.id}`, { method: 'DELETE', headers: h });
  expect(
    (await call(s.t.app, '/api/get-all-problem-tags')).env.data.map(
      (t: { name: string; classificationId: number | null }) => [t.name, t.classificationId],
    ),
  ).toEqual([
    ['graph', null],
    ['greedy', null],
  ]);
  expect((await call(s.t.app, `/api/admin/tag?id=${graph.id}`, { method: 'DELETE', headers: h })).env.status).toBe(200);
  expect((await call(s.t.app, `/api/admin/tag?id=${graph.id}`, { method: 'DELETE', headers: h })).env.msg).toBe(
    'The tag does not exist',
  );
});

test("an OI problem's full score counts each subtask once under the lowest-case rule", async () => {
  using s = await setup();
  const samples = [
    { input: '1\n', output: '1\n', score: 40, groupNum: 1 },
    { input: '2\n', output: '2\n', score: 40, groupNum: 1 },
    { input: '3\n', output: '3\n', score: 60, groupNum: 2 },
  ];
  await createProblem(
    s.t,
    s.admin.headers,
    problemForm({ problemId: 'S1', type: 1, judgeCaseMode: 'subtask_lowest' }, { samples }),
  );
  await createProblem(s.t, s.admin.headers, problemForm({ problemId: 'S2', type: 1 }, { samples }));
  const score = async (pid: string) =>
    (await call(s.t.app, `/api/get-problem-detail?problemId=${pid}`)).env.data.problem.ioScore;
  expect([await score('S1'), await score('S2')]).toEqual([100, 140]);
});
