import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { verificationCodes } from '../../src/db/schema/index.ts';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { askCode, startGateway } from './phone-helpers.ts';

const PHONE = '13800138000';
const form = { username: 'phoneuser', password: 'secret123', phone_number: PHONE };

describe('registration by phone', () => {
  test('the gateway gets the code with the template filled in, and the right code registers', async () => {
    using t = makeTestApp();
    using gw = startGateway(t.deps);
    const asked = await askCode(t.app, 'register', PHONE);
    expect(asked.env).toEqual({ status: 200, msg: 'success', data: null });
    expect(gw.sent).toHaveLength(1);
    const sms = gw.sent[0]!;
    expect(sms.method).toBe('POST');
    expect(new URL(sms.url).searchParams.get('to')).toBe(PHONE);
    expect(sms.headers.authorization).toBe('Bearer gateway-secret-xyz');
    expect(sms.headers['content-type']).toBe('application/json');
    const body = JSON.parse(sms.body);
    expect(body.to).toBe(PHONE);
    expect(body.from).toBe('Verdict');
    expect(body.text).toMatch(/^Your verification code is \d{6}\. It is valid for 5 minutes\.$/);
    // Only the hash is kept.
    const code = gw.codeFor(PHONE);
    const stored = t.deps.db.select().from(verificationCodes).where(eq(verificationCodes.subject, PHONE)).get()!;
    expect(stored.answer).not.toContain(code);

    const reg = await call(t.app, '/api/register-by-phone', { method: 'POST', json: { ...form, code } });
    expect(reg.env).toEqual({ status: 200, msg: 'success', data: null });
    const login = await call(t.app, '/api/login', {
      method: 'POST',
      json: { username: 'phoneuser', password: 'secret123' },
    });
    expect(login.env.data.mobile).toBe(PHONE);
    // The number is taken now.
    const again = await askCode(t.app, 'register', PHONE, '10.0.0.2');
    expect(again.env.msg).toBe('The phone already exists');
    const check = await call(t.app, '/api/check-username-or-phone', {
      method: 'POST',
      json: { username: 'PhoneUser', phone_number: PHONE },
    });
    expect(check.env.data).toEqual({ username: true, phone: true });
  });

  test('a wrong code is refused, and five wrong ones use the code up', async () => {
    using t = makeTestApp();
    using gw = startGateway(t.deps);
    await askCode(t.app, 'register', PHONE);
    const code = gw.codeFor(PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await call(t.app, '/api/register-by-phone', { method: 'POST', json: { ...form, code: wrong } });
      expect(r.env).toEqual({ status: 400, msg: 'The SMS code is wrong or has expired', data: null });
    }
    const right = await call(t.app, '/api/register-by-phone', { method: 'POST', json: { ...form, code } });
    expect(right.env.msg).toBe('The SMS code is wrong or has expired');
  });

  test('an expired code is refused', async () => {
    using t = makeTestApp();
    using gw = startGateway(t.deps);
    await askCode(t.app, 'register', PHONE);
    const code = gw.codeFor(PHONE);
    const stored = t.deps.db.select().from(verificationCodes).where(eq(verificationCodes.subject, PHONE)).get()!;
    // It was issued to live 5 minutes; move it to its end.
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(5 * 60_000);
    t.deps.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(verificationCodes.key, stored.key))
      .run();
    const r = await call(t.app, '/api/register-by-phone', { method: 'POST', json: { ...form, code } });
    expect(r.env.msg).toBe('The SMS code is wrong or has expired');
  });

  test.each([
    ['12800138000', 'en-US', 'Invalid phone format'],
    ['1380013800', 'en-US', 'Invalid phone format'],
    ['138001380001', 'zh-CN', '手机号格式不正确'],
    ['abc', 'zh-CN', '手机号格式不正确'],
  ])('%s is refused as "%s"', async (phone, lang, msg) => {
    using t = makeTestApp();
    using gw = startGateway(t.deps);
    const r = await call(t.app, `/api/get-register-code-by-phone?phone=${phone}`, {
      headers: { 'Accept-Language': lang },
    });
    expect(r.env).toEqual({ status: 400, msg, data: { field: 'phone' } });
    expect(gw.sent).toHaveLength(0);
  });

  test('a gateway that refuses is reported, and the code it did not deliver is gone', async () => {
    using t = makeTestApp();
    using gw = startGateway(t.deps);
    gw.state.status = 500;
    const r = await askCode(t.app, 'register', PHONE);
    expect(r.env.msg).toBe('The SMS could not be sent (HTTP 500); please try again later');
    expect(r.env.msg).not.toContain('gateway-secret-xyz');
    expect(t.deps.db.select().from(verificationCodes).where(eq(verificationCodes.subject, PHONE)).all()).toEqual([]);
  });
});

describe('password reset by phone', () => {
  test('the right code sets the new password and ends the sessions; an unknown number is refused', async () => {
    using t = makeTestApp();
    using gw = startGateway(t.deps);
    const user = await createUser(t.deps, { mobile: PHONE });
    const unknown = await askCode(t.app, 'reset', '13900139000');
    expect(unknown.env.msg).toBe('The phone does not exist');
    const unknownZh = await call(t.app, '/api/get-reset-code-by-phone?phone=13900139000', {
      headers: { 'Accept-Language': 'zh-CN' },
    });
    expect(unknownZh.env.msg).toBe('手机号不存在');
    expect((await askCode(t.app, 'reset', PHONE)).env.status).toBe(200);
    const code = gw.codeFor(PHONE);
    const wrong = await call(t.app, '/api/reset-password-by-phone', {
      method: 'POST',
      json: { phone: PHONE, code: code === '000000' ? '111111' : '000000', password: 'newpass123' },
    });
    expect(wrong.env.msg).toBe('The SMS code is wrong or has expired');
    const ok = await call(t.app, '/api/reset-password-by-phone', {
      method: 'POST',
      json: { phone: PHONE, code, password: 'newpass123' },
    });
    expect(ok.env).toEqual({ status: 200, msg: 'Your password has been reset', data: null });
    const old = await call(t.app, '/api/login', {
      method: 'POST',
      json: { username: user.username, password: user.password },
    });
    expect(old.env.status).toBe(400);
    const fresh = await call(t.app, '/api/login', {
      method: 'POST',
      json: { username: user.username, password: 'newpass123' },
    });
    expect(fresh.env.status).toBe(200);
    // The code is used up.
    const reused = await call(t.app, '/api/reset-password-by-phone', {
      method: 'POST',
      json: { phone: PHONE, code, password: 'other12345' },
    });
    expect(reused.env.msg).toBe('The SMS code is wrong or has expired');
  });
});

describe('with SMS off (the default)', () => {
  test('every phone call refuses with a clear message and nothing is sent', async () => {
    using t = makeTestApp();
    const pub = await call(t.app, '/api/get-website-config');
    expect(pub.env.data.smsEnabled).toBe(false);
    const msg =
      'This site sends no SMS: registering, resetting a password or binding a number by phone is not available';
    expect((await askCode(t.app, 'register', PHONE)).env).toEqual({ status: 400, msg, data: null });
    expect((await askCode(t.app, 'reset', PHONE)).env.msg).toBe(msg);
    const reg = await call(t.app, '/api/register-by-phone', { method: 'POST', json: { ...form, code: '123456' } });
    expect(reg.env.msg).toBe(msg);
    const reset = await call(t.app, '/api/reset-password-by-phone', {
      method: 'POST',
      json: { phone: PHONE, code: '123456', password: 'newpass123' },
    });
    expect(reset.env.msg).toBe(msg);
    const zh = await call(t.app, `/api/get-register-code-by-phone?phone=${PHONE}`, {
      headers: { 'Accept-Language': 'zh-CN' },
    });
    expect(zh.env.msg).toBe('本站未开启短信服务，无法使用手机号注册、找回密码或绑定手机');
  });
});

test('a number two accounts were given (by an administrator or an import) resets neither', async () => {
  using t = makeTestApp();
  using gw = startGateway(t.deps);
  await createUser(t.deps, { mobile: PHONE });
  await createUser(t.deps, { mobile: PHONE });
  const r = await askCode(t.app, 'reset', PHONE);
  expect(r.env.msg).toBe('More than one account uses this phone: ask an administrator to reset your password');
  expect(gw.sent).toHaveLength(0);
});
