import { Database } from 'bun:sqlite';
import { expect, setDefaultTimeout, test } from 'bun:test';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';

// Accounts are made with argon2 hashing: allow for a busy machine.
setDefaultTimeout(120_000);

type T = ReturnType<typeof makeTestApp>;
const me = (t: T, token: string) => call(t.app, '/api/get-user-info', { headers: { Authorization: token } });

// A session is kept across writes to other tables (a verdict, a post) until the sessions or the
// users are written: each change below shows at the very next request, after writes elsewhere.
test('a session kept across other writes ends at once with a logout, a deleted user, a disabled account', async () => {
  using t = makeTestApp();
  const sqlite = t.deps.db.$client;
  sqlite.run('create table elsewhere (x integer)');
  const elsewhere = () => sqlite.run('insert into elsewhere (x) values (1)');
  const a = await createUserAndLogin(t.deps, t.app);
  const b = await createUserAndLogin(t.deps, t.app);
  const c = await createUserAndLogin(t.deps, t.app);
  for (const u of [a, b, c]) {
    expect((await me(t, u.token)).status).toBe(200);
    elsewhere();
    expect((await me(t, u.token)).status).toBe(200);
  }
  expect((await call(t.app, '/api/logout', { headers: a.headers })).status).toBe(200);
  elsewhere();
  expect((await me(t, a.token)).status).toBe(401);

  // The user's deletion takes their sessions with it (a foreign-key action).
  sqlite.run('delete from users where uid = ?', [b.uid]);
  expect((await me(t, b.token)).status).toBe(401);

  const other = new Database(sqlite.filename);
  try {
    elsewhere();
    expect((await me(t, c.token)).status).toBe(200);
    other.run('update users set status = 1 where uid = ?', [c.uid]);
    expect((await me(t, c.token)).status).toBe(401);
  } finally {
    other.close();
  }
});
