import { expect, test } from 'bun:test';
import { makeTestApp } from '../helpers/app.ts';
import { createUser, createUserAndLogin, loginAs } from '../helpers/factories.ts';
import { call } from '../helpers/app.ts';
import { createAdmin, ensureRootUser, resetPassword } from '../../src/domain/accounts/admin-accounts.ts';

test('ensureRootUser creates root once with a 12-character password', async () => {
  using t = makeTestApp();
  const password = await ensureRootUser(t.deps.db);
  expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
  expect(await ensureRootUser(t.deps.db)).toBeNull();
  const root = await loginAs(t.app, 'root', password!);
  expect(root.user).toMatchObject({ role: 1000, roleList: ['root'] });
});

test('ensureRootUser takes over an ordinary account named root and ends its sessions', async () => {
  using t = makeTestApp();
  const squatter = await createUserAndLogin(t.deps, t.app, { username: 'Root' });
  const password = await ensureRootUser(t.deps.db);
  expect((await call(t.app, '/api/get-user-info', { headers: squatter.headers })).status).toBe(401);
  expect((await loginAs(t.app, 'root', password!)).user).toMatchObject({ uid: squatter.uid, role: 1000 });
});

test('createAdmin makes an admin with the given or a generated password', async () => {
  using t = makeTestApp();
  expect(await createAdmin(t.deps.db, 'teacher', 'teach123')).toEqual({ username: 'teacher', password: 'teach123' });
  expect((await loginAs(t.app, 'teacher', 'teach123')).user.role).toBe(1001);
  const generated = await createAdmin(t.deps.db, 'teacher2');
  expect(generated.password).toHaveLength(12);
  await loginAs(t.app, 'teacher2', generated.password);
  expect(createAdmin(t.deps.db, 'TEACHER', 'teach123')).rejects.toThrow('The username already exists');
  expect(createAdmin(t.deps.db, 'x', '123')).rejects.toThrow('password must be 6 to 25 characters');
  expect(createAdmin(t.deps.db, 'a'.repeat(21), 'teach123')).rejects.toThrow('username must be 1 to 20 characters');
});

test('resetPassword sets a new password and ends the sessions', async () => {
  using t = makeTestApp();
  const u = await createUserAndLogin(t.deps, t.app);
  await resetPassword(t.deps.db, u.username.toUpperCase(), 'fresh-pass');
  expect((await call(t.app, '/api/get-user-info', { headers: u.headers })).status).toBe(401);
  await loginAs(t.app, u.username, 'fresh-pass');
  expect(resetPassword(t.deps.db, 'ghost', 'fresh-pass')).rejects.toThrow('The user does not exist');
  await createUser(t.deps);
});
