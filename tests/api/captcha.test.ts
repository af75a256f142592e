import { expect, test } from 'bun:test';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { verifyImageCaptcha } from '../../src/domain/accounts/image-captcha.ts';
import { storedAnswer } from './account-helpers.ts';

const decode = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString();

test('the image captcha is an SVG data URL of 6 digits that do not appear as text', async () => {
  using t = makeTestApp();
  const { env } = await call(t.app, '/api/captcha');
  expect(env.data.img).toStartWith('data:image/svg+xml;base64,');
  const svg = decode(env.data.img);
  expect(svg).toStartWith('<svg');
  expect(svg).not.toContain('<text');
  const answer = storedAnswer(t.deps, env.data.captchaKey);
  expect(answer).toMatch(/^\d{6}$/);
  expect((svg.match(/stroke-linecap="round"/g) ?? []).length).toBe(6);
});

test('an image captcha is single use, right or wrong', async () => {
  using t = makeTestApp();
  const a = (await call(t.app, '/api/captcha')).env.data.captchaKey;
  const answer = storedAnswer(t.deps, a);
  verifyImageCaptcha(t.deps.db, a, answer);
  expect(() => verifyImageCaptcha(t.deps.db, a, answer)).toThrow('The captcha is wrong or has expired');
  const b = (await call(t.app, '/api/captcha')).env.data.captchaKey;
  const right = storedAnswer(t.deps, b);
  expect(() => verifyImageCaptcha(t.deps.db, b, right === '000000' ? '111111' : '000000')).toThrow('The captcha is wrong or has expired');
  expect(() => verifyImageCaptcha(t.deps.db, b, right)).toThrow('The captcha is wrong or has expired');
});

test('an expired image captcha is refused', async () => {
  using t = makeTestApp();
  const key = (await call(t.app, '/api/captcha')).env.data.captchaKey;
  t.deps.db.$client.run('UPDATE verification_codes SET expires_at = ? WHERE key = ?', [Date.now() - 1, key]);
  expect(() => verifyImageCaptcha(t.deps.db, key, storedAnswer(t.deps, key))).toThrow('The captcha is wrong or has expired');
});

test('the slide challenge has the agreed geometry', async () => {
  using t = makeTestApp();
  const { env } = await call(t.app, '/api/get-slide-captcha');
  expect(env.data).toMatchObject({ width: 325, height: 100, block: 42 });
  expect(env.data.y).toBeGreaterThanOrEqual(0);
  expect(env.data.y).toBeLessThanOrEqual(100 - 42);
  expect(decode(env.data.bg)).toContain('width="325" height="100"');
  expect(decode(env.data.piece)).toContain('width="42" height="42"');
});

test.each([[-3, true], [3, true], [0, true], [4, false], [-4, false]])('the slide check with offset %d passes: %p', async (offset, passes) => {
  using t = makeTestApp();
  const { key } = (await call(t.app, '/api/get-slide-captcha')).env.data;
  const x = Number(storedAnswer(t.deps, key)) + offset;
  const { env } = await call(t.app, '/api/check-slide-captcha', { method: 'POST', json: { key, x } });
  if (passes) expect(env.data.slideToken).toMatch(/^[A-Za-z0-9_-]{24}$/);
  else expect(env).toEqual({ status: 400, msg: 'Slide verification failed, please try again', data: null });
});

test('a slide challenge allows one try', async () => {
  using t = makeTestApp();
  const { key } = (await call(t.app, '/api/get-slide-captcha')).env.data;
  const x = Number(storedAnswer(t.deps, key));
  await call(t.app, '/api/check-slide-captcha', { method: 'POST', json: { key, x: x + 50 } });
  const retry = await call(t.app, '/api/check-slide-captcha', { method: 'POST', json: { key, x } });
  expect(retry.env.msg).toBe('Slide verification failed, please try again');
  const zh = await call(t.app, '/api/check-slide-captcha', { method: 'POST', headers: { 'Accept-Language': 'zh-CN' }, json: { key, x } });
  expect(zh.env.msg).toBe('滑动验证失败，请重试');
});

test('an expired slide token does not let a login through', async () => {
  using t = makeTestApp();
  const u = await createUser(t.deps);
  for (let i = 0; i < 5; i++) await call(t.app, '/api/login', { method: 'POST', json: { username: u.username, password: 'wrong-pass' } });
  const { key } = (await call(t.app, '/api/get-slide-captcha')).env.data;
  const token = (await call(t.app, '/api/check-slide-captcha', { method: 'POST', json: { key, x: Number(storedAnswer(t.deps, key)) } })).env.data.slideToken;
  t.deps.db.$client.run("UPDATE verification_codes SET expires_at = ? WHERE kind = 'slide_token'", [Date.now() - 1]);
  const { env } = await call(t.app, '/api/login', { method: 'POST', json: { username: u.username, password: u.password, slideToken: token } });
  expect(env.msg).toBe('Please complete the slide verification');
});
