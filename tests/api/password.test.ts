import { describe, expect, test } from 'bun:test';
import { setWebsiteConfig } from '../../src/domain/site/website-config.ts';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUser, createUserAndLogin, loginAs } from '../helpers/factories.ts';
import { giveAdminsTheUsersPage, solvedCaptcha, startSmtp } from './account-helpers.ts';

describe('change-password', () => {
  test.each([
    [{ oldPassword: '' }, 'oldPassword is required'],
    [{ newPassword: '12345' }, 'newPassword must be at least 6 characters'],
    [{ newPassword: 'n'.repeat(21) }, 'newPassword must be at most 20 characters'],
    [{ newPassword: 'secret123' }, 'The new value must differ from the old one'],
  ])('refuses %p with "%s"', async (change, msg) => {
    using t = makeTestApp();
    const u = await createUserAndLogin(t.deps, t.app);
    const { env } = await call(t.app, '/api/change-password', {
      method: 'POST',
      headers: u.headers,
      json: { oldPassword: 'secret123', newPassword: 'newpass99', ...change },
    });
    expect(env.status).toBe(400);
    expect(env.msg).toBe(msg);
  });

  test('a wrong current password is refused (en and zh); visitors get 401', async () => {
    using t = makeTestApp();
    const u = await createUserAndLogin(t.deps, t.app);
    const json = { oldPassword: 'not-mine1', newPassword: 'newpass99' };
    expect((await call(t.app, '/api/change-password', { method: 'POST', headers: u.headers, json })).env.msg).toBe(
      'The current password is wrong',
    );
    expect(
      (
        await call(t.app, '/api/change-password', {
          method: 'POST',
          headers: { ...u.headers, 'Accept-Language': 'zh-CN' },
          json,
        })
      ).env.msg,
    ).toBe('当前密码错误');
    expect((await call(t.app, '/api/change-password', { method: 'POST', json })).status).toBe(401);
  });
});

describe('reset by e-mail', () => {
  test('without mail the site says to ask an administrator', async () => {
    using t = makeTestApp();
    const c = await solvedCaptcha(t.app, t.deps);
    const { env } = await call(t.app, '/api/apply-reset-password', {
      method: 'POST',
      json: { email: 'a@example.com', captcha: c.answer, captchaKey: c.captchaKey },
    });
    expect(env.msg).toBe('Email is not configured; ask an administrator to reset your password');
  });

  test('the mailed link sets a new password once and ends the old sessions', async () => {
    using t = makeTestApp();
    await using smtp = await startSmtp(t.deps);
    setWebsiteConfig(t.deps.db, { baseUrl: 'http://oj.school.lan' });
    const u = await createUser(t.deps, { email: 'bob@example.com' });
    const old = await loginAs(t.app, u.username, u.password);

    const wrongCaptcha = await call(t.app, '/api/apply-reset-password', {
      method: 'POST',
      json: { email: 'bob@example.com', captcha: '000000', captchaKey: 'nope' },
    });
    expect(wrongCaptcha.env.msg).toBe('The captcha is wrong or has expired');
    const c0 = await solvedCaptcha(t.app, t.deps);
    const unknown = await call(t.app, '/api/apply-reset-password', {
      method: 'POST',
      json: { email: 'nobody@example.com', captcha: c0.answer, captchaKey: c0.captchaKey },
    });
    expect(unknown.env.msg).toBe('No account uses this email');

    const c = await solvedCaptcha(t.app, t.deps);
    const applied = await call(t.app, '/api/apply-reset-password', {
      method: 'POST',
      json: { email: 'bob@example.com', captcha: c.answer, captchaKey: c.captchaKey },
    });
    expect(applied.env.status).toBe(200);
    expect(smtp.mails.at(-1)!.to).toEqual(['bob@example.com']);
    const link = new URL(/(http\S+\/reset-password\?\S+)/.exec(smtp.lastText())![1]!);
    expect(link.searchParams.get('username')).toBe(u.username);
    const code = link.searchParams.get('code')!;

    const bad = await call(t.app, '/api/reset-password', {
      method: 'POST',
      json: { username: u.username, code: (code[0] === 'x' ? 'y' : 'x') + code.slice(1), password: 'brandnew1' },
    });
    expect(bad.env.msg).toBe('The reset link is invalid or has expired');
    const short = await call(t.app, '/api/reset-password', {
      method: 'POST',
      json: { username: u.username, code, password: '123' },
    });
    expect(short.env.msg).toBe('password must be at least 6 characters');
    const done = await call(t.app, '/api/reset-password', {
      method: 'POST',
      json: { username: u.username, code, password: 'brandnew1' },
    });
    expect(done.env).toEqual({ status: 200, msg: 'success', data: null });
    const reused = await call(t.app, '/api/reset-password', {
      method: 'POST',
      json: { username: u.username, code, password: 'brandnew2' },
    });
    expect(reused.env.msg).toBe('The reset link is invalid or has expired');

    expect((await call(t.app, '/api/get-user-info', { headers: old.headers })).status).toBe(401);
    expect((await loginAs(t.app, u.username, 'brandnew1')).user.uid).toBe(u.uid);
  });

  test('a mail server that is down gives a clear message, not a 500', async () => {
    using t = makeTestApp();
    const smtp = await startSmtp(t.deps);
    await smtp[Symbol.asyncDispose]();
    setWebsiteConfig(t.deps.db, { baseUrl: 'http://oj.school.lan' });
    await createUser(t.deps, { email: 'bob@example.com' });
    const c = await solvedCaptcha(t.app, t.deps);
    const { status, env } = await call(t.app, '/api/apply-reset-password', {
      method: 'POST',
      json: { email: 'bob@example.com', captcha: c.answer, captchaKey: c.captchaKey },
    });
    expect(status).toBe(200);
    expect(env.msg).toBe("The email could not be sent; check the site's mail settings");
  });
});

describe('admin reset-password', () => {
  test("an admin given the users page sets an ordinary user's password; the user's sessions end", async () => {
    using t = makeTestApp();
    giveAdminsTheUsersPage(t.deps);
    const admin = await createUserAndLogin(t.deps, t.app, { role: 1001 });
    const u = await createUserAndLogin(t.deps, t.app);
    const res = await call(t.app, '/api/admin/user/reset-password', {
      method: 'PUT',
      headers: admin.headers,
      json: { uid: u.uid, password: 'a'.repeat(25) },
    });
    expect(res.env.status).toBe(200);
    expect((await call(t.app, '/api/get-user-info', { headers: u.headers })).status).toBe(401);
    expect((await loginAs(t.app, u.username, 'a'.repeat(25))).user.uid).toBe(u.uid);
  });

  test('validates the password and the user; only root may reset an admin', async () => {
    using t = makeTestApp();
    giveAdminsTheUsersPage(t.deps);
    const admin = await createUserAndLogin(t.deps, t.app, { role: 1001 });
    const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
    const other = await createUser(t.deps, { role: 1001 });
    const put = (headers: Record<string, string>, json: unknown) =>
      call(t.app, '/api/admin/user/reset-password', { method: 'PUT', headers, json });
    expect((await put(admin.headers, { uid: other.uid, password: '12345' })).env.msg).toBe(
      'password must be at least 6 characters',
    );
    expect((await put(admin.headers, { uid: other.uid, password: 'a'.repeat(26) })).env.msg).toBe(
      'password must be at most 25 characters',
    );
    expect((await put(admin.headers, { uid: 'missing', password: 'secret123' })).env).toEqual({
      status: 404,
      msg: 'The user does not exist',
      data: null,
    });
    const refused = await put(admin.headers, { uid: other.uid, password: 'secret999' });
    expect(refused.status).toBe(403);
    expect(refused.env.msg).toBe("Only the super administrator may change an administrator's password");
    expect((await put(root.headers, { uid: other.uid, password: 'secret999' })).env.status).toBe(200);
  });
});
