import { expect, test } from 'bun:test';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUser, createUserAndLogin, loginAs } from '../helpers/factories.ts';
import { sha256 } from '../../src/domain/accounts/secrets.ts';

type T = ReturnType<typeof makeTestApp>;
const HOUR = 3_600_000;
const me = (t: T, token: string) => call(t.app, '/api/get-user-info', { headers: { Authorization: token } });
const ageToken = (t: T, token: string, ms: number) =>
  t.deps.db.$client.run('UPDATE sessions SET created_at = created_at - ? WHERE token_hash = ?', [ms, sha256(token)]);

test('the token works bare and as a Bearer token; without one the call is 401', async () => {
  using t = makeTestApp();
  const u = await createUserAndLogin(t.deps, t.app);
  expect((await me(t, u.token)).env.data.uid).toBe(u.uid);
  expect((await me(t, `Bearer ${u.token}`)).env.data.uid).toBe(u.uid);
  const none = await call(t.app, '/api/get-user-info');
  expect(none.status).toBe(401);
  expect(none.env).toEqual({ status: 401, msg: 'Please login first', data: null });
  const zh = await call(t.app, '/api/get-user-info', {
    headers: { 'Accept-Language': 'zh-CN', Authorization: 'made-up' },
  });
  expect(zh.env.msg).toBe('请先登录');
});

test('a token older than a day is renewed; the old one works 60 s more, the new one from then on', async () => {
  using t = makeTestApp();
  const u = await createUserAndLogin(t.deps, t.app);
  const fresh = await me(t, u.token);
  expect(fresh.res.headers.get('Refresh-Token')).toBeNull();

  ageToken(t, u.token, 25 * HOUR);
  const renewed = await me(t, u.token);
  expect(renewed.env.status).toBe(200);
  expect(renewed.res.headers.get('Refresh-Token')).toBe('true');
  const newToken = renewed.res.headers.get('Authorization')!;
  expect(newToken).not.toBe(u.token);

  const oldAgain = await me(t, u.token);
  expect(oldAgain.env.status).toBe(200);
  expect(oldAgain.res.headers.get('Refresh-Token')).toBeNull();
  expect((await me(t, newToken)).env.data.uid).toBe(u.uid);

  t.deps.db.$client.run('UPDATE sessions SET previous_expires_at = ? WHERE token_hash = ?', [
    Date.now() - 1,
    sha256(newToken),
  ]);
  expect((await me(t, u.token)).status).toBe(401);
  expect((await me(t, newToken)).status).toBe(200);
});

test('the renewal age comes from the site config', async () => {
  using t = makeTestApp();
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  await call(t.app, '/api/admin/config/set-web-config', {
    method: 'PUT',
    headers: root.headers,
    json: { sessionRenewHours: 2 },
  });
  ageToken(t, root.token, 1 * HOUR);
  expect((await me(t, root.token)).res.headers.get('Refresh-Token')).toBeNull();
  ageToken(t, root.token, 2 * HOUR);
  expect((await me(t, root.token)).res.headers.get('Refresh-Token')).toBe('true');
});

test('a session unused for 7 days ends', async () => {
  using t = makeTestApp();
  const u = await createUserAndLogin(t.deps, t.app);
  const row = t.deps.db.$client
    .query<{ expires_at: number; last_seen_at: number }, [string]>(
      'SELECT expires_at, last_seen_at FROM sessions WHERE token_hash = ?',
    )
    .get(sha256(u.token))!;
  expect(row.expires_at - row.last_seen_at).toBe(7 * 24 * HOUR);
  t.deps.db.$client.run('UPDATE sessions SET expires_at = ?', [Date.now() - 1]);
  expect((await me(t, u.token)).status).toBe(401);
});

test('logout ends only the current session', async () => {
  using t = makeTestApp();
  const u = await createUser(t.deps);
  const a = await loginAs(t.app, u.username, u.password);
  const b = await loginAs(t.app, u.username, u.password);
  expect((await call(t.app, '/api/logout', { headers: a.headers })).env.status).toBe(200);
  expect((await me(t, a.token)).status).toBe(401);
  expect((await me(t, b.token)).status).toBe(200);
});

test('a password change ends the other sessions and keeps this one', async () => {
  using t = makeTestApp();
  const u = await createUser(t.deps);
  const a = await loginAs(t.app, u.username, u.password);
  const b = await loginAs(t.app, u.username, u.password);
  const changed = await call(t.app, '/api/change-password', {
    method: 'POST',
    headers: a.headers,
    json: { oldPassword: u.password, newPassword: 'newpass99' },
  });
  expect(changed.env.status).toBe(200);
  expect((await me(t, a.token)).status).toBe(200);
  expect((await me(t, b.token)).status).toBe(401);
  await expect(loginAs(t.app, u.username, u.password)).rejects.toThrow('Please check your username or password');
  expect((await loginAs(t.app, u.username, 'newpass99')).user.uid).toBe(u.uid);
});

test("a disabled user's sessions stop working", async () => {
  using t = makeTestApp();
  const u = await createUserAndLogin(t.deps, t.app);
  t.deps.db.$client.run('UPDATE users SET status = 1 WHERE uid = ?', [u.uid]);
  expect((await me(t, u.token)).status).toBe(401);
});
