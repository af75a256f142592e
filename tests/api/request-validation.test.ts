import { expect, test } from 'bun:test';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';

/** Requests are checked once, by the HTTP layer, against the contract's schemas: a bad field gets a 400 naming it. */
test('tag and classification forms, and both problem lists, are checked by the HTTP layer', async () => {
  using t = makeTestApp();
  const { headers } = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  const send = (method: string, path: string, json: unknown) => call(t.app, path, { method, headers, json });

  expect((await send('POST', '/api/admin/tag', {})).env).toEqual({
    status: 400,
    msg: 'name is required',
    data: { field: 'name' },
  });
  expect((await send('POST', '/api/admin/tag', { name: 'x'.repeat(51) })).env.msg).toBe(
    'name must be at most 50 characters',
  );
  const created = (await send('POST', '/api/admin/tag', { name: ' dp ', color: '#f00' })).env;
  expect(created.data).toMatchObject({ name: 'dp', color: '#f00', oj: 'ME', classificationId: null });
  expect((await send('PUT', '/api/admin/tag', { name: 'graphs' })).env.msg).toBe('id is required');
  expect((await send('PUT', '/api/admin/tag', { id: created.data.id, name: 'graphs' })).env.data.name).toBe('graphs');

  expect((await send('POST', '/api/admin/tag/classification', { name: 'Basics', rank: -1 })).env).toEqual({
    status: 400,
    msg: 'rank must be at least 0',
    data: { field: 'rank' },
  });
  expect((await send('POST', '/api/admin/tag/classification', { name: 'Basics' })).env.data).toMatchObject({
    name: 'Basics',
    rank: 0,
  });

  const list = await call(t.app, '/api/get-problem-list?tagId=1,x');
  expect([list.env.status, list.env.data]).toEqual([400, { field: 'tagId' }]);
  expect((await call(t.app, '/api/get-problem-list?limit=1000')).env.data.size).toBe(30);
  const admin = await call(t.app, '/api/admin/problem/get-problem-list?auth=9', { headers });
  expect(admin.env).toEqual({ status: 400, msg: 'auth must be at most 3', data: { field: 'auth' } });
});

/** A problem's limits out of range: the message names the limit, both bounds and the unit, in both languages. */
test('a problem limit out of range is refused with its name, its bounds and its unit', async () => {
  using t = makeTestApp();
  const { headers } = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  const save = (problem: Record<string, unknown>, lang: string) =>
    call(t.app, '/api/admin/problem', {
      method: 'POST',
      headers: { ...headers, 'Accept-Language': lang },
      json: { problem: { problemId: 'L1', title: 'Limits', ...problem }, samples: [], languages: ['C'] },
    });
  const time = ['Time limit must be a whole number from 1 to 60000 ms', '时间限制应为 1 到 60000 毫秒之间的整数'];
  const cases: [Record<string, unknown>, string, string][] = [
    [{ timeLimit: 0 }, time[0]!, time[1]!],
    [{ timeLimit: 1.5 }, time[0]!, time[1]!],
    [{ timeLimit: '1000' }, time[0]!, time[1]!],
    [
      { memoryLimit: 0 },
      'Memory limit must be a whole number from 1 to 4096 MB',
      '内存限制应为 1 到 4096 MB 之间的整数',
    ],
    [{ stackLimit: -5 }, 'Stack limit must be a whole number from 1 to 1024 MB', '栈限制应为 1 到 1024 MB 之间的整数'],
    // Past the most one may set: the bound of the one who saves, with its unit.
    [
      { timeLimit: 60_001 },
      'Time limit: 60001 ms is more than the 60000 ms you may set',
      '时间限制：60001 毫秒超过了您可设置的上限 60000 毫秒',
    ],
    [
      { memoryLimit: 5000 },
      'Memory limit: 5000 MB is more than the 4096 MB you may set',
      '内存限制：5000 MB 超过了您可设置的上限 4096 MB',
    ],
  ];
  for (const [problem, en, zh] of cases) {
    expect((await save(problem, 'en-US')).env).toMatchObject({ status: 400, msg: en });
    expect((await save(problem, 'zh-CN')).env).toMatchObject({ status: 400, msg: zh });
  }
});
