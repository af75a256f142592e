import { describe, expect, test } from 'bun:test';
import { rolePermissions } from '../../src/db/schema/index.ts';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSION_IDS, type Permission } from '../../src/contract/permissions.ts';
import { ROLE_CODES, can, type RoleCode } from '../../src/contract/roles.ts';
import { setRolePermissions } from '../../src/domain/permissions/role-auth.ts';
import { call } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { setup, submit, type Headers, type TestApp } from './submissions/helpers.ts';

/** What the role rules of `can` said before permissions were stored, permission by permission; the teacher (1009) came after. */
const teacher = (role: number) => role === 1009;
const RULE_OF: Record<Permission, (role: number) => boolean> = {
  submit: can.submit,
  discussion_add: can.post,
  comment_add: can.comment,
  admin_login: can.enterAdmin,
  problem_admin: can.manageProblems,
  contest_admin: can.manageProblems,
  training_admin: can.manageProblems,
  discussion_admin: (r) => can.manageProblems(r) && !teacher(r),
  checker_admin: can.isAdmin,
  contest_exam: (r) => can.isAdmin(r) || teacher(r),
  user_admin: can.isRoot,
  user_import: (r) => can.isRoot(r) || teacher(r),
  rejudge_own: (r) => can.isRoot(r) || teacher(r),
  announcement_admin: can.isRoot,
  system_info_admin: can.isRoot,
};

const roleAuth = (t: TestApp, headers: Headers) => call(t.app, '/api/admin/role-auth', { headers });
const setRole = (t: TestApp, headers: Headers, role: number, permissions: unknown, lang = 'en-US') =>
  call(t.app, '/api/admin/role-auth', {
    method: 'PUT',
    headers: { ...headers, 'Accept-Language': lang },
    json: { role, permissions },
  });
const without = (role: RoleCode, p: Permission) => DEFAULT_ROLE_PERMISSIONS[role].filter((x) => x !== p);

describe('the stored permissions', () => {
  test("a new site's map is what the role rules granted, and the page lists it for every role", async () => {
    using s = await setup();
    const stored = s.t.deps.db.select().from(rolePermissions).all();
    for (const role of ROLE_CODES) {
      const expected = PERMISSION_IDS.filter((p) => RULE_OF[p](role));
      expect({
        role,
        held: stored
          .filter((r) => r.role === role)
          .map((r) => r.permission)
          .sort(),
      }).toEqual({ role, held: [...expected].sort() });
      expect({ role, held: [...DEFAULT_ROLE_PERMISSIONS[role]].sort() }).toEqual({ role, held: [...expected].sort() });
    }
    const { env } = await roleAuth(s.t, s.root.headers);
    expect(env.data.permissions.map((p: { id: string }) => p.id)).toEqual(PERMISSION_IDS);
    expect(env.data.roles.map((r: { role: number; editable: boolean }) => [r.role, r.editable])).toEqual(
      ROLE_CODES.map((r) => [r, r !== 1000]),
    );
    expect(env.data.roles.find((r: { role: number }) => r.role === 1005).permissions).toEqual(['submit']);
  });

  test('taking submit from ordinary users refuses their submissions at once; giving it back lets them through', async () => {
    using s = await setup();
    expect((await submit(s.t, s.alice.headers)).env.status).toBe(200);
    expect((await setRole(s.t, s.root.headers, 1002, without(1002, 'submit'))).env.status).toBe(200);
    const refused = await submit(s.t, s.alice.headers, { code: `${'/* again */'}int main(){return 0;}` });
    expect([refused.status, refused.env.msg]).toEqual([403, 'Your account is not allowed to submit']);
    expect((await submit(s.t, s.admin.headers)).env.status).toBe(200);
    const page = await roleAuth(s.t, s.root.headers);
    expect(page.env.data.roles.find((r: { role: number }) => r.role === 1002).permissions).toEqual([
      'discussion_add',
      'comment_add',
    ]);
    expect((await setRole(s.t, s.root.headers, 1002, DEFAULT_ROLE_PERMISSIONS[1002])).env.msg).toBe(
      'Update Successfully',
    );
    expect((await submit(s.t, s.alice.headers, { code: 'int main(){return 1;}' })).env.status).toBe(200);
  });

  test('a granted back-office permission opens its routes, and a taken one closes them', async () => {
    using s = await setup();
    const problemAdmin = await createUser(s.t.deps, { role: 1008 });
    const pa = await call(s.t.app, '/api/admin/login', {
      method: 'POST',
      json: { username: problemAdmin.username, password: problemAdmin.password },
    });
    const paHeaders = { Authorization: pa.res.headers.get('Authorization')! };
    expect((await call(s.t.app, '/api/admin/announcement', { headers: s.admin.headers })).status).toBe(403);
    await setRole(s.t, s.root.headers, 1001, [...DEFAULT_ROLE_PERMISSIONS[1001], 'announcement_admin']);
    expect((await call(s.t.app, '/api/admin/announcement', { headers: s.admin.headers })).env.status).toBe(200);
    expect((await call(s.t.app, '/api/admin/contest/get-contest-list', { headers: paHeaders })).env.status).toBe(200);
    await setRole(s.t, s.root.headers, 1008, without(1008, 'contest_admin'));
    expect((await call(s.t.app, '/api/admin/contest/get-contest-list', { headers: paHeaders })).status).toBe(403);
    expect((await call(s.t.app, '/api/admin/problem/get-problem-list', { headers: paHeaders })).env.status).toBe(200);
  });

  test('without "Enter the back office" a role is refused at the admin login', async () => {
    using s = await setup();
    const user = await createUser(s.t.deps, { role: 1002 });
    const login = () =>
      call(s.t.app, '/api/admin/login', { method: 'POST', json: { username: user.username, password: user.password } });
    expect((await login()).env.msg).toBe('Please login again with the administrator account');
    await setRole(s.t, s.root.headers, 1002, [...DEFAULT_ROLE_PERMISSIONS[1002], 'admin_login', 'training_admin']);
    expect((await login()).env.status).toBe(200);
  });
});

describe('changing the permissions', () => {
  test("is the super admin's alone", async () => {
    using s = await setup();
    for (const who of [s.admin, s.alice]) {
      expect((await roleAuth(s.t, who.headers)).status).toBe(403);
      const { status, env } = await setRole(s.t, who.headers, 1002, []);
      expect([status, env.msg]).toEqual([403, 'Please login again with the administrator account']);
    }
    expect((await setRole(s.t, {}, 1002, [])).status).toBe(401);
    expect(() => setRolePermissions(s.t.deps.db, { role: 1001 }, 1002, [])).toThrow(
      'Only the super admin may change the permissions of roles',
    );
    expect(
      s.t.deps.db
        .select()
        .from(rolePermissions)
        .all()
        .filter((r) => r.role === 1002),
    ).toHaveLength(3);
  });

  test("refuses what would lock admins out, the super admin's own list, unknown roles and permissions", async () => {
    using s = await setup();
    const cases: [number, unknown, string][] = [
      [
        1001,
        without(1001, 'admin_login'),
        'The admin role must keep "Enter the back office": without it every admin would be locked out of the back office',
      ],
      [
        1008,
        without(1008, 'admin_login'),
        'A role with back-office permissions must also hold "Enter the back office"',
      ],
      [1002, ['submit', 'user_admin'], 'A role with back-office permissions must also hold "Enter the back office"'],
      [1000, ['submit'], 'The super admin always holds every permission; they cannot be changed'],
      [999, [], 'The role 999 does not exist'],
      [1002, ['submit', 'fly'], 'permissions.1 has a value that is not allowed'],
      [1002, 'submit', 'permissions must be array'],
    ];
    for (const [role, permissions, msg] of cases) {
      const { env } = await setRole(s.t, s.root.headers, role, permissions);
      expect({ role, permissions, msg: env.msg, status: env.status }).toEqual({ role, permissions, msg, status: 400 });
    }
    expect((await setRole(s.t, s.root.headers, 1001, without(1001, 'admin_login'), 'zh-CN')).env.msg).toBe(
      '管理员角色必须保留“进入后台”权限，否则所有管理员都将无法进入后台',
    );
    const page = await roleAuth(s.t, s.root.headers);
    for (const r of page.env.data.roles as { role: RoleCode; permissions: Permission[] }[])
      expect(r.permissions).toEqual(PERMISSION_IDS.filter((p) => DEFAULT_ROLE_PERMISSIONS[r.role].includes(p)));
  });

  test('an admin role may be emptied of everything but entering the back office; duplicates are kept once', async () => {
    using s = await setup();
    expect((await setRole(s.t, s.root.headers, 1001, ['admin_login', 'admin_login'])).env.status).toBe(200);
    expect(
      (await roleAuth(s.t, s.root.headers)).env.data.roles.find((r: { role: number }) => r.role === 1001).permissions,
    ).toEqual(['admin_login']);
    expect((await call(s.t.app, '/api/admin/problem/get-problem-list', { headers: s.admin.headers })).status).toBe(403);
    expect((await setRole(s.t, s.root.headers, 1007, [])).env.status).toBe(200);
  });
});
