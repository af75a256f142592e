import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { rolePermissions, users } from '../../src/db/schema/index.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../src/contract/permissions.ts';
import { Role } from '../../src/contract/roles.ts';
import { setWebsiteConfig } from '../../src/domain/site/website-config.ts';
import { call } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';
import { groupForm, send } from './groups/helpers.ts';
import { insertSubmission, setup as submissionSetup, type Headers, type TestApp } from './submissions/helpers.ts';

/**
 * The teacher role (1009): creates groups, problems, trainings, contests and exams, imports and
 * generates ordinary accounts, and rejudges inside the contests and groups they run; nothing of
 * the site's settings, roles or other accounts.
 */

/** A contest written straight into the table, created by `authorUid`, running now. */
function contestBy(t: TestApp, authorUid: string | null, gid: number | null = null): number {
  const start = Date.now() - 3_600_000;
  return (
    t.deps.db.$client
      .query(`insert into contests (author_uid, title, type, auth, start_time, end_time, duration, gid, created_at, updated_at)
    values (?, 'Quiz', 0, 0, ?, ?, 86400, ?, ?, ?) returning id`)
      .get(authorUid, start, start + 86_400_000, gid, start, start) as { id: number }
  ).id;
}

async function setup() {
  const s = await submissionSetup();
  setWebsiteConfig(s.t.deps.db, { groupCreateByUsers: false });
  const teacher = await createUserAndLogin(s.t.deps, s.t.app, { role: Role.TEACHER });
  const other = await createUserAndLogin(s.t.deps, s.t.app, { role: Role.TEACHER });
  const get = (path: string, headers: Headers) => send(s.t, 'GET', path, headers);
  return { ...s, teacher, other, get };
}

describe('the teacher role', () => {
  test('is stored with its defaults, enters the back office and creates a group whatever the site says of users', async () => {
    using s = await setup();
    const held = s.t.deps.db
      .select()
      .from(rolePermissions)
      .where(eq(rolePermissions.role, Role.TEACHER))
      .all()
      .map((r) => r.permission)
      .sort();
    expect(held).toEqual([...DEFAULT_ROLE_PERMISSIONS[Role.TEACHER]].sort());
    for (const p of ['problem_admin', 'contest_admin', 'training_admin', 'contest_exam', 'user_import', 'rejudge_own'])
      expect(held).toContain(p);
    for (const p of ['user_admin', 'system_info_admin', 'announcement_admin']) expect(held).not.toContain(p);
    const login = await call(s.t.app, '/api/admin/login', {
      method: 'POST',
      json: { username: s.teacher.username, password: s.teacher.password },
    });
    expect(login.env.status).toBe(200);
    expect((await send(s.t, 'POST', '/api/group', s.teacher.headers, groupForm())).status).toBe(200);
    expect(
      (await send(s.t, 'POST', '/api/group', s.alice.headers, groupForm({ shortName: 'class7b' }))).status,
    ).not.toBe(200);
    for (const path of [
      '/api/admin/problem/get-problem-list',
      '/api/admin/contest/get-contest-list',
      '/api/admin/training/get-training-list',
    ]) {
      expect({ path, status: (await s.get(path, s.teacher.headers)).status }).toEqual({ path, status: 200 });
    }
  });

  test('imports and generates ordinary accounts', async () => {
    using s = await setup();
    const made = await send(s.t, 'POST', '/api/admin/user/generate-user', s.teacher.headers, {
      prefix: 's7a',
      number_from: 1,
      number_to: 2,
      password_length: 8,
    });
    expect(made.status).toBe(200);
    const imported = await send(s.t, 'POST', '/api/admin/user/insert-batch-user', s.teacher.headers, {
      users: [['pupil1', 'pupil-pass1']],
    });
    expect([imported.status, imported.data]).toEqual([200, { count: 1 }]);
    const roles = s.t.deps.db
      .select({ username: users.username, role: users.role })
      .from(users)
      .all()
      .filter((u) => ['s7a1', 's7a2', 'pupil1'].includes(u.username))
      .map((u) => u.role);
    expect(roles).toEqual([Role.USER, Role.USER, Role.USER]);
  });

  test('cannot change site settings or any role, nor read or reset other accounts', async () => {
    using s = await setup();
    const h = s.teacher.headers;
    expect((await send(s.t, 'PUT', '/api/admin/config/set-web-config', h, { name: 'Taken over' })).status).toBe(403);
    expect((await send(s.t, 'PUT', '/api/admin/switch/update', h, { register: false })).status).toBe(403);
    expect(
      (
        await send(s.t, 'PUT', '/api/admin/role-auth', h, {
          role: Role.TEACHER,
          permissions: DEFAULT_ROLE_PERMISSIONS[Role.ROOT],
        })
      ).status,
    ).toBe(403);
    expect((await send(s.t, 'PUT', '/api/admin/user/bulk', h, { uids: [s.teacher.uid], role: Role.ROOT })).status).toBe(
      403,
    );
    expect(
      (await send(s.t, 'PUT', '/api/admin/user/bulk', h, { uids: [s.alice.uid], role: Role.TEACHER })).status,
    ).toBe(403);
    expect((await s.get('/api/admin/user/get-user-list', h)).status).toBe(403);
    expect(
      (await send(s.t, 'PUT', '/api/admin/user/reset-password', h, { uid: s.admin.uid, password: 'taken-over-1' }))
        .status,
    ).toBe(403);
    expect(
      (await send(s.t, 'PUT', '/api/admin/user/reset-password', h, { uid: s.root.uid, password: 'taken-over-1' }))
        .status,
    ).toBe(403);
    expect((await s.get(`/api/admin/user/sessions?uid=${s.admin.uid}`, h)).status).toBe(403);
    expect(
      (
        await send(s.t, 'POST', '/api/admin/user/add-user', h, {
          username: 'boss',
          realname: 'Boss',
          password: 'boss-pass1',
          role: Role.ROOT,
        })
      ).status,
    ).toBe(403);
    expect(s.t.deps.db.select().from(users).where(eq(users.username, 'boss')).get()).toBeUndefined();
  });

  test("rejudges in their own contest, never the bank's or another teacher's", async () => {
    using s = await setup();
    const mine = contestBy(s.t, s.teacher.uid);
    const theirs = contestBy(s.t, s.other.uid);
    const base = { uid: s.alice.uid, username: s.alice.username, pid: s.problem.id };
    const inMine = insertSubmission(s.t, { ...base, cid: mine }).submitId;
    const inTheirs = insertSubmission(s.t, { ...base, cid: theirs }).submitId;
    const inBank = insertSubmission(s.t, base).submitId;
    const h = s.teacher.headers;
    expect((await s.get(`/api/admin/judge/rejudge?submitId=${inMine}`, h)).msg).toBe('Rejudge successfully');
    expect((await s.get(`/api/admin/judge/rejudge-contest-problem?cid=${mine}&pid=${s.problem.id}`, h)).data).toEqual({
      count: 1,
    });
    const refused = await s.get(`/api/admin/judge/rejudge?submitId=${inTheirs}`, h);
    expect([refused.status, refused.msg]).toEqual([403, 'You may rejudge only inside the contests and groups you run']);
    expect((await s.get(`/api/admin/judge/rejudge?submitId=${inBank}`, h)).status).toBe(403);
    expect((await s.get(`/api/admin/judge/rejudge-contest-problem?cid=${theirs}&pid=${s.problem.id}`, h)).status).toBe(
      403,
    );
    expect((await s.get(`/api/admin/judge/rejudge-problem?pid=${s.problem.id}`, h)).status).toBe(403);
    expect((await s.get(`/api/admin/judge/cancel-judge?submitId=${inMine}`, h)).status).toBe(403);
    expect((await s.get(`/api/admin/judge/manual-judge?submitId=${inMine}&status=0`, h)).status).toBe(403);
    // Nothing of the refused ones went back into the queue.
    const status = (id: number) =>
      (s.t.deps.db.$client.query('select status from submissions where submit_id = ?').get(id) as { status: number })
        .status;
    expect([status(inTheirs), status(inBank)]).toEqual([0, 0]);
    // A contest's creator without the permission (an ordinary user) does not rejudge.
    const alices = contestBy(s.t, s.alice.uid);
    const inAlices = insertSubmission(s.t, { ...base, cid: alices }).submitId;
    expect((await s.get(`/api/admin/judge/rejudge?submitId=${inAlices}`, s.alice.headers)).status).toBe(403);
    // The super admin still rejudges everything.
    expect((await s.get(`/api/admin/judge/rejudge-problem?pid=${s.problem.id}`, s.root.headers)).status).toBe(200);
  });

  test("rejudges in their own group, not in another teacher's", async () => {
    using s = await setup();
    const mine = (await send(s.t, 'POST', '/api/group', s.teacher.headers, groupForm())).data.id as number;
    const theirs = (
      await send(s.t, 'POST', '/api/group', s.other.headers, groupForm({ name: 'Class 8B', shortName: 'class8b' }))
    ).data.id as number;
    const base = { uid: s.alice.uid, username: s.alice.username, pid: s.problem.id };
    const inMine = insertSubmission(s.t, { ...base, gid: mine }).submitId;
    const inTheirs = insertSubmission(s.t, { ...base, gid: theirs }).submitId;
    const inTheirContest = insertSubmission(s.t, {
      ...base,
      gid: theirs,
      cid: contestBy(s.t, s.other.uid, theirs),
    }).submitId;
    const h = s.teacher.headers;
    expect((await s.get(`/api/admin/judge/rejudge?submitId=${inMine}`, h)).status).toBe(200);
    expect((await s.get(`/api/admin/judge/rejudge-group-problem?gid=${mine}&pid=${s.problem.id}`, h)).data).toEqual({
      count: 1,
    });
    expect((await s.get(`/api/admin/judge/rejudge?submitId=${inTheirs}`, h)).status).toBe(403);
    expect((await s.get(`/api/admin/judge/rejudge?submitId=${inTheirContest}`, h)).status).toBe(403);
    expect((await s.get(`/api/admin/judge/rejudge-group-problem?gid=${theirs}&pid=${s.problem.id}`, h)).status).toBe(
      403,
    );
    expect(
      (await s.get(`/api/admin/judge/rejudge-group-problem?gid=${theirs}&pid=${s.problem.id}`, s.other.headers)).data,
    ).toEqual({ count: 2 });
  });
});
