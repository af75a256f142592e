import { expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../src/contract/permissions.ts';
import { Role } from '../../src/contract/roles.ts';
import { call } from '../helpers/app.ts';
import { loginAs } from '../helpers/factories.ts';
import { send } from './groups/helpers.ts';
import { setup } from './submissions/helpers.ts';

/** The users page makes one account (any role, for the super admin) and gives the teacher role. */

const teacherForm = { username: 'mslee', realname: 'Ms Lee', password: 'teach-7a', email: '', role: Role.TEACHER };

test('the super admin adds one account with a role; it signs in to the back office with it', async () => {
  using s = await setup();
  const added = await send(s.t, 'POST', '/api/admin/user/add-user', s.root.headers, teacherForm);
  expect([added.status, added.msg]).toEqual([200, 'Add successfully']);
  const row = s.t.deps.db.select().from(users).where(eq(users.username, 'mslee')).get()!;
  expect([row.role, row.realname, row.email]).toEqual([Role.TEACHER, 'Ms Lee', null]);
  const login = await call(s.t.app, '/api/admin/login', {
    method: 'POST',
    json: { username: 'mslee', password: 'teach-7a' },
  });
  expect(login.env.status).toBe(200);
  const again = await send(s.t, 'POST', '/api/admin/user/add-user', s.root.headers, {
    ...teacherForm,
    realname: 'Other',
  });
  expect([again.status, again.msg]).toEqual([400, 'The username already exists']);
  const short = await call(s.t.app, '/api/admin/user/add-user', {
    method: 'POST',
    headers: { ...s.root.headers, 'Accept-Language': 'zh-CN' },
    json: { ...teacherForm, username: 'x1', password: '123' },
  });
  expect([short.env.status, short.env.msg]).toEqual([400, '密码长度应为 6 到 25 个字符']);
  expect(s.t.deps.db.select().from(users).where(eq(users.username, 'x1')).get()).toBeUndefined();
});

test('an admin given the users page adds students but not a teacher, and cannot make anyone a teacher', async () => {
  using s = await setup();
  await send(s.t, 'PUT', '/api/admin/role-auth', s.root.headers, {
    role: Role.ADMIN,
    permissions: [...DEFAULT_ROLE_PERMISSIONS[Role.ADMIN], 'user_admin'],
  });
  const admin = await loginAs(
    s.t.app,
    s.t.deps.db.select().from(users).where(eq(users.uid, s.admin.uid)).get()!.username,
    s.admin.password,
  );
  const refused = await send(s.t, 'POST', '/api/admin/user/add-user', admin.headers, teacherForm);
  expect([refused.status, refused.msg]).toEqual([
    403,
    'Only the super administrator may give or take an administrator role',
  ]);
  expect(
    (await send(s.t, 'POST', '/api/admin/user/add-user', admin.headers, { ...teacherForm, role: Role.USER })).status,
  ).toBe(200);
  expect(
    (await send(s.t, 'PUT', '/api/admin/user/bulk', admin.headers, { uids: [s.alice.uid], role: Role.TEACHER })).status,
  ).toBe(403);
  const given = await send(s.t, 'PUT', '/api/admin/user/bulk', s.root.headers, {
    uids: [s.alice.uid],
    role: Role.TEACHER,
  });
  expect(given.status).toBe(200);
  const login = await call(s.t.app, '/api/admin/login', {
    method: 'POST',
    json: { username: s.alice.username, password: s.alice.password },
  });
  expect(login.env.status).toBe(200);
});
