import { describe, expect, test } from 'bun:test';
import { PERMISSION_IDS } from '../../src/contract/permissions.ts';
import { setWebsiteConfig } from '../../src/domain/site/website-config.ts';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUserAndLogin, loginAs } from '../helpers/factories.ts';
import { solvedCaptcha, startSmtp } from './account-helpers.ts';

/**
 * One administrator cannot take over another administrator's account: only the super admin
 * changes the role, password, e-mail, username or status of an administrator-level account (the
 * super admin, admins, problem admins), or makes anyone one; no sequence of allowed calls does it.
 * The admin role is given the users page here, as a super admin may do on the role auth page.
 */

type T = ReturnType<typeof makeTestApp>;
type Headers = { Authorization: string };

const edit = (t: T, headers: Headers, json: unknown) =>
  call(t.app, '/api/admin/user/edit-user', { method: 'PUT', headers, json });
const bulk = (t: T, headers: Headers, json: unknown) =>
  call(t.app, '/api/admin/user/bulk', { method: 'PUT', headers, json });
const setPassword = (t: T, headers: Headers, uid: string, password: string) =>
  call(t.app, '/api/admin/user/reset-password', { method: 'PUT', headers, json: { uid, password } });

async function formOf(t: T, headers: Headers, username: string) {
  const { env } = await call(t.app, `/api/admin/user/get-user-list?keyword=${username}`, { headers });
  const row = env.data.records.find((r: { username: string }) => r.username === username);
  const {
    uid,
    nickname,
    realname,
    email,
    mobile,
    gender,
    school,
    number,
    github,
    blog,
    cfUsername,
    signature,
    titleName,
    titleColor,
    role,
    status,
  } = row;
  return {
    uid,
    username,
    nickname,
    realname,
    email,
    mobile,
    gender,
    school,
    number,
    github,
    blog,
    cfUsername,
    signature,
    titleName,
    titleColor,
    type: role,
    status,
  };
}

async function world() {
  const t = makeTestApp();
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000, username: 'boss' });
  const granted = await call(t.app, '/api/admin/role-auth', {
    method: 'PUT',
    headers: root.headers,
    json: {
      role: 1001,
      permissions: PERMISSION_IDS.filter((p) => !['announcement_admin', 'system_info_admin'].includes(p)),
    },
  });
  expect(granted.env.status).toBe(200);
  const attacker = await createUserAndLogin(t.deps, t.app, { role: 1001, username: 'mallory' });
  const victim = await createUserAndLogin(t.deps, t.app, {
    role: 1001,
    username: 'victim',
    email: 'victim@school.example',
  });
  const problemAdmin = await createUserAndLogin(t.deps, t.app, { role: 1008, username: 'pa' });
  const student = await createUserAndLogin(t.deps, t.app, { username: 'alice' });
  return { t, root, attacker, victim, problemAdmin, student };
}

const REFUSED = 'Only the super administrator may change, disable or delete an administrator';

describe('one admin cannot take over another', () => {
  test('demote, set the password, promote back: the first step is refused and nothing changes', async () => {
    const { t, attacker, victim } = await world();
    using _ = t;
    const form = await formOf(t, attacker.headers, 'victim');
    const demote = await edit(t, attacker.headers, { ...form, type: 1002 });
    expect([demote.status, demote.env.msg]).toEqual([403, REFUSED]);
    expect((await bulk(t, attacker.headers, { uids: [victim.uid], role: 1002 })).status).toBe(403);
    expect((await setPassword(t, attacker.headers, victim.uid, 'taken-over-1')).status).toBe(403);
    expect((await edit(t, attacker.headers, { ...form, setNewPwd: true, password: 'taken-over-1' })).status).toBe(403);
    // The victim is untouched: same role, same password, still signed in.
    expect((await call(t.app, '/api/get-user-info', { headers: victim.headers })).env.data.role).toBe(1001);
    await loginAs(t.app, 'victim', 'secret123');
  });

  test('changing the e-mail or the username, disabling or deleting another admin is refused', async () => {
    const { t, attacker, victim, problemAdmin } = await world();
    using _ = t;
    for (const username of ['victim', 'pa']) {
      const form = await formOf(t, attacker.headers, username);
      for (const change of [
        { email: 'mallory@evil.example' },
        { username: `${username}x` },
        { status: 1 },
        { nickname: 'pwned' },
      ]) {
        const res = await edit(t, attacker.headers, { ...form, ...change });
        expect([username, res.status, res.env.msg]).toEqual([username, 403, REFUSED]);
      }
    }
    expect((await bulk(t, attacker.headers, { uids: [problemAdmin.uid], status: 1 })).status).toBe(403);
    expect(
      (
        await call(t.app, '/api/admin/user/delete-user', {
          method: 'DELETE',
          headers: attacker.headers,
          json: { ids: [victim.uid] },
        })
      ).status,
    ).toBe(403);
    expect((await formOf(t, attacker.headers, 'victim')).email).toBe('victim@school.example');
  });

  test('e-mail then reset link: the address cannot be moved, so the link reaches only the owner', async () => {
    const { t, attacker } = await world();
    using _ = t;
    await using smtp = await startSmtp(t.deps);
    setWebsiteConfig(t.deps.db, { baseUrl: 'https://oj.school.example' });
    const form = await formOf(t, attacker.headers, 'victim');
    expect((await edit(t, attacker.headers, { ...form, email: 'mallory@evil.example' })).status).toBe(403);
    const captcha = await solvedCaptcha(t.app, t.deps);
    const asked = await call(t.app, '/api/apply-reset-password', {
      method: 'POST',
      json: { email: 'mallory@evil.example', captcha: captcha.answer, captchaKey: captcha.captchaKey },
    });
    expect(asked.env.status).not.toBe(200);
    expect(smtp.mails).toEqual([]);
  });

  test('an admin cannot make anyone an admin-level account, not even a student it set a password for', async () => {
    const { t, root, attacker, student } = await world();
    using _ = t;
    const form = await formOf(t, attacker.headers, 'alice');
    expect((await setPassword(t, attacker.headers, student.uid, 'chosen-by-admin')).env.status).toBe(200);
    for (const type of [1001, 1008]) {
      const res = await edit(t, attacker.headers, { ...form, type });
      expect([res.status, res.env.msg]).toEqual([
        403,
        'Only the super administrator may give or take an administrator role',
      ]);
      expect((await bulk(t, attacker.headers, { uids: [student.uid], role: type })).status).toBe(403);
    }
    // Ordinary changes to ordinary users stay the admin's to make.
    expect((await edit(t, attacker.headers, { ...form, nickname: 'ok', type: 1003 })).env.status).toBe(200);
    // The super admin does all of it.
    const victimForm = await formOf(t, root.headers, 'victim');
    expect((await edit(t, root.headers, { ...victimForm, type: 1002, email: 'new@school.example' })).env.status).toBe(
      200,
    );
    expect((await edit(t, root.headers, { ...form, type: 1008 })).env.status).toBe(200);
  });

  test('an admin still edits its own profile fields', async () => {
    const { t, attacker } = await world();
    using _ = t;
    const form = await formOf(t, attacker.headers, 'mallory');
    expect((await edit(t, attacker.headers, { ...form, nickname: 'me' })).env.status).toBe(200);
    expect((await edit(t, attacker.headers, { ...form, type: 1008 })).status).toBe(403);
  });
});

test("an admin neither reads nor ends another admin's sessions", async () => {
  const { t, attacker, victim, student } = await world();
  using _ = t;
  const read = await call(t.app, `/api/admin/user/sessions?uid=${victim.uid}`, { headers: attacker.headers });
  expect([read.status, read.env.msg]).toEqual([403, REFUSED]);
  expect(
    (await call(t.app, `/api/admin/user/sessions?uid=${student.uid}`, { headers: attacker.headers })).env.status,
  ).toBe(200);
  expect(
    (await call(t.app, `/api/admin/user/sessions?uid=${attacker.uid}`, { headers: attacker.headers })).env.status,
  ).toBe(200);
});
