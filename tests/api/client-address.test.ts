import { describe, expect, test } from 'bun:test';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { callFrom, storedAnswer } from './account-helpers.ts';

type T = ReturnType<typeof makeTestApp>;

const failedAddresses = (t: T) =>
  t.deps.db.$client
    .query<{ ip: string }, []>('SELECT DISTINCT ip FROM login_failures ORDER BY ip')
    .all()
    .map((r) => r.ip);

/** A login from peer `ip` (the address Bun's server saw) carrying `forwarded` as X-Forwarded-For. */
const loginVia = (t: T, ip: string, forwarded: string | null, username: string, password: string, extra: object = {}) =>
  callFrom(t.app, ip, '/api/login', {
    method: 'POST',
    headers: forwarded === null ? {} : { 'X-Forwarded-For': forwarded },
    json: { username, password, ...extra },
  });

async function slideToken(t: T) {
  const { key } = (await call(t.app, '/api/get-slide-captcha')).env.data;
  return (
    await call(t.app, '/api/check-slide-captcha', {
      method: 'POST',
      json: { key, x: Number(storedAnswer(t.deps, key)) },
    })
  ).env.data.slideToken as string;
}

const madeUp = (i: number) => `203.0.113.${i}`;

describe('the client address', () => {
  test('with no trusted proxy (the default), X-Forwarded-For is ignored, even from this machine', async () => {
    using t = makeTestApp();
    await loginVia(t, '127.0.0.1', '192.168.5.5', 'x', 'wrong-pass');
    await loginVia(t, '10.9.9.9', '192.168.6.6', 'x', 'wrong-pass');
    expect(failedAddresses(t)).toEqual(['10.9.9.9', '127.0.0.1']);
  });

  test('a spoofed X-Forwarded-For from a peer that is not a trusted proxy does not change the address', async () => {
    using t = makeTestApp({ 'trusted-proxies': '127.0.0.1' });
    await loginVia(t, '10.9.9.9', '192.168.6.6', 'x', 'wrong-pass');
    await loginVia(t, '10.9.9.9', '127.0.0.1', 'x', 'wrong-pass');
    expect(failedAddresses(t)).toEqual(['10.9.9.9']);
  });

  test('behind trusted proxies the right-most address that is not a proxy is the client', async () => {
    using t = makeTestApp({ 'trusted-proxies': '127.0.0.1, 10.0.0.0/8' });
    await loginVia(t, '127.0.0.1', '1.2.3.4, 192.168.5.5', 'x', 'wrong-pass');
    await loginVia(t, '::ffff:127.0.0.1', '8.8.8.8, 198.51.100.9, 10.1.1.1, 10.2.2.2', 'x', 'wrong-pass');
    await loginVia(t, '127.0.0.1', 'not-an-address, 10.3.3.3', 'x', 'wrong-pass');
    await loginVia(t, '127.0.0.1', null, 'x', 'wrong-pass');
    expect(failedAddresses(t)).toEqual(['10.3.3.3', '127.0.0.1', '192.168.5.5', '198.51.100.9']);
  });

  test('a made-up first X-Forwarded-For address on each try does not dodge the login lock', async () => {
    using t = makeTestApp({ 'trusted-proxies': '127.0.0.1' });
    const u = await createUser(t.deps);
    // The proxy appends the real client (198.51.100.7) to whatever the client sent.
    let last: Awaited<ReturnType<typeof loginVia>> | undefined;
    for (let i = 1; i <= 20; i++) {
      const extra = i > 5 ? { slideToken: await slideToken(t) } : {};
      last = await loginVia(t, '127.0.0.1', `${madeUp(i)}, 198.51.100.7`, u.username, 'wrong-password', extra);
    }
    expect(last!.env.msg).toBe('Too many failed logins: try again in 30 minutes');
    const locked = await loginVia(t, '127.0.0.1', `${madeUp(99)}, 198.51.100.7`, u.username, u.password, {
      slideToken: await slideToken(t),
    });
    expect(locked.env.msg).toBe('Too many failed logins: try again in 30 minutes');
    expect(failedAddresses(t)).toEqual(['198.51.100.7']);
  });
});

describe('failed logins from one address across usernames', () => {
  test('many usernames from one address lock the address for every username, not other addresses', async () => {
    using t = makeTestApp();
    const u = await createUser(t.deps);
    const answers = [];
    for (let i = 1; i <= 50; i++)
      answers.push((await loginVia(t, '10.0.0.1', null, `guess${i}`, 'wrong-password')).env);
    expect(answers[48]).toEqual({
      status: 400,
      msg: 'Please check your username or password',
      data: { failCount: 1, needSlide: false },
    });
    expect(answers[49]).toEqual({
      status: 400,
      msg: 'Too many failed logins from this address: try again in 30 minutes',
      data: { failCount: 1, needSlide: true },
    });

    const right = await loginVia(t, '10.0.0.1', null, u.username, u.password);
    expect(right.env).toEqual({
      status: 400,
      msg: 'Too many failed logins from this address: try again in 30 minutes',
      data: { failCount: 0, needSlide: true },
    });
    const zh = await callFrom(t.app, '10.0.0.1', '/api/login', {
      method: 'POST',
      headers: { 'Accept-Language': 'zh-CN' },
      json: { username: u.username, password: u.password },
    });
    expect(zh.env.msg).toBe('该地址登录失败次数过多，请 30 分钟后再试');
    expect((await loginVia(t, '10.0.0.2', null, u.username, u.password)).env.status).toBe(200);
  });

  test('a locked address records no more failures, and the lock ends 30 minutes after the last one', async () => {
    using t = makeTestApp();
    const u = await createUser(t.deps);
    for (let i = 1; i <= 50; i++) await loginVia(t, '10.0.0.1', null, `guess${i}`, 'wrong-password');
    await loginVia(t, '10.0.0.1', null, 'guess51', 'wrong-password');
    expect(t.deps.db.$client.query('SELECT sum(count) AS n FROM login_failures').get()).toEqual({ n: 50 });

    t.deps.db.$client.run('UPDATE login_failures SET last_failed_at = ?', [Date.now() - 20 * 60_000 - 1000]);
    expect((await loginVia(t, '10.0.0.1', null, u.username, u.password)).env.msg).toBe(
      'Too many failed logins from this address: try again in 10 minutes',
    );
    t.deps.db.$client.run('UPDATE login_failures SET last_failed_at = ?', [Date.now() - 30 * 60_000 - 1]);
    expect((await loginVia(t, '10.0.0.1', null, u.username, u.password)).env.status).toBe(200);
  });

  test('a few failures of many people behind one address stay below the limit', async () => {
    using t = makeTestApp();
    const users = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createUser(t.deps, { username: `student${i}` })),
    );
    for (const u of users) {
      for (let k = 0; k < 4; k++) await loginVia(t, '10.0.0.1', null, u.username, 'wrong-password');
    }
    for (const u of users) expect((await loginVia(t, '10.0.0.1', null, u.username, u.password)).env.status).toBe(200);
  });
});
