import { expect, setDefaultTimeout, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.ts';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUser, createUserAndLogin, loginAs } from '../helpers/factories.ts';

// Hashing passwords on a busy machine.
setDefaultTimeout(120_000);

type T = ReturnType<typeof makeTestApp>;

function upload(t: T, headers: Record<string, string>, csv: string, lang = 'en-US') {
  const form = new FormData();
  form.set('file', new File([csv], 'class.csv', { type: 'text/csv' }));
  return call(t.app, '/api/admin/user/preview-batch-user', {
    method: 'POST',
    body: form,
    headers: { ...headers, 'Accept-Language': lang },
  });
}

const rootOf = async (t: T) => (await createUserAndLogin(t.deps, t.app, { role: 1000, username: 'boss' })).headers;

test('a header row in any order, any case and spacing: the rows come back in the import order and import as named', async () => {
  using t = makeTestApp();
  const root = await rootOf(t);
  const csv =
    ' Real Name ,E-Mail,PASSWORD,Seat,User_Name\n张三,zs@school.cn,pass0001,A3,s7a01\n李四,,pass0002,A4,s7a02\n';
  const { env } = await upload(t, root, csv);
  expect(env.data).toMatchObject({
    header: true,
    columns: ['realname', 'email', 'password', 'username'],
    lines: [2, 3],
    problems: [],
    fates: ['create', 'create'],
    users: [
      ['s7a01', 'pass0001', 'zs@school.cn', '张三', '', '', ''],
      ['s7a02', 'pass0002', '', '李四', '', '', ''],
    ],
  });
  const done = await call(t.app, '/api/admin/user/insert-batch-user', {
    method: 'POST',
    headers: root,
    json: { users: env.data.users },
  });
  expect(done.env.data).toEqual({ count: 2 });
  expect(t.deps.db.select().from(users).where(eq(users.username, 's7a01')).get()).toMatchObject({
    realname: '张三',
    email: 'zs@school.cn',
  });
  expect((await loginAs(t.app, 's7a02', 'pass0002')).user).toMatchObject({ realname: '李四' });
});

test('Chinese headers 姓名/密码/用户名/邮箱 are read as their columns', async () => {
  using t = makeTestApp();
  const root = await rootOf(t);
  const { env } = await upload(t, root, '姓名,密码, 用户名 ,邮箱\n王五,secret99,wang5,w5@school.cn\n');
  expect(env.data.columns).toEqual(['realname', 'password', 'username', 'email']);
  expect(env.data.users).toEqual([['wang5', 'secret99', 'w5@school.cn', '王五', '', '', '']]);
});

test('a header lacking a needed column, or naming one twice, is refused naming it in both languages; nothing is read', async () => {
  using t = makeTestApp();
  const root = await rootOf(t);
  const missing = await upload(t, root, 'username,realname\ns1,Ann\n');
  expect([missing.env.status, missing.env.msg]).toEqual([
    400,
    'The header row names no password (密码) column: add it, or remove the header row to use the fixed order',
  ]);
  const zh = await upload(t, root, '姓名,邮箱\nAnn,a@b.cn\n', 'zh-CN');
  expect(zh.env.msg).toBe('表头缺少 username (用户名), password (密码) 列：请添加该列，或删除表头行以使用固定列顺序');
  const twice = await upload(t, root, '用户名,密码,username\ns1,pass0001,s1\n');
  expect([twice.env.status, twice.env.msg]).toEqual([400, 'The header row names the username (用户名) column twice']);
});

test("each row's fate: created, an existing account left as it is, invalid with why (a row repeated in the file)", async () => {
  using t = makeTestApp();
  const root = await rootOf(t);
  await createUser(t.deps, { username: 'old01', email: 'old@school.cn' });
  const csv = 'password,username\npass0001,new01\npass0002,OLD01\npass0003,new01\nx,new02\n';
  const { env } = await upload(t, root, csv);
  expect(env.data.fates).toEqual(['create', 'exists', 'invalid', 'invalid']);
  expect(env.data.problems.map((p: { row: number; message: string }) => [p.row, p.message])).toEqual([
    [3, 'The username OLD01 already exists'],
    [4, 'The username new01 is also on line 2'],
    [5, 'The password must be 6 to 25 characters'],
  ]);
});

test('a file without a header keeps the fixed order (username, password, email, realname, …)', async () => {
  using t = makeTestApp();
  const root = await rootOf(t);
  const { env } = await upload(t, root, 's9,pass0009,s9@school.cn,Nine\n');
  expect(env.data).toMatchObject({ header: false, columns: [], fates: ['create'] });
  expect(env.data.users).toEqual([['s9', 'pass0009', 's9@school.cn', 'Nine', '', '', '']]);
});
