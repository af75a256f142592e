import { expect, test } from 'bun:test';
import { PERMISSION_IDS } from '../../src/contract/permissions.ts';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';

/**
 * The dashboard's recent logins show each login's address and browser only to those who manage
 * users (the super admin, and roles given the users permission); other back-office roles see
 * who signed in and when, without them.
 */

type Row = { username: string; ip: string; userAgent: string };

test('a problem admin sees the recent logins without addresses or browsers; the super admin sees them', async () => {
  using t = makeTestApp();
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  const problemAdmin = await createUserAndLogin(t.deps, t.app, { role: 1008 });
  const student = await createUserAndLogin(t.deps, t.app);
  await call(t.app, '/api/login', {
    method: 'POST',
    headers: { 'User-Agent': 'Lab browser 7' },
    json: { username: student.username, password: student.password },
    ip: '10.0.0.42',
  });
  const rows = async (headers: Record<string, string>) => {
    const { env } = await call(t.app, '/api/admin/dashboard/get-sessions', { method: 'POST', headers });
    expect(env.status).toBe(200);
    return env.data as Row[];
  };
  const seen = (await rows(problemAdmin.headers)).find((r) => r.username === student.username)!;
  expect(seen).toMatchObject({ ip: '', userAgent: '' });
  expect(JSON.stringify(await rows(problemAdmin.headers))).not.toContain('10.0.0.42');
  expect((await rows(root.headers)).find((r) => r.username === student.username)).toMatchObject({
    ip: '10.0.0.42',
    userAgent: 'Lab browser 7',
  });
  // A role given the users permission sees them.
  await call(t.app, '/api/admin/role-auth', {
    method: 'PUT',
    headers: root.headers,
    json: {
      role: 1008,
      permissions: [
        ...PERMISSION_IDS.filter((p) => !['announcement_admin', 'system_info_admin', 'checker_admin'].includes(p)),
      ],
    },
  });
  expect((await rows(problemAdmin.headers)).find((r) => r.username === student.username)).toMatchObject({
    ip: '10.0.0.42',
  });
});
