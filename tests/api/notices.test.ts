import { expect, test } from 'bun:test';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUserAndLogin, loginAs } from '../helpers/factories.ts';
import { solvedCaptcha } from './account-helpers.ts';

async function setup() {
  const t = makeTestApp();
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  const admin = await createUserAndLogin(t.deps, t.app, { role: 1001 });
  const problemAdmin = await createUserAndLogin(t.deps, t.app, { role: 1008 });
  const alice = await createUserAndLogin(t.deps, t.app, { username: 'alice' });
  const bob = await createUserAndLogin(t.deps, t.app, { username: 'bob' });
  const send = (json: unknown, method = 'POST', headers: Record<string, string> = root.headers) =>
    call(t.app, '/api/admin/msg/notice', { method, headers, json });
  /** The titles of a user's system messages, newest first. */
  const sys = async (u: { headers: Record<string, string> }) =>
    (await call(t.app, '/api/msg/sys', { headers: u.headers })).env.data.records.map((r: { title: string }) => r.title);
  const unread = async (u: { headers: Record<string, string> }) =>
    (await call(t.app, '/api/msg/unread', { headers: u.headers })).env.data.sys;
  return { t, root, admin, problemAdmin, alice, bob, send, sys, unread, [Symbol.dispose]: () => t[Symbol.dispose]() };
}

test('a notice to all users reaches every account, and an account registered later receives it too', async () => {
  using s = await setup();
  const made = await s.send({ title: 'Welcome', content: 'Read the *rules*', type: 'All' });
  expect(made.env).toMatchObject({
    status: 200,
    data: {
      title: 'Welcome',
      type: 'All',
      state: true,
      recipientCount: 5,
      adminUsername: s.root.username,
      recipients: [],
    },
  });
  expect(await s.unread(s.alice)).toBe(1);
  for (const u of [s.root, s.admin, s.problemAdmin, s.alice, s.bob]) expect(await s.sys(u)).toEqual(['Welcome']);
  const page = (await call(s.t.app, '/api/msg/sys', { headers: s.alice.headers })).env.data.records[0];
  expect(page).toMatchObject({ title: 'Welcome', content: 'Read the *rules*', type: 'Sys' });
  // Registered afterwards, through the public form.
  const { captchaKey, answer } = await solvedCaptcha(s.t.app, s.t.deps);
  const form = {
    username: 'carol',
    password: 'secret123',
    confirmPassword: 'secret123',
    email: 'carol@example.com',
    code: answer,
    uuid: captchaKey,
  };
  const reg = await call(s.t.app, '/api/register', { method: 'POST', json: form });
  if (reg.env.status !== 200) throw new Error(`registration refused: ${reg.env.msg}`);
  const carol = await loginAs(s.t.app, 'carol', 'secret123');
  expect(await s.sys(carol)).toEqual(['Welcome']);
});

test('a notice to named users reaches only them; to admins, only the admin roles', async () => {
  using s = await setup();
  const named = await s.send({
    title: 'For you two',
    content: 'x',
    type: 'Single',
    recipients: ['Alice', 'bob', 'alice'],
  });
  expect(named.env.data).toMatchObject({ type: 'Single', recipients: ['alice', 'bob'], recipientCount: 2 });
  const admins = await s.send({ title: 'Staff meeting', content: 'y', type: 'Admin' });
  expect(admins.env.data.recipientCount).toBe(3);
  expect(await s.sys(s.alice)).toEqual(['For you two']);
  expect(await s.sys(s.bob)).toEqual(['For you two']);
  expect(await s.sys(s.root)).toEqual(['Staff meeting']);
  expect(await s.sys(s.admin)).toEqual(['Staff meeting']);
  expect(await s.sys(s.problemAdmin)).toEqual(['Staff meeting']);
  const list = (await call(s.t.app, '/api/admin/msg/notice?type=Single', { headers: s.root.headers })).env.data;
  expect(list.records.map((r: { title: string }) => r.title)).toEqual(['For you two']);
});

test('editing a notice edits the copies and follows a change of recipients; deleting removes them', async () => {
  using s = await setup();
  const { id } = (await s.send({ title: 'Exam', content: 'Room 1', type: 'Single', recipients: ['alice'] })).env.data;
  expect(await s.sys(s.alice)).toEqual(['Exam']);
  const edited = await s.send(
    { id, title: 'Exam moved', content: 'Room 2', type: 'Single', recipients: ['bob'] },
    'PUT',
  );
  expect(edited.env.data).toMatchObject({ title: 'Exam moved', recipients: ['bob'], recipientCount: 1 });
  expect(await s.sys(s.alice)).toEqual([]);
  expect((await call(s.t.app, '/api/msg/sys', { headers: s.bob.headers })).env.data.records[0]).toMatchObject({
    title: 'Exam moved',
    content: 'Room 2',
  });
  await s.send({ id, title: 'Exam moved again', content: 'Room 3', type: 'Single', recipients: ['bob'] }, 'PUT');
  expect(await s.sys(s.bob)).toEqual(['Exam moved again']);
  expect(
    (await call(s.t.app, `/api/admin/msg/notice?id=${id}`, { method: 'DELETE', headers: s.root.headers })).env.status,
  ).toBe(200);
  expect(await s.sys(s.bob)).toEqual([]);
  expect(
    (await call(s.t.app, `/api/admin/msg/notice?id=${id}`, { method: 'DELETE', headers: s.root.headers })).env,
  ).toEqual({ status: 404, msg: 'The notice does not exist', data: null });
});

test.each([
  [{ content: 'x', type: 'All' }, 'title is required'],
  [{ title: 'x', type: 'All' }, 'content is required'],
  [{ title: 'x', content: 'x' }, 'type has a value that is not allowed'],
  [{ title: 'x', content: 'x', type: 'Everyone' }, 'type has a value that is not allowed'],
  [{ title: 'x', content: 'x', type: 'Single' }, 'A notice to named users needs at least one username'],
  [{ title: 'x', content: 'x', type: 'Single', recipients: ['alice', 'nobody'] }, 'No user is named nobody'],
])('a refused notice changes nothing and says why: %j', async (json, msg) => {
  using s = await setup();
  expect((await s.send(json)).env).toMatchObject({ status: 400, msg });
  expect(await s.sys(s.alice)).toEqual([]);
  expect((await call(s.t.app, '/api/admin/msg/notice', { headers: s.root.headers })).env.data.total).toBe(0);
});

test('the refusals in Chinese, and only the super admin sends notices', async () => {
  using s = await setup();
  const zh = { ...s.root.headers, 'Accept-Language': 'zh-CN' };
  expect((await s.send({ title: 'x', content: 'x', type: 'Single', recipients: ['nobody'] }, 'POST', zh)).env.msg).toBe(
    '用户 nobody 不存在',
  );
  expect((await s.send({ title: 'x', content: 'x', type: 'Single' }, 'POST', zh)).env.msg).toBe(
    '指定用户的通知至少需要一个用户名',
  );
  expect((await s.send({ title: 'x', content: 'x', type: 'All' }, 'POST', s.admin.headers)).status).toBe(403);
  expect((await s.send({ title: 'x', content: 'x', type: 'All' }, 'POST', s.alice.headers)).status).toBe(403);
  expect(await s.sys(s.alice)).toEqual([]);
});
