import { expect, test } from 'bun:test';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { glyphStrokes } from '../../src/domain/accounts/captcha-glyphs.ts';
import { drawCaptcha, verifyImageCaptcha } from '../../src/domain/accounts/image-captcha.ts';
import { dataUrlBytes, readPng } from '../helpers/png.ts';
import { storedAnswer } from './account-helpers.ts';

const decode = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64').toString('latin1');

/** The digit strokes the captcha once drew with fixed paths: what a script would match against. */
const FIXED_GLYPHS: Record<string, string> = {
  'M10 2 C1 2 1 28 10 28 C19 28 19 2 10 2 Z': '0',
  'M5 8 L11 2 L11 28 M5 28 L17 28': '1',
  'M3 8 C3 0 17 0 17 8 C17 15 3 20 3 28 L17 28': '2',
  'M3 5 C7 0 17 1 16 8 C15 13 10 14 8 14 C13 14 17 17 17 21 C17 29 6 30 2 25': '3',
  'M13 28 L13 2 L2 20 L18 20': '4',
  'M16 2 L5 2 L3 13 C8 10 17 11 17 19 C17 28 6 30 2 25': '5',
  'M15 3 C8 0 3 7 3 17 C3 30 17 30 17 20 C17 12 5 11 3 18': '6',
  'M2 2 L18 2 L8 28': '7',
  'M10 14 C2 12 3 2 10 2 C17 2 18 12 10 14 C1 16 2 28 10 28 C18 28 19 16 10 14 Z': '8',
  'M17 12 C15 19 3 18 3 10 C3 0 17 0 17 10 C17 22 12 29 5 27': '9',
};

/** The obvious parse: every path's `d` in drawing order, looked up among the known glyphs. */
const readDigits = (markup: string) =>
  [...markup.matchAll(/\sd="([^"]*)"/g)].map((m) => FIXED_GLYPHS[m[1]!] ?? '').join('');

test('the image captcha is a PNG of 6 digits whose answer is not in its markup', async () => {
  using t = makeTestApp();
  for (let i = 0; i < 5; i++) {
    const { env } = await call(t.app, '/api/captcha');
    expect(env.data.img).toStartWith('data:image/png;base64,');
    const png = readPng(dataUrlBytes(env.data.img));
    expect([png.width, png.height]).toEqual([150, 50]);
    const answer = storedAnswer(t.deps, env.data.captchaKey);
    expect(answer).toMatch(/^\d{6}$/);
    expect(readDigits(decode(env.data.img))).not.toBe(answer);
    expect(decode(env.data.img)).not.toContain(answer);
  }
});

test('the same digits are drawn differently each time: glyph variant, jittered points, place and noise', () => {
  const strokes = new Set(Array.from({ length: 20 }, () => JSON.stringify(glyphStrokes('4'))));
  expect(strokes.size).toBe(20);
  const firstPoints = new Set(Array.from({ length: 40 }, () => glyphStrokes('1')[0]!.length));
  expect(firstPoints.size).toBeGreaterThan(1);
  const a = drawCaptcha('123456').data;
  const b = drawCaptcha('123456').data;
  const same = a.reduce((n, v, i) => n + (v === b[i] ? 1 : 0), 0);
  expect(same / a.length).toBeLessThan(0.5);
});

test('an image captcha is single use, right or wrong', async () => {
  using t = makeTestApp();
  const a = (await call(t.app, '/api/captcha')).env.data.captchaKey;
  const answer = storedAnswer(t.deps, a);
  verifyImageCaptcha(t.deps.db, a, answer);
  expect(() => verifyImageCaptcha(t.deps.db, a, answer)).toThrow('The captcha is wrong or has expired');
  const b = (await call(t.app, '/api/captcha')).env.data.captchaKey;
  const right = storedAnswer(t.deps, b);
  expect(() => verifyImageCaptcha(t.deps.db, b, right === '000000' ? '111111' : '000000')).toThrow(
    'The captcha is wrong or has expired',
  );
  expect(() => verifyImageCaptcha(t.deps.db, b, right)).toThrow('The captcha is wrong or has expired');
});

test('an expired image captcha is refused', async () => {
  using t = makeTestApp();
  const key = (await call(t.app, '/api/captcha')).env.data.captchaKey;
  t.deps.db.$client.run('UPDATE verification_codes SET expires_at = ? WHERE key = ?', [Date.now() - 1, key]);
  expect(() => verifyImageCaptcha(t.deps.db, key, storedAnswer(t.deps, key))).toThrow(
    'The captcha is wrong or has expired',
  );
});

test('the slide challenge has the agreed geometry', async () => {
  using t = makeTestApp();
  const { env } = await call(t.app, '/api/get-slide-captcha');
  expect(env.data).toMatchObject({ width: 325, height: 100, block: 42 });
  expect(env.data.y).toBeGreaterThanOrEqual(0);
  expect(env.data.y).toBeLessThanOrEqual(100 - 42);
  const bg = readPng(dataUrlBytes(env.data.bg));
  const piece = readPng(dataUrlBytes(env.data.piece));
  expect([bg.width, bg.height, piece.width, piece.height]).toEqual([325, 100, 42, 42]);
});

/** Numbers in the markup's position attributes: where the answer used to be read from. */
const positions = (markup: string) =>
  [...markup.matchAll(/\s(?:viewBox|d|x|cx|transform|points)="([^"]*)"/g)].flatMap((m) =>
    (m[1]!.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number),
  );

test("nothing the browser gets before the drag names the gap's x", async () => {
  using t = makeTestApp();
  for (let i = 0; i < 10; i++) {
    const { env } = await call(t.app, '/api/get-slide-captcha');
    const x = Number(storedAnswer(t.deps, env.data.key));
    // The old piece carried `viewBox="x y 42 42"`; the old picture drew the gap as a path at x.
    const near = [...positions(decode(env.data.piece)), ...positions(decode(env.data.bg))].filter(
      (n) => Math.abs(n - x) <= 3,
    );
    expect(near).toEqual([]);
    // Besides the pictures the answer carries only its key and the fixed geometry (x may equal one of those numbers by chance).
    const { key: _key, bg: _bg, piece: _piece, ...rest } = env.data;
    expect(rest).toEqual({ width: 325, height: 100, block: 42, y: expect.any(Number) });
  }
});

test.each([1, 2, 3, 4, 5])(
  "the piece is the picture's gap, cut out: placed at the answer it fits, a block away it does not (challenge %d)",
  async () => {
    using t = makeTestApp();
    const { env } = await call(t.app, '/api/get-slide-captcha');
    const x = Number(storedAnswer(t.deps, env.data.key));
    const { y } = env.data;
    const bg = readPng(dataUrlBytes(env.data.bg));
    const piece = readPng(dataUrlBytes(env.data.piece));
    /** Share of the piece's opaque pixels that the gap at px holds darkened by 45 %. */
    const fit = (px: number) => {
      let opaque = 0;
      let match = 0;
      for (let j = 0; j < 42; j++) {
        for (let i = 0; i < 42; i++) {
          const p = piece.pixel(i, j);
          if (p[3] !== 255 || px + i < 0 || px + i >= 325) continue;
          opaque++;
          const g = bg.pixel(px + i, y + j);
          if ([0, 1, 2].every((k) => Math.abs(g[k]! - p[k]! * 0.55) <= 2)) match++;
        }
      }
      return match / opaque;
    };
    expect(fit(x)).toBeGreaterThan(0.6);
    for (let other = 0; other <= 325 - 42; other++) if (Math.abs(other - x) > 20) expect(fit(other)).toBeLessThan(0.3);
  },
);

test.each([
  [-3, true],
  [3, true],
  [0, true],
  [4, false],
  [-4, false],
])('the slide check with offset %d passes: %p', async (offset, passes) => {
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
  const zh = await call(t.app, '/api/check-slide-captcha', {
    method: 'POST',
    headers: { 'Accept-Language': 'zh-CN' },
    json: { key, x },
  });
  expect(zh.env.msg).toBe('滑动验证失败，请重试');
});

test('an expired slide token does not let a login through', async () => {
  using t = makeTestApp();
  const u = await createUser(t.deps);
  for (let i = 0; i < 5; i++)
    await call(t.app, '/api/login', { method: 'POST', json: { username: u.username, password: 'wrong-pass' } });
  const { key } = (await call(t.app, '/api/get-slide-captcha')).env.data;
  const token = (
    await call(t.app, '/api/check-slide-captcha', {
      method: 'POST',
      json: { key, x: Number(storedAnswer(t.deps, key)) },
    })
  ).env.data.slideToken;
  t.deps.db.$client.run("UPDATE verification_codes SET expires_at = ? WHERE kind = 'slide_token'", [Date.now() - 1]);
  const { env } = await call(t.app, '/api/login', {
    method: 'POST',
    json: { username: u.username, password: u.password, slideToken: token },
  });
  expect(env.msg).toBe('Please complete the slide verification');
});
