import { describe, expect, test } from 'bun:test';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { setWebsiteConfig } from '../../src/domain/site/website-config.ts';
import { solvedCaptcha, startSmtp } from './account-helpers.ts';

const form = { username: 'alice', password: 'secret123', confirmPassword: 'secret123', email: 'alice@example.com' };

describe('registration with the image captcha (no mail configured)', () => {
  test('creates an account that can log in', async () => {
    using t = makeTestApp();
    const { captchaKey, answer } = await solvedCaptcha(t.app, t.deps);
    const { env } = await call(t.app, '/api/register', {
      method: 'POST',
      json: { ...form, code: answer, uuid: captchaKey },
    });
    expect(env).toEqual({ status: 200, msg: 'success', data: null });
    const login = await call(t.app, '/api/login', {
      method: 'POST',
      json: { username: 'alice', password: 'secret123' },
    });
    expect(login.env.data.username).toBe('alice');
    expect(login.env.data.email).toBe('alice@example.com');
    expect(login.env.data.roleList).toEqual(['user']);
  });

  test('a wrong captcha is refused and the captcha is used up', async () => {
    using t = makeTestApp();
    const { captchaKey, answer } = await solvedCaptcha(t.app, t.deps);
    const wrong = answer === '000000' ? '111111' : '000000';
    const first = await call(t.app, '/api/register', {
      method: 'POST',
      json: { ...form, code: wrong, uuid: captchaKey },
    });
    expect(first.env).toEqual({ status: 400, msg: 'The captcha is wrong or has expired', data: null });
    const again = await call(t.app, '/api/register', {
      method: 'POST',
      json: { ...form, code: answer, uuid: captchaKey },
    });
    expect(again.env.msg).toBe('The captcha is wrong or has expired');
  });

  test.each([
    [{ username: '' }, 'username is required'],
    [{ username: 'a'.repeat(21) }, 'username must be at most 20 characters'],
    [{ password: '12345', confirmPassword: '12345' }, 'password must be at least 6 characters'],
    [{ password: 'a'.repeat(21), confirmPassword: 'a'.repeat(21) }, 'password must be at most 20 characters'],
    [{ confirmPassword: 'other123' }, 'The two passwords do not match'],
    [{ email: 'not-an-email' }, 'Invalid email format'],
    [{ code: '12345' }, 'code must be at least 6 characters'],
    [{ code: '1234567' }, 'code must be at most 6 characters'],
  ])('refuses %p with "%s"', async (change, msg) => {
    using t = makeTestApp();
    const { env } = await call(t.app, '/api/register', {
      method: 'POST',
      json: { ...form, code: '123456', uuid: 'k', ...change },
    });
    expect(env.status).toBe(400);
    expect(env.msg).toBe(msg);
  });

  test('validation messages come in Chinese when asked', async () => {
    using t = makeTestApp();
    const zh = { 'Accept-Language': 'zh-CN' };
    const mismatch = await call(t.app, '/api/register', {
      method: 'POST',
      headers: zh,
      json: { ...form, confirmPassword: 'x', code: '123456' },
    });
    expect(mismatch.env.msg).toBe('两次输入的密码不一致');
    const short = await call(t.app, '/api/register', {
      method: 'POST',
      headers: zh,
      json: { ...form, password: '1', confirmPassword: '1', code: '123456' },
    });
    expect(short.env.msg).toBe('密码不能少于 6 个字符');
  });

  test('existing username (any case) and email are refused', async () => {
    using t = makeTestApp();
    await createUser(t.deps, { username: 'Alice', email: 'taken@example.com' });
    const c1 = await solvedCaptcha(t.app, t.deps);
    const dupName = await call(t.app, '/api/register', {
      method: 'POST',
      json: { ...form, code: c1.answer, uuid: c1.captchaKey },
    });
    expect(dupName.env).toEqual({ status: 400, msg: 'The username already exists', data: null });
    const dupMail = await call(t.app, '/api/register', {
      method: 'POST',
      json: { ...form, username: 'bob', email: 'TAKEN@example.com', code: c1.answer, uuid: c1.captchaKey },
    });
    expect(dupMail.env.msg).toBe('The email already exists');
    const zh = await call(t.app, '/api/register', {
      method: 'POST',
      headers: { 'Accept-Language': 'zh-CN' },
      json: { ...form, code: c1.answer, uuid: c1.captchaKey },
    });
    expect(zh.env.msg).toBe('用户名已存在');
  });

  test('closed registration is refused with 403', async () => {
    using t = makeTestApp();
    setWebsiteConfig(t.deps.db, { register: false });
    const { captchaKey, answer } = await solvedCaptcha(t.app, t.deps);
    const { status, env } = await call(t.app, '/api/register', {
      method: 'POST',
      json: { ...form, code: answer, uuid: captchaKey },
    });
    expect(status).toBe(403);
    expect(env.msg).toBe('Registration is closed');
  });

  test('asking for an e-mail code without mail configured is refused', async () => {
    using t = makeTestApp();
    const { env } = await call(t.app, '/api/get-register-code?email=a@example.com');
    expect(env).toEqual({
      status: 400,
      msg: 'Email is not configured on this site; use the image captcha',
      data: null,
    });
  });
});

test('check-username-or-email tells which exist', async () => {
  using t = makeTestApp();
  await createUser(t.deps, { username: 'carol', email: 'carol@example.com' });
  const both = await call(t.app, '/api/check-username-or-email', {
    method: 'POST',
    json: { username: 'CAROL', email: 'carol@example.com' },
  });
  expect(both.env.data).toEqual({ username: true, email: true });
  const none = await call(t.app, '/api/check-username-or-email', { method: 'POST', json: { username: 'dave' } });
  expect(none.env.data).toEqual({ username: false, email: false });
});

describe('registration with e-mailed codes', () => {
  test('the code arrives by mail, registers once, and a second code waits 60 s', async () => {
    using t = makeTestApp();
    await using smtp = await startSmtp(t.deps);
    const sent = await call(t.app, '/api/get-register-code?email=alice@example.com');
    expect(sent.env.status).toBe(200);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.to).toEqual(['alice@example.com']);
    expect(smtp.mails[0]!.from).toBe('judge@school.example');
    const code = /registration code is (\d{6})/.exec(smtp.lastText())![1]!;

    const tooSoon = await call(t.app, '/api/get-register-code?email=alice@example.com');
    expect(tooSoon.env.msg).toMatch(/^Please wait \d+ seconds before asking for another code$/);

    const wrong = await call(t.app, '/api/register', {
      method: 'POST',
      json: { ...form, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.env.msg).toBe('The email code is wrong or has expired');
    const ok = await call(t.app, '/api/register', { method: 'POST', json: { ...form, code } });
    expect(ok.env.status).toBe(200);
    const reuse = await call(t.app, '/api/register', { method: 'POST', json: { ...form, username: 'alice2', code } });
    expect(reuse.env.msg).toBe('The email already exists');
  });

  test('a code for an address already used is not sent', async () => {
    using t = makeTestApp();
    await using smtp = await startSmtp(t.deps);
    await createUser(t.deps, { email: 'used@example.com' });
    const { env } = await call(t.app, '/api/get-register-code?email=used@example.com');
    expect(env.msg).toBe('The email already exists');
    expect(smtp.mails).toHaveLength(0);
  });

  test('public config says whether mail is enabled', async () => {
    using t = makeTestApp();
    expect((await call(t.app, '/api/get-website-config')).env.data.emailEnabled).toBe(false);
    await using _smtp = await startSmtp(t.deps);
    expect((await call(t.app, '/api/get-website-config')).env.data.emailEnabled).toBe(true);
  });
});
