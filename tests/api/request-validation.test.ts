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
