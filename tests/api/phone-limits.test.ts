import { describe, expect, test } from 'bun:test';
import { CODES_PER_ADDRESS, CODES_PER_NUMBER, sendPhoneCode } from '../../src/domain/accounts/phone-codes.ts';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { askCode, startGateway } from './phone-helpers.ts';

const PHONE = '13800138000';
const numbers = (n: number) => Array.from({ length: n }, (_, i) => `1390000${String(i).padStart(4, '0')}`);

describe('a student flooding one number', () => {
  test('a second code within 60 s is refused, from any address, and nothing more is sent', async () => {
    using t = makeTestApp();
    using gw = startGateway(t.deps);
    expect((await askCode(t.app, 'register', PHONE, '10.0.0.1')).env.status).toBe(200);
    const again = await askCode(t.app, 'register', PHONE, '10.0.0.2');
    expect(again.env.status).toBe(400);
    expect(again.env.msg).toMatch(/^Please wait (60|59) seconds before asking for another code$/);
    expect(gw.sent).toHaveLength(1);
  });

  test('asked all at once, one code is sent', async () => {
    using t = makeTestApp();
    using gw = startGateway(t.deps);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => askCode(t.app, 'register', PHONE, `10.0.1.${i + 1}`)),
    );
    expect(answers.filter((a) => a.env.status === 200)).toHaveLength(1);
    expect(gw.sent).toHaveLength(1);
  });

  test(`after ${CODES_PER_NUMBER} codes within an hour the number gets none, whatever the purpose or address`, async () => {
    using t = makeTestApp();
    using gw = startGateway(t.deps);
    await createUser(t.deps, { mobile: PHONE });
    const start = Date.now();
    // A minute and a bit apart, each from another address, reset and change codes alike.
    for (let i = 0; i < CODES_PER_NUMBER; i++)
      await sendPhoneCode(t.deps.db, 'reset_phone', PHONE, `10.0.2.${i}`, start + i * 61_000);
    expect(gw.sent).toHaveLength(CODES_PER_NUMBER);
    const more = sendPhoneCode(t.deps.db, 'reset_phone', PHONE, '10.0.3.1', start + CODES_PER_NUMBER * 61_000);
    await expect(more).rejects.toThrow('Too many codes were sent to this number: try again in 55 minutes');
    const other = sendPhoneCode(t.deps.db, 'change_phone', PHONE, '10.0.3.2', start + CODES_PER_NUMBER * 61_000, 'u:1');
    await expect(other).rejects.toThrow('Too many codes were sent to this number');
    expect(gw.sent).toHaveLength(CODES_PER_NUMBER);
    // An hour after the first, the number may get one again.
    await sendPhoneCode(t.deps.db, 'reset_phone', PHONE, '10.0.3.3', start + 60 * 60_000 + 1);
    expect(gw.sent).toHaveLength(CODES_PER_NUMBER + 1);
  });
});

describe('a student flooding from one address', () => {
  test(`after ${CODES_PER_ADDRESS} codes to different numbers the address gets none; another address still does`, async () => {
    using t = makeTestApp();
    using gw = startGateway(t.deps);
    const [extra, ...list] = numbers(CODES_PER_ADDRESS + 1);
    for (const n of list) expect((await askCode(t.app, 'register', n, '10.9.9.9')).env.status).toBe(200);
    const refused = await askCode(t.app, 'register', extra!, '10.9.9.9');
    expect(refused.status).toBe(429);
    expect(refused.env.msg).toBe('Too many codes were asked for from this address: try again in 60 minutes');
    const zh = await call(t.app, `/api/get-register-code-by-phone?phone=${extra}`, {
      ip: '10.9.9.9',
      headers: { 'Accept-Language': 'zh-CN' },
    });
    expect(zh.env.msg).toBe('该地址获取验证码次数过多，请 60 分钟后再试');
    expect(gw.sent).toHaveLength(CODES_PER_ADDRESS);
    expect((await askCode(t.app, 'register', extra!, '10.9.9.10')).env.status).toBe(200);
  });
});

describe('a student guessing codes', () => {
  test('each code allows five wrong guesses; codes per hour bound the guesses on one number', async () => {
    using t = makeTestApp();
    using gw = startGateway(t.deps);
    await createUser(t.deps, { mobile: PHONE });
    const start = Date.now();
    for (let round = 0; round <= CODES_PER_NUMBER; round++) {
      const sent = await sendPhoneCode(t.deps.db, 'reset_phone', PHONE, `10.0.4.${round}`, start + round * 61_000).then(
        () => true,
        () => false,
      );
      if (!sent) break;
      const code = gw.codeFor(PHONE);
      // Every guess but the code itself, until the code is gone.
      for (let g = 0; g < 10; g++) {
        const guess = String((Number(code) + 1 + g) % 1_000_000).padStart(6, '0');
        const r = await call(t.app, '/api/reset-password-by-phone', {
          method: 'POST',
          json: { phone: PHONE, code: guess, password: 'guessed123' },
        });
        expect(r.env.msg).toBe('The SMS code is wrong or has expired');
      }
      const right = await call(t.app, '/api/reset-password-by-phone', {
        method: 'POST',
        json: { phone: PHONE, code, password: 'guessed123' },
      });
      expect(right.env.msg).toBe('The SMS code is wrong or has expired');
    }
    expect(gw.sent).toHaveLength(CODES_PER_NUMBER);
  });
});
