import { Database } from 'bun:sqlite';
import { expect, setDefaultTimeout, test } from 'bun:test';
import { RENEWAL_GRACE_MS, resolveSession } from '../../src/domain/accounts/sessions.ts';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';

// Accounts are made with argon2 hashing: allow for a busy machine.
setDefaultTimeout(120_000);

type T = ReturnType<typeof makeTestApp>;
const me = (t: T, token: string) => call(t.app, '/api/get-user-info', { headers: { Authorization: token } });
const userList = (t: T, token: string) =>
  call(t.app, '/api/admin/user/get-user-list?limit=10&currentPage=1', { headers: { Authorization: token } });

// A session is read once and kept until the next write: each of these must be seen by the very
// next request that uses the token, after requests that had the session kept.
test('a kept session is refused at once after a logout, a disabled account and a deletion from another connection', async () => {
  using t = makeTestApp();
  const a = await createUserAndLogin(t.deps, t.app);
  const b = await createUserAndLogin(t.deps, t.app);
  const c = await createUserAndLogin(t.deps, t.app);
  for (const u of [a, b, c]) {
    expect((await me(t, u.token)).status).toBe(200);
    expect((await me(t, u.token)).status).toBe(200);
  }

  expect((await call(t.app, '/api/logout', { headers: a.headers })).status).toBe(200);
  expect((await me(t, a.token)).status).toBe(401);

  t.deps.db.$client.run('update users set status = 1 where uid = ?', [b.uid]);
  expect((await me(t, b.token)).status).toBe(401);

  const other = new Database(t.deps.db.$client.filename);
  try {
    other.run('delete from sessions where uid = ?', [c.uid]);
    expect((await me(t, c.token)).status).toBe(401);
  } finally {
    other.close();
  }
});

test("a role given or taken away holds from the kept session's next request", async () => {
  using t = makeTestApp();
  const u = await createUserAndLogin(t.deps, t.app);
  expect((await userList(t, u.token)).status).toBe(403);
  expect((await userList(t, u.token)).status).toBe(403);
  t.deps.db.$client.run('update users set role = 1000 where uid = ?', [u.uid]);
  expect((await userList(t, u.token)).status).toBe(200);
  expect((await userList(t, u.token)).status).toBe(200);
  t.deps.db.$client.run('update users set role = 1002 where uid = ?', [u.uid]);
  expect((await userList(t, u.token)).status).toBe(403);
});

test('a replaced token ends with its grace period although nothing was written since it was kept', async () => {
  using t = makeTestApp();
  const u = await createUserAndLogin(t.deps, t.app);
  const db = t.deps.db;
  const now = Date.now();
  const renewed = resolveSession(db, u.token, now + 25 * 3_600_000);
  expect(renewed?.renewedToken).toBeString();
  const later = now + 25 * 3_600_000 + 1;
  expect(resolveSession(db, u.token, later)?.user.uid).toBe(u.uid);
  expect(resolveSession(db, u.token, later + RENEWAL_GRACE_MS)).toBeNull();
  expect(resolveSession(db, renewed!.renewedToken!, later + RENEWAL_GRACE_MS)?.user.uid).toBe(u.uid);
});
