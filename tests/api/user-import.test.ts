import { expect, test } from 'bun:test';
import { count, eq } from 'drizzle-orm';
import { userMessages, users } from '../../src/db/schema/index.ts';
import { parseCsv } from '../../src/domain/csv-read.ts';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUser, createUserAndLogin, loginAs } from '../helpers/factories.ts';

type T = ReturnType<typeof makeTestApp>;

const userCount = (t: T) => t.deps.db.select({ n: count() }).from(users).get()!.n;

function upload(t: T, headers: Record<string, string>, csv: string | Uint8Array, lang = 'en-US') {
  const form = new FormData();
  form.set('file', new File([csv as string | Uint8Array<ArrayBuffer>], 'class.csv', { type: 'text/csv' }));
  return call(t.app, '/api/admin/user/preview-batch-user', {
    method: 'POST',
    body: form,
    headers: { ...headers, 'Accept-Language': lang },
  });
}

function insert(t: T, headers: Record<string, string>, rows: string[][], lang = 'en-US') {
  return call(t.app, '/api/admin/user/insert-batch-user', {
    method: 'POST',
    json: { users: rows },
    headers: { ...headers, 'Accept-Language': lang },
  });
}

async function rootOf(t: T) {
  return (await createUserAndLogin(t.deps, t.app, { role: 1000, username: 'boss' })).headers;
}

test('CSV: a byte order mark, quoted fields with commas, quotes and line breaks, CRLF and LF, blank lines', () => {
  const text = '\uFEFFa,"b,1","say ""hi""",\r\n\r\n"two\nlines",x\nlast';
  expect(parseCsv(text)).toEqual([
    { line: 1, fields: ['a', 'b,1', 'say "hi"', ''] },
    { line: 3, fields: ['two\nlines', 'x'] },
    { line: 5, fields: ['last'] },
  ]);
  expect(() => parseCsv('a,"open\nb')).toThrow('Line 1: a quoted field is not closed');
});

test('a good file: the preview writes nothing, the import creates ordinary users with every column and the earlier notices', async () => {
  using t = makeTestApp();
  const root = await rootOf(t);
  const csv =
    'username,password,email,realname,gender,nickname,school\r\nstu01,pass0001,stu01@school.cn,张三,男,Zed,No.1 Middle\r\n"stu02","pass 0002",,"Li, Si",female,,\r\nstu03,pass0003,,,,,\r\n';
  const before = userCount(t);
  const { env } = await upload(t, root, csv);
  expect(env.data).toEqual({
    header: true,
    columns: ['username', 'password', 'email', 'realname', 'gender', 'nickname', 'school'],
    fates: ['create', 'create', 'create'],
    lines: [2, 3, 4],
    problems: [],
    users: [
      ['stu01', 'pass0001', 'stu01@school.cn', '张三', '男', 'Zed', 'No.1 Middle'],
      ['stu02', 'pass 0002', '', 'Li, Si', 'female', '', ''],
      ['stu03', 'pass0003', '', '', '', '', ''],
    ],
  });
  expect(userCount(t)).toBe(before);
  await call(t.app, '/api/admin/msg/notice', {
    method: 'POST',
    headers: root,
    json: { title: 'Welcome', content: 'Hello class', type: 'All' },
  });
  const done = await insert(t, root, env.data.users);
  expect({ status: done.env.status, msg: done.env.msg, data: done.env.data }).toEqual({
    status: 200,
    msg: 'Import successfully',
    data: { count: 3 },
  });
  const stu01 = t.deps.db.select().from(users).where(eq(users.username, 'stu01')).get()!;
  expect(stu01).toMatchObject({
    role: 1002,
    email: 'stu01@school.cn',
    realname: '张三',
    gender: 'male',
    nickname: 'Zed',
    school: 'No.1 Middle',
  });
  expect(stu01.passwordHash).toStartWith('$argon2id$');
  expect((await loginAs(t.app, 'stu02', 'pass 0002')).user).toMatchObject({
    realname: 'Li, Si',
    gender: 'female',
    role: 1002,
  });
  expect(t.deps.db.select({ n: count() }).from(userMessages).where(eq(userMessages.uid, stu01.uid)).get()!.n).toBe(1);
});

test('a bad file: the preview names every problem by line and column in both languages; the import writes nothing', async () => {
  using t = makeTestApp();
  const root = await rootOf(t);
  await createUser(t.deps, { username: 'Taken', email: 'used@school.cn' });
  const csv = [
    'taken,pass0001', // 1: exists (case aside)
    ',pass0002', // 2: no username
    'bob,123', // 3: short password
    'BOB,pass0004,not-an-email', // 4: repeated username, bad e-mail
    'carol,pass0005,USED@school.cn,,robot', // 5: e-mail taken, unknown gender
    'dave,pass0006,d@x.cn,,,a-very-long-nickname-indeed', // 6: nickname too long
    'erin,pass0007,d@x.cn,,,,,extra', // 7: e-mail repeated, eight columns
    `${'x'.repeat(21)},pass0008`, // 8: username too long
    'frank,', // 9: no password
  ].join('\n');
  const { env } = await upload(t, root, csv);
  expect(env.data.header).toBe(false);
  expect(
    env.data.problems.map((p: { row: number; column: string | null; message: string }) => [p.row, p.column, p.message]),
  ).toEqual([
    [1, 'username', 'The username taken already exists'],
    [2, 'username', 'The username is required'],
    [3, 'password', 'The password must be 6 to 25 characters'],
    [4, 'username', 'The username BOB is also on line 3'],
    [4, 'email', 'The email not-an-email is not valid'],
    [5, 'gender', 'The gender robot is not one of male, female, secrecy (男, 女, 保密)'],
    [5, 'email', 'The email USED@school.cn is already used by another account'],
    [6, 'nickname', 'This field is longer than 20 characters'],
    [7, null, 'The line has 8 columns; an account has 7'],
    [7, 'email', 'The email d@x.cn is also on line 6'],
    [8, 'username', `The username ${'x'.repeat(21)} is longer than 20 characters`],
    [9, 'password', 'The password is required'],
  ]);
  const zh = await upload(t, root, csv, 'zh-CN');
  expect(zh.env.data.problems[3].message).toBe('用户名 BOB 与第 3 行重复');
  const before = userCount(t);
  const refused = await insert(t, root, env.data.users);
  expect([refused.status, refused.env.status, refused.env.msg]).toEqual([
    200,
    400,
    'Nothing was imported: the account on row 1 (taken): The username taken already exists',
  ]);
  expect((await insert(t, root, env.data.users, 'zh-CN')).env.msg).toBe(
    '没有导入任何账号：第 1 个账号（taken）：用户名 taken 已存在',
  );
  expect(userCount(t)).toBe(before);
});

test('a mixed batch sent straight to the import is refused whole: the good rows are not created either', async () => {
  using t = makeTestApp();
  const root = await rootOf(t);
  const before = userCount(t);
  const refused = await insert(t, root, [
    ['good1', 'pass0001'],
    ['good2', 'pass0002'],
    ['good1', 'pass0003'],
  ]);
  expect(refused.env.msg).toBe(
    'Nothing was imported: the account on row 3 (good1): The username good1 is also on line 1',
  );
  expect(userCount(t)).toBe(before);
  expect((await insert(t, root, [['good1', 'pass0001', '', '', '', '', '', 'eighth']])).env.msg).toBe(
    'users.0 must be at most 7',
  );
  expect((await insert(t, root, [])).env.msg).toBe('users must be at least 1');
});

test('files the preview refuses outright: not UTF-8, an open quote, no rows, too many rows, too many bytes', async () => {
  using t = makeTestApp();
  const root = await rootOf(t);
  const gbk = new Uint8Array([0xd5, 0xc5, 0xc8, 0xfd, 0x2c, 0x70, 0x61, 0x73, 0x73, 0x31, 0x32, 0x33]); // 张三 in GBK
  const cases: [string | Uint8Array, string][] = [
    [gbk, 'The file is not UTF-8 text: save it as "CSV UTF-8"'],
    ['a,b\n"c,d\n', 'Line 2: a quoted field is not closed'],
    ['username,password\r\n\r\n', 'The file holds no accounts'],
    [
      Array.from({ length: 1001 }, (_, i) => `u${i},pass${i}00`).join('\n'),
      'A file may hold at most 1000 accounts; this one holds 1001',
    ],
    ['a'.repeat(600 * 1024), 'Exceed max size limit (512 KB)'],
  ];
  for (const [csv, msg] of cases) expect((await upload(t, root, csv)).env).toMatchObject({ status: 400, msg });
  const noFile = await call(t.app, '/api/admin/user/preview-batch-user', { method: 'POST', json: {}, headers: root });
  expect(noFile.env).toMatchObject({ status: 400, msg: 'file is required' });
});

test('the super admin may import; admins (by default), problem admins and users may not; the accounts made are ordinary users', async () => {
  using t = makeTestApp();
  const admin = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  const problemAdmin = await createUserAndLogin(t.deps, t.app, { role: 1008 });
  const plainAdmin = await createUserAndLogin(t.deps, t.app, { role: 1001 });
  const user = await createUserAndLogin(t.deps, t.app);
  expect((await insert(t, problemAdmin.headers, [['p1', 'pass0001']])).status).toBe(403);
  expect((await insert(t, plainAdmin.headers, [['p1', 'pass0001']])).status).toBe(403);
  expect((await upload(t, user.headers, 'p1,pass0001')).status).toBe(403);
  expect((await insert(t, admin.headers, [['p1', 'pass0001']])).env.data).toEqual({ count: 1 });
  expect(t.deps.db.select().from(users).where(eq(users.username, 'p1')).get()!.role).toBe(1002);
});

test('hashing an import does not hold the server: many requests are answered while it runs', async () => {
  using t = makeTestApp();
  const root = await rootOf(t);
  let done = false;
  const importing = insert(
    t,
    root,
    Array.from({ length: 6 }, (_, i) => [`lab${i}`, `pass000${i}`]),
  ).then((r) => {
    done = true;
    return r;
  });
  let answered = 0;
  while (!done && answered < 50) {
    if ((await call(t.app, '/api/ping')).env.status === 200) answered++;
  }
  expect(answered).toBe(50);
  expect((await importing).env.data).toEqual({ count: 6 });
});
