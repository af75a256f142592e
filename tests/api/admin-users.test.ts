import { describe, expect, test } from 'bun:test';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUser, createUserAndLogin, loginAs } from '../helpers/factories.ts';
import { giveAdminsTheUsersPage } from './account-helpers.ts';

/** The back office's user edits and the role rules (doc 3 §3, §6; the rules). */

type T = ReturnType<typeof makeTestApp>;
type Headers = { Authorization: string };

const edit = (t: T, headers: Headers, json: unknown, lang = 'en-US') =>
  call(t.app, '/api/admin/user/edit-user', { method: 'PUT', headers: { ...headers, 'Accept-Language': lang }, json });
const bulk = (t: T, headers: Headers, json: unknown) =>
  call(t.app, '/api/admin/user/bulk', { method: 'PUT', headers, json });
const remove = (t: T, headers: Headers, ids: string[]) =>
  call(t.app, '/api/admin/user/delete-user', { method: 'DELETE', headers, json: { ids } });
const me = (t: T, headers: Headers) => call(t.app, '/api/get-user-info', { headers });

/** The list's row of a user, as the edit dialog starts from it. */
async function rowOf(t: T, headers: Headers, username: string) {
  const { env } = await call(t.app, `/api/admin/user/get-user-list?keyword=${username}`, { headers });
  return env.data.records.find((r: { username: string }) => r.username.toLowerCase() === username.toLowerCase());
}

function formOf(row: Record<string, unknown>) {
  const {
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
  giveAdminsTheUsersPage(t.deps);
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000, username: 'boss' });
  const admin = await createUserAndLogin(t.deps, t.app, { role: 1001, username: 'teacher' });
  const student = await createUserAndLogin(t.deps, t.app, { username: 'alice' });
  return { t, root, admin, student };
}

describe('edit-user', () => {
  test('the super admin edits every field; the role and the fields take effect at once', async () => {
    const { t, root, student } = await world();
    using _ = t;
    const row = await rowOf(t, root.headers, 'alice');
    const form = {
      ...formOf(row),
      username: 'Alice2',
      nickname: '小爱',
      realname: 'Alice Li',
      email: 'al@example.com',
      mobile: '+86 138 0000 0000',
      gender: 'female',
      school: 'No. 1 High',
      number: 'S-042',
      github: 'alicel',
      blog: 'https://a.example',
      cfUsername: 'alice_cf',
      signature: '**hi**',
      titleName: 'Top',
      titleColor: '#ff0000',
      type: 1008,
    };
    const { env } = await edit(t, root.headers, form);
    expect(env).toMatchObject({ status: 200, msg: 'Update Successfully' });
    const after = await rowOf(t, root.headers, 'alice2');
    expect(formOf(after)).toEqual({ ...form, uid: student.uid });
    expect(after.roles).toEqual([{ id: 1008, role: 'problem_admin' }]);
    // The session stays and carries the new role.
    expect((await me(t, student.headers)).env.data).toMatchObject({ username: 'Alice2', role: 1008 });
  });

  test('disabling ends the sessions and refuses the login; a new password ends them too', async () => {
    const { t, root, student } = await world();
    using _ = t;
    const form = formOf(await rowOf(t, root.headers, 'alice'));
    expect((await edit(t, root.headers, { ...form, status: 1 })).env.status).toBe(200);
    expect((await me(t, student.headers)).status).toBe(401);
    const refused = await call(t.app, '/api/login', {
      method: 'POST',
      json: { username: 'alice', password: 'secret123' },
    });
    expect(refused.env.msg).toBe('This account has been disabled');
    await edit(t, root.headers, { ...form, status: 0 });
    const again = await loginAs(t.app, 'alice', 'secret123');
    expect(
      (await edit(t, root.headers, { ...form, setNewPwd: true, password: 'brand-new-25-characters!!' })).env.status,
    ).toBe(200);
    expect((await me(t, again.headers)).status).toBe(401);
    await loginAs(t.app, 'alice', 'brand-new-25-characters!!');
  });

  test('bad forms are refused with the field named, never a 500', async () => {
    const { t, root, admin } = await world();
    using _ = t;
    const form = formOf(await rowOf(t, root.headers, 'alice'));
    const cases: [unknown, string, string][] = [
      [{ ...form, type: 999 }, 'The role does not exist', '该角色不存在'],
      [{ ...form, status: 2 }, 'The status is normal (0) or disabled (1)', '状态应为正常（0）或禁用（1）'],
      [{ ...form, email: 'not-mail' }, 'Invalid email format', '邮箱格式不正确'],
      [{ ...form, mobile: 'call me' }, 'Invalid mobile number', '手机号格式不正确'],
      [
        { ...form, titleColor: 'red;}' },
        'The title colour is a hex colour such as #ff9900',
        '头衔颜色应为十六进制颜色，如 #ff9900',
      ],
      [{ ...form, username: '' }, 'username is required', '用户名不能为空'],
      [{ ...form, username: 'x'.repeat(21) }, 'username must be at most 20 characters', '用户名不能超过 20 个字符'],
      [
        { ...form, setNewPwd: true, password: '123' },
        'The password must be 6 to 25 characters',
        '密码长度应为 6 到 25 个字符',
      ],
      [{ ...form, gender: 'other' }, 'gender has a value that is not allowed', '性别取值不在允许范围内'],
      ['not an object', 'request must be object', '请求类型应为对象'],
    ];
    for (const [json, en, zh] of cases) {
      const { status, env } = await edit(t, root.headers, json);
      expect([status, env.status, env.msg]).toEqual([200, 400, en]);
      expect((await edit(t, root.headers, json, 'zh-CN')).env.msg).toBe(zh);
    }
    expect((await edit(t, root.headers, { ...form, username: 'TEACHER' })).env.msg).toBe('The username already exists');
    expect((await edit(t, root.headers, { ...form, email: admin.email.toUpperCase() })).env.msg).toBe(
      'The email already exists',
    );
    expect((await edit(t, root.headers, { ...form, uid: 'nobody' })).env).toMatchObject({
      status: 404,
      msg: 'The user does not exist',
    });
  });
});

describe('the role rules', () => {
  test('an admin may edit users but cannot raise anyone to super admin, in both languages', async () => {
    const { t, root, admin } = await world();
    using _ = t;
    const form = formOf(await rowOf(t, admin.headers, 'alice'));
    expect((await edit(t, admin.headers, { ...form, nickname: 'ok', type: 1003 })).env.status).toBe(200);
    const en = await edit(t, admin.headers, { ...form, type: 1000 });
    expect(en.status).toBe(403);
    expect(en.env.msg).toBe('Only the super administrator may make someone a super administrator');
    expect((await edit(t, admin.headers, { ...form, type: 1000 }, 'zh-CN')).env.msg).toBe(
      '只有超级管理员可以将用户设为超级管理员',
    );
    expect((await bulk(t, admin.headers, { uids: [form.uid], role: 1000 })).status).toBe(403);
    expect((await rowOf(t, root.headers, 'alice')).role).toBe(1003);
  });

  test('an admin cannot change, disable, delete or reset a super admin, nor sign one out', async () => {
    const { t, root, admin, student } = await world();
    using _ = t;
    const rootForm = formOf(await rowOf(t, admin.headers, 'boss'));
    const msg = 'Only the super administrator may change, disable or delete a super administrator';
    expect((await edit(t, admin.headers, { ...rootForm, nickname: 'pwned' })).env.msg).toBe(msg);
    expect((await edit(t, admin.headers, { ...rootForm, type: 1002 })).env.msg).toBe(msg);
    const mixed = await bulk(t, admin.headers, { uids: [student.uid, root.uid], status: 1 });
    expect([mixed.status, mixed.env.msg]).toEqual([403, msg]);
    expect((await me(t, student.headers)).status).toBe(200); // all or none
    expect((await remove(t, admin.headers, [root.uid])).env.msg).toBe(msg);
    expect((await call(t.app, `/api/admin/user/sessions?uid=${root.uid}`, { headers: admin.headers })).env.msg).toBe(
      msg,
    );
    const reset = await call(t.app, '/api/admin/user/reset-password', {
      method: 'PUT',
      headers: admin.headers,
      json: { uid: root.uid, password: 'hijack123' },
    });
    expect(reset.status).toBe(403);
    const adminForm = formOf(await rowOf(t, root.headers, 'teacher'));
    const other = await createUser(t.deps, { role: 1001 });
    expect(
      (
        await edit(t, admin.headers, {
          ...formOf(await rowOf(t, root.headers, other.username)),
          setNewPwd: true,
          password: 'other-pass',
        })
      ).env.msg,
    ).toBe("Only the super administrator may change an administrator's password");
    expect((await me(t, root.headers)).env.data.nickname).toBe('');
    expect(adminForm.type).toBe(1001);
  });

  test('nobody disables or deletes themself; the last super admin stays', async () => {
    const { t, root } = await world();
    using _ = t;
    const self = formOf(await rowOf(t, root.headers, 'boss'));
    const selfMsg = 'You cannot disable or delete your own account';
    expect((await edit(t, root.headers, { ...self, status: 1 })).env).toMatchObject({ status: 400, msg: selfMsg });
    expect((await bulk(t, root.headers, { uids: [root.uid], status: 1 })).env.msg).toBe(selfMsg);
    expect((await remove(t, root.headers, [root.uid])).env.msg).toBe(selfMsg);
    const lastMsg = 'The last super administrator cannot be removed, disabled or deleted';
    expect((await edit(t, root.headers, { ...self, type: 1001 })).env).toMatchObject({ status: 400, msg: lastMsg });
    // With a second super admin, one may step down, and the other may be disabled; not both.
    const second = await createUserAndLogin(t.deps, t.app, { role: 1000 });
    expect((await bulk(t, second.headers, { uids: [root.uid, second.uid], role: 1002 })).env.msg).toBe(lastMsg);
    expect((await edit(t, root.headers, { ...self, type: 1001 })).env.status).toBe(200);
    expect((await me(t, root.headers)).env.data.role).toBe(1001);
    const secondForm = formOf(await rowOf(t, second.headers, second.username));
    expect((await edit(t, second.headers, { ...secondForm, type: 1002 })).env.msg).toBe(lastMsg);
  });
});

describe('bulk and delete', () => {
  test('bulk-disabling two users ends their sessions; deleting hides the account, keeps its rows and refuses its login', async () => {
    const { t, root, student } = await world();
    using _ = t;
    const bob = await createUserAndLogin(t.deps, t.app, { username: 'bob' });
    const { env } = await bulk(t, root.headers, { uids: [student.uid, bob.uid], status: 1 });
    expect(env).toMatchObject({ status: 200, data: { changed: 2, sessionsEnded: 2 } });
    expect((await me(t, student.headers)).status).toBe(401);
    expect((await me(t, bob.headers)).status).toBe(401);
    expect(
      (await bulk(t, root.headers, { uids: [student.uid, bob.uid], status: 0, role: 1003 })).env.data.changed,
    ).toBe(2);
    const again = await loginAs(t.app, 'bob', 'secret123');
    expect(again.user.role).toBe(1003);

    expect((await remove(t, root.headers, [bob.uid])).env).toMatchObject({
      status: 200,
      msg: 'Delete successfully',
      data: { changed: 1, sessionsEnded: 1 },
    });
    expect((await me(t, again.headers)).status).toBe(401);
    expect(
      (await call(t.app, '/api/login', { method: 'POST', json: { username: 'bob', password: 'secret123' } })).env.msg,
    ).toBe('This account has been disabled');
    expect(await rowOf(t, root.headers, 'bob')).toBeUndefined();
    expect(t.deps.db.$client.query('select deleted_at is not null as d from users where uid = ?').get(bob.uid)).toEqual(
      { d: 1 },
    );
    expect((await remove(t, root.headers, [bob.uid])).env.msg).toBe('The user does not exist');
    expect((await bulk(t, root.headers, { uids: [bob.uid], status: 0 })).env.msg).toBe('The user does not exist');
  });

  test('bulk and delete forms are checked', async () => {
    const { t, root } = await world();
    using _ = t;
    expect((await bulk(t, root.headers, { uids: [], status: 1 })).env.msg).toBe('Choose at least one user');
    expect((await bulk(t, root.headers, { uids: ['x'] })).env.msg).toBe('Choose a role or a status');
    expect((await bulk(t, root.headers, { uids: ['x'], role: 7 })).env.msg).toBe('The role does not exist');
    expect((await remove(t, root.headers, [])).env.msg).toBe('Choose at least one user');
    expect(
      (
        await call(t.app, '/api/admin/user/delete-user', {
          method: 'DELETE',
          headers: { ...root.headers, 'Accept-Language': 'zh-CN' },
          json: { ids: [] },
        })
      ).env.msg,
    ).toBe('请至少选择一个用户');
  });
});
