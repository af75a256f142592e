import { expect, setDefaultTimeout, test } from 'bun:test';
import { eq, inArray } from 'drizzle-orm';
import { groupMembers, users } from '../../src/db/schema/index.ts';
import { setWebsiteConfig } from '../../src/domain/site/website-config.ts';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUserAndLogin, loginAs } from '../helpers/factories.ts';

// Every account's password is hashed: slow on a busy machine.
setDefaultTimeout(120_000);

type Headers = Record<string, string>;

/**
 * Class 7A run by a teacher (role 1009, the owner): Alice (member), Carol (a student made group
 * admin, level 4) and an administrator who is a member too. Class 7B is another teacher's, with Bob.
 */
async function setup() {
  const t = makeTestApp();
  setWebsiteConfig(t.deps.db, { groupCreateByUsers: true, dailyGroupLimit: 10, totalGroupLimit: 10 });
  const make = (o: Parameters<typeof createUserAndLogin>[2] = {}) => createUserAndLogin(t.deps, t.app, o);
  const [root, admin, teacher, other, alice, bob, carol] = [
    await make({ role: 1000 }),
    await make({ role: 1001 }),
    await make({ role: 1009 }),
    await make({ role: 1009 }),
    await make({ realname: 'Alice Liddell' }),
    await make(),
    await make(),
  ];
  const group = async (headers: Headers, name: string, shortName: string) => {
    const form = {
      name,
      shortName,
      brief: 'Our class',
      description: 'Homework and contests.',
      auth: 3,
      code: 'abc123',
      visible: true,
    };
    const { env } = await call(t.app, '/api/group', { method: 'POST', headers, json: form });
    if (env.status !== 200) throw new Error(env.msg);
    return env.data.id as number;
  };
  const a = await group(teacher.headers, 'Class 7A', 'class7a');
  const b = await group(other.headers, 'Class 7B', 'class7b');
  const now = new Date();
  const member = (gid: number, uid: string, auth: number) => ({ gid, uid, auth, createdAt: now, updatedAt: now });
  t.deps.db
    .insert(groupMembers)
    .values([member(a, alice.uid, 3), member(a, carol.uid, 4), member(a, admin.uid, 3), member(b, bob.uid, 3)])
    .run();
  const hashes = () =>
    t.deps.db
      .select({ uid: users.uid, h: users.passwordHash })
      .from(users)
      .where(inArray(users.uid, [alice.uid, bob.uid, admin.uid, carol.uid, teacher.uid]))
      .all()
      .sort((x, y) => x.uid.localeCompare(y.uid));
  const slips = async (headers: Headers, uids: string[]) =>
    (await call(t.app, '/api/admin/user/slips', { method: 'POST', headers, json: { uids } })).env;
  const groupSlips = async (headers: Headers, gid: number, uids: string[]) =>
    (await call(t.app, '/api/group/member-slips', { method: 'POST', headers, json: { gid, uids } })).env;
  return {
    t,
    root,
    admin,
    teacher,
    other,
    alice,
    bob,
    carol,
    a,
    b,
    hashes,
    slips,
    groupSlips,
    [Symbol.dispose]: () => t[Symbol.dispose](),
  };
}

test("a teacher's slips for members of their group: new passwords shown once on the slips, the old ones and sessions end", async () => {
  using s = await setup();
  const env = await s.groupSlips(s.teacher.headers, s.a, [s.alice.uid, s.carol.uid]);
  expect([env.status, env.data.count]).toEqual([200, 2]);
  const kept = await call(s.t.app, `/api/admin/user/generated-user?key=${env.data.key}`, {
    headers: s.teacher.headers,
  });
  const accounts = kept.env.data.users as { username: string; password: string; realname: string }[];
  expect(accounts.map((u) => [u.username, u.realname, u.password.length])).toEqual([
    [s.alice.username, 'Alice Liddell', 8],
    [s.carol.username, '', 8],
  ]);
  expect((await call(s.t.app, '/api/get-user-auth-info', { headers: s.alice.headers })).res.status).toBe(401);
  await expect(loginAs(s.t.app, s.alice.username, s.alice.password)).rejects.toThrow();
  expect((await loginAs(s.t.app, s.alice.username, accounts[0]!.password)).user.username).toBe(s.alice.username);
  // The same from the users page's call: a teacher's own students.
  expect((await s.slips(s.teacher.headers, [s.alice.uid])).status).toBe(200);
  // The super admin's users page: any ordinary account.
  expect((await s.slips(s.root.headers, [s.bob.uid])).status).toBe(200);
});

test("hostile: an administrator, another group's student, oneself, a student group admin or another group are refused whole; nothing changes", async () => {
  using s = await setup();
  const before = s.hashes();
  const cases: [string, () => Promise<{ status: number; msg: string }>, number, string][] = [
    [
      'teacher: a student and an administrator of the group',
      () => s.slips(s.teacher.headers, [s.alice.uid, s.admin.uid]),
      403,
      `No slip was made: ${s.admin.username} is not an ordinary account (slips are for students, never for administrators or oneself)`,
    ],
    [
      "teacher: a student and another group's student",
      () => s.slips(s.teacher.headers, [s.alice.uid, s.bob.uid]),
      403,
      `No slip was made: ${s.bob.username} is not a member of a group you run`,
    ],
    [
      "teacher's group: another group's student",
      () => s.groupSlips(s.teacher.headers, s.a, [s.bob.uid]),
      403,
      `No slip was made: ${s.bob.username} is not a member of a group you run`,
    ],
    [
      'teacher in the group: an administrator member',
      () => s.groupSlips(s.teacher.headers, s.a, [s.admin.uid]),
      403,
      `No slip was made: ${s.admin.username} is not an ordinary account (slips are for students, never for administrators or oneself)`,
    ],
    [
      "teacher: another teacher's group",
      () => s.groupSlips(s.teacher.headers, s.b, [s.bob.uid]),
      403,
      "Only the group's administrators may do this",
    ],
    [
      'teacher: oneself',
      () => s.slips(s.teacher.headers, [s.teacher.uid]),
      403,
      `No slip was made: ${s.teacher.username} is not an ordinary account (slips are for students, never for administrators or oneself)`,
    ],
    [
      'a student group admin: a fellow member',
      () => s.groupSlips(s.carol.headers, s.a, [s.alice.uid]),
      403,
      'Printing login slips sets new passwords: only those who manage or import accounts may do it',
    ],
    [
      'a student: the users page call',
      () => s.slips(s.carol.headers, [s.alice.uid]),
      403,
      'Please login again with the administrator account',
    ],
    ['super admin: an administrator', () => s.slips(s.root.headers, [s.admin.uid]), 403, expect.any(String) as never],
    ['an unknown account', () => s.slips(s.root.headers, [s.bob.uid, 'nobody']), 404, expect.any(String) as never],
  ];
  for (const [who, run, status, msg] of cases) {
    const env = await run();
    expect({ who, status: env.status, msg: env.msg }).toEqual({ who, status, msg });
  }
  expect(s.hashes()).toEqual(before);
  expect((await loginAs(s.t.app, s.alice.username, s.alice.password)).user.username).toBe(s.alice.username);
  expect(s.t.deps.db.select().from(users).where(eq(users.uid, s.admin.uid)).get()!.passwordHash).toBe(
    before.find((r) => r.uid === s.admin.uid)!.h,
  );
});

test('generated numbers zero-padded to the end number: s7a01 … s7a12; without the option as before', async () => {
  using s = await setup();
  const form = { prefix: 's7a', number_from: 1, number_to: 12, password_length: 6 };
  const env = (
    await call(s.t.app, '/api/admin/user/generate-user', {
      method: 'POST',
      headers: s.teacher.headers,
      json: { ...form, pad: true },
    })
  ).env;
  expect(env.status).toBe(200);
  const kept = await call(s.t.app, `/api/admin/user/generated-user?key=${env.data.key}`, {
    headers: s.teacher.headers,
  });
  const names = (kept.env.data.users as { username: string }[]).map((u) => u.username);
  expect([names[0], names[8], names[11], names.length]).toEqual(['s7a01', 's7a09', 's7a12', 12]);
  const plain = await call(s.t.app, '/api/admin/user/generate-user', {
    method: 'POST',
    headers: s.teacher.headers,
    json: { ...form, prefix: 's8b', number_to: 10 },
  });
  const second = await call(s.t.app, `/api/admin/user/generated-user?key=${plain.env.data.key}`, {
    headers: s.teacher.headers,
  });
  expect(second.env.data.users[0].username).toBe('s8b1');
});
