import { describe, expect, test } from 'bun:test';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { callFrom, storedAnswer } from './account-helpers.ts';

type T = ReturnType<typeof makeTestApp>;
const login = (t: T, ip: string, username: string, password: string, extra: object = {}) =>
  callFrom(t.app, ip, '/api/login', { method: 'POST', json: { username, password, ...extra } });

async function slideToken(t: T) {
  const challenge = (await call(t.app, '/api/get-slide-captcha')).env.data;
  const x = Number(storedAnswer(t.deps, challenge.key));
  return (await call(t.app, '/api/check-slide-captcha', { method: 'POST', json: { key: challenge.key, x } })).env.data
    .slideToken as string;
}

test('a right login returns the user and the token in the header and in data', async () => {
  using t = makeTestApp();
  const u = await createUser(t.deps, { username: 'Alice', nickname: 'Al' });
  const { res, env } = await login(t, '10.0.0.1', 'alice', u.password);
  expect(env.status).toBe(200);
  expect(res.headers.get('Authorization')).toBe(env.data.token);
  expect(env.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const { token, ...info } = env.data;
  expect(info).toEqual({
    uid: u.uid,
    username: 'Alice',
    nickname: 'Al',
    avatar: '',
    email: u.email,
    mobile: '',
    school: '',
    number: '',
    realname: '',
    gender: 'secrecy',
    github: '',
    blog: '',
    cfUsername: '',
    signature: '',
    titleName: '',
    titleColor: '',
    role: 1002,
    roleList: ['user'],
  });
});

test.each([
  [{ username: '' }, 'username is required'],
  [{ username: 'x'.repeat(21) }, 'username must be at most 20 characters'],
  [{ password: '' }, 'password must be at least 6 characters'],
  [{ password: '12345' }, 'password must be at least 6 characters'],
  [{ password: 'p'.repeat(26) }, 'password must be at most 25 characters'],
])('login input %p is refused with "%s"', async (change, msg) => {
  using t = makeTestApp();
  const { env } = await call(t.app, '/api/login', {
    method: 'POST',
    json: { username: 'alice', password: 'secret123', ...change },
  });
  expect(env).toEqual({ status: 400, msg, data: { field: Object.keys(change)[0] } });
});

describe('failed logins', () => {
  test('are counted; from the 5th a slide token is needed; success resets the count', async () => {
    using t = makeTestApp();
    const u = await createUser(t.deps);
    for (let i = 1; i <= 5; i++) {
      const { env } = await login(t, '10.0.0.1', u.username, 'wrong-password');
      expect(env).toEqual({
        status: 400,
        msg: 'Please check your username or password',
        data: { failCount: i, needSlide: i >= 5 },
      });
    }
    const noSlide = await login(t, '10.0.0.1', u.username, u.password);
    expect(noSlide.env).toEqual({
      status: 400,
      msg: 'Please complete the slide verification',
      data: { failCount: 5, needSlide: true },
    });
    const badSlide = await login(t, '10.0.0.1', u.username, u.password, { slideToken: 'made-up' });
    expect(badSlide.env.msg).toBe('Please complete the slide verification');

    const token = await slideToken(t);
    const ok = await login(t, '10.0.0.1', u.username, u.password, { slideToken: token });
    expect(ok.env.status).toBe(200);
    const again = await login(t, '10.0.0.1', u.username, 'wrong-password');
    expect(again.env.data).toEqual({ failCount: 1, needSlide: false });
  });

  test('an unknown username fails the same way', async () => {
    using t = makeTestApp();
    const { env } = await login(t, '10.0.0.1', 'nobody', 'whatever1');
    expect(env).toEqual({
      status: 400,
      msg: 'Please check your username or password',
      data: { failCount: 1, needSlide: false },
    });
    const zh = await callFrom(t.app, '10.0.0.1', '/api/login', {
      method: 'POST',
      headers: { 'Accept-Language': 'zh-CN' },
      json: { username: 'nobody', password: 'whatever1' },
    });
    expect(zh.env.msg).toBe('请检查您的用户名或密码');
  });

  test('a slide token works once', async () => {
    using t = makeTestApp();
    const u = await createUser(t.deps);
    for (let i = 0; i < 5; i++) await login(t, '10.0.0.1', u.username, 'wrong-password');
    const token = await slideToken(t);
    const wrong = await login(t, '10.0.0.1', u.username, 'wrong-password', { slideToken: token });
    expect(wrong.env.data).toEqual({ failCount: 6, needSlide: true });
    const reused = await login(t, '10.0.0.1', u.username, u.password, { slideToken: token });
    expect(reused.env.msg).toBe('Please complete the slide verification');
  });

  test('the 20th failure locks the username on that IP for 30 minutes, not on another IP', async () => {
    using t = makeTestApp();
    const u = await createUser(t.deps);
    let last: Awaited<ReturnType<typeof login>> | undefined;
    for (let i = 1; i <= 20; i++) {
      const extra = i > 5 ? { slideToken: await slideToken(t) } : {};
      last = await login(t, '10.0.0.1', u.username, 'wrong-password', extra);
    }
    expect(last!.env).toEqual({
      status: 400,
      msg: 'Too many failed logins: try again in 30 minutes',
      data: { failCount: 20, needSlide: true },
    });
    const locked = await login(t, '10.0.0.1', u.username, u.password, { slideToken: await slideToken(t) });
    expect(locked.env.msg).toBe('Too many failed logins: try again in 30 minutes');
    const zh = await callFrom(t.app, '10.0.0.1', '/api/login', {
      method: 'POST',
      headers: { 'Accept-Language': 'zh-CN' },
      json: { username: u.username, password: u.password },
    });
    expect(zh.env.msg).toBe('登录失败次数过多，请 30 分钟后再试');

    const elsewhere = await login(t, '10.0.0.2', u.username, u.password);
    expect(elsewhere.env.status).toBe(200);
  });

  test('the lock is kept in the database and ends after its time', async () => {
    using t = makeTestApp();
    const u = await createUser(t.deps);
    t.deps.db.$client.run(
      `INSERT INTO login_failures (username, ip, count, last_failed_at, locked_until) VALUES (?, '10.0.0.1', 20, ?, ?)`,
      [u.username, Date.now(), Date.now() + 10 * 60_000 - 1000],
    );
    expect((await login(t, '10.0.0.1', u.username, u.password)).env.msg).toBe(
      'Too many failed logins: try again in 10 minutes',
    );
    t.deps.db.$client.run(`UPDATE login_failures SET locked_until = ?`, [Date.now() - 1]);
    expect((await login(t, '10.0.0.1', u.username, u.password)).env.status).toBe(200);
  });
});

test('a disabled account cannot log in', async () => {
  using t = makeTestApp();
  const u = await createUser(t.deps, { status: 1 });
  const { status, env } = await login(t, '10.0.0.1', u.username, u.password);
  expect(status).toBe(403);
  expect(env.msg).toBe('This account has been disabled');
  const wrong = await login(t, '10.0.0.1', u.username, 'wrong-password');
  expect(wrong.env.msg).toBe('Please check your username or password');
});

test('the back-office login admits admin roles only', async () => {
  using t = makeTestApp();
  const user = await createUser(t.deps);
  const admin = await createUser(t.deps, { role: 1008 });
  const refused = await call(t.app, '/api/admin/login', {
    method: 'POST',
    json: { username: user.username, password: user.password },
  });
  expect(refused.status).toBe(403);
  expect(refused.env.msg).toBe('Please login again with the administrator account');
  const ok = await call(t.app, '/api/admin/login', {
    method: 'POST',
    json: { username: admin.username, password: admin.password },
  });
  expect(ok.env.data.roleList).toEqual(['problem_admin']);
});
