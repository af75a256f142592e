import { expect, test } from 'bun:test';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUser, createUserAndLogin, loginAs } from '../helpers/factories.ts';
import { giveAdminsTheUsersPage } from './account-helpers.ts';

/** The back office's user list, its filters and paging, the CSV export and a user's sessions. */

type T = ReturnType<typeof makeTestApp>;
const list = async (t: T, headers: { Authorization: string }, query: string) =>
  (await call(t.app, `/api/admin/user/get-user-list?${query}`, { headers })).env;
const names = (env: { data: { records: { username: string }[] } }) => env.data.records.map((r) => r.username);

async function world() {
  const t = makeTestApp();
  giveAdminsTheUsersPage(t.deps);
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000, username: 'boss' });
  await createUser(t.deps, { username: 'teacher', role: 1001, realname: '王老师' });
  await createUser(t.deps, { username: 'helper', role: 1008, school: 'Zhongshan' });
  await createUser(t.deps, { username: 'quiet', role: 1005, status: 1, nickname: '=cmd|calc' });
  for (let i = 1; i <= 12; i++)
    await createUser(t.deps, { username: `s${String(i).padStart(2, '0')}`, studentNumber: `2024${i}` });
  return { t, root };
}

test('the list pages newest first and filters by keyword, role, status and admin roles', async () => {
  const { t, root } = await world();
  using _ = t;
  const first = await list(t, root.headers, 'limit=5&currentPage=1');
  expect(first.data).toMatchObject({ total: 16, size: 5, current: 1, pages: 4 });
  expect(names(first)).toEqual(['s12', 's11', 's10', 's09', 's08']);
  expect(names(await list(t, root.headers, 'limit=5&currentPage=4'))).toEqual(['boss']);
  expect(names(await list(t, root.headers, 'keyword=王老'))).toEqual(['teacher']);
  expect(names(await list(t, root.headers, 'keyword=zhongshan'))).toEqual(['helper']);
  expect(names(await list(t, root.headers, 'keyword=202411'))).toEqual(['s11']);
  expect(names(await list(t, root.headers, 'keyword=%25'))).toEqual([]);
  expect(names(await list(t, root.headers, 'role=1008'))).toEqual(['helper']);
  expect(names(await list(t, root.headers, 'status=1'))).toEqual(['quiet']);
  expect(names(await list(t, root.headers, 'onlyAdmin=true'))).toEqual(['helper', 'teacher', 'boss']);
  // Unreadable filters are dropped, never a 500.
  expect((await list(t, root.headers, 'role=abc&status=9&limit=-1&currentPage=x')).data).toMatchObject({
    total: 16,
    size: 10,
    current: 1,
  });
  const row = (await list(t, root.headers, 'keyword=boss')).data.records[0];
  expect(row).toMatchObject({
    role: 1000,
    roles: [{ id: 1000, role: 'root' }],
    status: 0,
    sessionCount: 1,
    ac: 0,
    total: 0,
  });
});

test('a problem admin and the restricted roles are refused the users page', async () => {
  const { t } = await world();
  using _ = t;
  for (const role of [1008, 1002, 1005]) {
    const u = await createUserAndLogin(t.deps, t.app, { role });
    for (const path of [
      '/api/admin/user/get-user-list',
      '/api/file/export-users',
      `/api/admin/user/sessions?uid=${u.uid}`,
    ]) {
      const { status, env } = await call(t.app, path, { headers: u.headers });
      expect([status, env.msg]).toEqual([403, 'Please login again with the administrator account']);
    }
  }
  expect((await call(t.app, '/api/admin/user/get-user-list')).status).toBe(401);
});

test('the export is CSV with a byte order mark: the filtered list or the chosen users, formulas defused', async () => {
  const { t, root } = await world();
  using _ = t;
  const res = await call(t.app, '/api/file/export-users?keyword=s1', { headers: root.headers });
  expect(res.res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
  expect(res.res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="users_\d{4}-\d\d-\d\d\.csv"$/);
  const bytes = new Uint8Array(await res.res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = new TextDecoder()
    .decode(bytes)
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    'uid,username,nickname,realname,email,mobile,gender,school,number,role,role_name,status,ac,total,score,title,created,last_login',
  );
  expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['s12', 's11', 's10']);

  const quiet = (await list(t, root.headers, 'status=1')).data.records[0];
  const teacher = (await list(t, root.headers, 'keyword=teacher')).data.records[0];
  const chosen = await call(t.app, `/api/file/export-users?uids=${quiet.uid},${teacher.uid}`, {
    headers: root.headers,
  });
  const text = await chosen.res.text();
  expect(text).toContain(`,quiet,'=cmd|calc,,`);
  expect(text).toContain(',teacher,,王老师,');
  expect(text).toContain(',1005,user,disabled,');
  expect(text.trimEnd().split('\r\n')).toHaveLength(3);

  const empty = await call(t.app, '/api/file/export-users?keyword=nobody-matches', {
    headers: { ...root.headers, 'Accept-Language': 'zh-CN' },
  });
  expect(empty.env).toMatchObject({ status: 400, msg: '没有可导出的用户' });
  expect((await call(t.app, '/api/file/export-users?uids=,', { headers: root.headers })).env.msg).toBe(
    'Choose at least one user',
  );
  expect((await call(t.app, '/api/file/export-users?uids=ghost', { headers: root.headers })).env.msg).toBe(
    'No user to export',
  );
});

test("a user's sessions are listed and one is ended: that device is signed out, the other stays", async () => {
  const { t, root } = await world();
  using _ = t;
  const alice = await createUserAndLogin(t.deps, t.app, { username: 'alice' });
  const laptop = await loginAs(t.app, 'alice', 'secret123');
  const { env } = await call(t.app, `/api/admin/user/sessions?uid=${alice.uid}`, { headers: root.headers });
  expect(env.data).toHaveLength(2);
  expect(env.data.every((s: { current: boolean }) => !s.current)).toBe(true);
  const own = (await call(t.app, `/api/admin/user/sessions?uid=${root.uid}`, { headers: root.headers })).env.data;
  expect(own.map((s: { current: boolean }) => s.current)).toEqual([true]);

  const laptopId = t.deps.db.$client
    .query('select id from sessions where uid = ? order by created_at desc limit 1')
    .get(alice.uid) as { id: string };
  const revoked = await call(t.app, `/api/admin/user/session?id=${laptopId.id}`, {
    method: 'DELETE',
    headers: root.headers,
  });
  expect(revoked.env).toMatchObject({ status: 200, msg: 'Delete successfully' });
  const laptopCalls = await call(t.app, '/api/get-user-info', { headers: laptop.headers });
  const phoneCalls = await call(t.app, '/api/get-user-info', { headers: alice.headers });
  expect([laptopCalls.status, phoneCalls.status]).toEqual([401, 200]);
  expect(
    (await call(t.app, `/api/admin/user/session?id=${laptopId.id}`, { method: 'DELETE', headers: root.headers })).env,
  ).toMatchObject({ status: 404, msg: 'The session does not exist' });
  expect((await call(t.app, '/api/admin/user/sessions?uid=', { headers: root.headers })).env.msg).toBe(
    'uid is required',
  );
  expect((await call(t.app, '/api/admin/user/sessions?uid=ghost', { headers: root.headers })).env.msg).toBe(
    'The user does not exist',
  );
});

test("an admin may end a student's session but not a super admin's", async () => {
  const { t, root } = await world();
  using _ = t;
  const admin = await createUserAndLogin(t.deps, t.app, { username: 'deputy', role: 1001 });
  const rootSession = t.deps.db.$client.query('select id from sessions where uid = ?').get(root.uid) as { id: string };
  const refused = await call(t.app, `/api/admin/user/session?id=${rootSession.id}`, {
    method: 'DELETE',
    headers: admin.headers,
  });
  expect([refused.status, refused.env.msg]).toEqual([
    403,
    'Only the super administrator may change, disable or delete a super administrator',
  ]);
  expect((await call(t.app, '/api/get-user-info', { headers: root.headers })).status).toBe(200);
  const student = await createUserAndLogin(t.deps, t.app, { username: 'carol' });
  const sid = (t.deps.db.$client.query('select id from sessions where uid = ?').get(student.uid) as { id: string }).id;
  expect(
    (await call(t.app, `/api/admin/user/session?id=${sid}`, { method: 'DELETE', headers: admin.headers })).env.status,
  ).toBe(200);
  expect((await call(t.app, '/api/get-user-info', { headers: student.headers })).status).toBe(401);
});

test('deleted and disabled accounts are left out of the public rank', async () => {
  const { t, root } = await world();
  using _ = t;
  const uidOf = async (name: string) => (await list(t, root.headers, `keyword=${name}`)).data.records[0].uid as string;
  // Rank lines as the submission counters keep them.
  for (const [name, ac] of [
    ['s01', 3],
    ['s02', 2],
    ['quiet', 5],
  ] as const) {
    t.deps.db.$client.run('insert into user_ranks (uid, ac, total, score) values (?, ?, 10, 0)', [
      await uidOf(name),
      ac,
    ]);
  }
  const rank = async () =>
    (await call(t.app, '/api/get-rank-list?type=0&limit=50')).env.data as {
      total: number;
      records: { username: string }[];
    };
  const shown = (p: { records: { username: string }[] }) => p.records.map((r) => r.username);
  const before = await rank();
  expect([shown(before), before.total]).toEqual([['s01', 's02'], 2]);
  await call(t.app, '/api/admin/user/delete-user', {
    method: 'DELETE',
    headers: root.headers,
    json: { ids: [await uidOf('s01')] },
  });
  const after = await rank();
  expect([shown(after), after.total]).toEqual([['s02'], 1]);
});
