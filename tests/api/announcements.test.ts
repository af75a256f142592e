import { expect, test } from 'bun:test';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';

async function setup() {
  const t = makeTestApp();
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  const admin = await createUserAndLogin(t.deps, t.app, { role: 1001 });
  const save = (json: unknown, method = 'POST', headers = root.headers) =>
    call(t.app, '/api/admin/announcement', { method, headers, json });
  return { t, root, admin, save, [Symbol.dispose]: () => t[Symbol.dispose]() };
}

test('the super admin writes announcements; the home page pages the visible ones by 5, newest first', async () => {
  using s = await setup();
  for (let i = 1; i <= 7; i++)
    expect((await s.save({ title: `News ${i}`, content: `**body ${i}**`, status: i === 3 ? 1 : 0 })).env.status).toBe(
      200,
    );
  const first = (await call(s.t.app, '/api/get-common-announcement')).env.data;
  expect({ total: first.total, size: first.size, pages: first.pages }).toEqual({ total: 6, size: 5, pages: 2 });
  expect(first.records.map((r: { title: string }) => r.title)).toEqual([
    'News 7',
    'News 6',
    'News 5',
    'News 4',
    'News 2',
  ]);
  expect(first.records[0]).toMatchObject({ content: '**body 7**', username: s.root.username, status: 0 });
  const second = (await call(s.t.app, '/api/get-common-announcement?currentPage=2')).env.data;
  expect(second.records.map((r: { title: string }) => r.title)).toEqual(['News 1']);
  // The back office lists the hidden one too.
  const all = (await call(s.t.app, '/api/admin/announcement', { headers: s.root.headers })).env.data;
  expect(all.total).toBe(7);
  expect(all.records.find((r: { title: string }) => r.title === 'News 3').status).toBe(1);
});

test('the visible switch, edit and delete; a hidden announcement leaves the home page', async () => {
  using s = await setup();
  const made = (await s.save({ title: 'Lab closed', content: 'On Friday' })).env.data;
  const home = async () =>
    (await call(s.t.app, '/api/get-common-announcement')).env.data.records.map((r: { id: number }) => r.id);
  expect(await home()).toEqual([made.id]);
  const hidden = await s.save({ id: made.id, title: 'Lab closed', content: 'On Friday', status: 1 }, 'PUT');
  expect(hidden.env).toMatchObject({ status: 200, data: { id: made.id, status: 1 } });
  expect(await home()).toEqual([]);
  const shown = await s.save({ id: made.id, title: 'Lab open', content: 'After all', status: 0 }, 'PUT');
  expect(shown.env.data).toMatchObject({ title: 'Lab open', content: 'After all', status: 0 });
  expect(shown.env.data.gmtModified).toBeGreaterThanOrEqual(made.gmtCreate);
  expect(await home()).toEqual([made.id]);
  expect(
    (await call(s.t.app, `/api/admin/announcement?aid=${made.id}`, { method: 'DELETE', headers: s.root.headers })).env
      .status,
  ).toBe(200);
  expect(await home()).toEqual([]);
  const again = await call(s.t.app, `/api/admin/announcement?aid=${made.id}`, {
    method: 'DELETE',
    headers: s.root.headers,
  });
  expect(again.env).toEqual({ status: 404, msg: 'The announcement does not exist', data: null });
  expect((await s.save({ id: made.id, title: 'x', content: 'y' }, 'PUT')).env.msg).toBe(
    'The announcement does not exist',
  );
});

test.each([
  [{ content: 'x' }, 'title is required', '标题不能为空'],
  [{ title: '   ', content: 'x' }, 'title is required', '标题不能为空'],
  [{ title: 'x' }, 'content is required', '内容不能为空'],
  [{ title: 'x'.repeat(256), content: 'x' }, 'title must be at most 255 characters', '标题不能超过 255 个字符'],
  [{ title: 'x', content: 'x', status: 2 }, 'status has a value that is not allowed', '状态取值不在允许范围内'],
])('a refused form names its field in both languages: %j', async (json, en, zh) => {
  using s = await setup();
  expect((await s.save(json)).env).toMatchObject({ status: 400, msg: en });
  expect(
    (
      await call(s.t.app, '/api/admin/announcement', {
        method: 'POST',
        headers: { ...s.root.headers, 'Accept-Language': 'zh-CN' },
        json,
      })
    ).env.msg,
  ).toBe(zh);
  expect((await s.save({ title: 'x', content: 'y' }, 'PUT')).env.msg).toBe('id is required');
  expect((await call(s.t.app, '/api/admin/announcement', { headers: s.root.headers })).env.data.total).toBe(0);
});

test('only the super admin manages announcements', async () => {
  using s = await setup();
  const user = await createUserAndLogin(s.t.deps, s.t.app);
  expect((await s.save({ title: 'x', content: 'y' }, 'POST', s.admin.headers)).status).toBe(403);
  expect((await s.save({ title: 'x', content: 'y' }, 'POST', user.headers)).status).toBe(403);
  expect((await s.save({ title: 'x', content: 'y' }, 'POST', {} as typeof s.root.headers)).status).toBe(401);
  expect((await call(s.t.app, '/api/admin/announcement', { headers: s.admin.headers })).status).toBe(403);
});
