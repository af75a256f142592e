import { expect, test } from 'bun:test';
import { count, like } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.ts';
import { keepGenerated, generatedUnder } from '../../src/domain/users/generate-store.ts';
import { setWebsiteConfig } from '../../src/domain/site/website-config.ts';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUser, createUserAndLogin, loginAs } from '../helpers/factories.ts';

type T = ReturnType<typeof makeTestApp>;

function generate(t: T, headers: Record<string, string>, body: Record<string, unknown>, lang = 'en-US') {
  return call(t.app, '/api/admin/user/generate-user', {
    method: 'POST',
    json: body,
    headers: { ...headers, 'Accept-Language': lang },
  });
}

const labUsers = (t: T, pattern: string) =>
  t.deps.db.select({ n: count() }).from(users).where(like(users.username, pattern)).get()!.n;

test('generates prefix + number + suffix for each number, with random passwords of the length asked; the CSV and the slips carry them', async () => {
  using t = makeTestApp();
  const root = (await createUserAndLogin(t.deps, t.app, { role: 1000 })).headers;
  setWebsiteConfig(t.deps.db, { baseUrl: 'http://oj.school.lan' });
  const { env } = await generate(t, root, {
    prefix: 'lab',
    suffix: 'x',
    number_from: 8,
    number_to: 11,
    password_length: 10,
    realnames: ['Ann', 'Bo', '陈晨', 'Dee'],
  });
  expect(env).toMatchObject({ status: 200, msg: 'Generate successfully', data: { count: 4 } });
  const kept = await call(t.app, `/api/admin/user/generated-user?key=${env.data.key}`, { headers: root });
  const accounts = kept.env.data.users as { username: string; password: string; realname: string }[];
  expect(accounts.map((a) => [a.username, a.realname])).toEqual([
    ['lab8x', 'Ann'],
    ['lab9x', 'Bo'],
    ['lab10x', '陈晨'],
    ['lab11x', 'Dee'],
  ]);
  expect(kept.env.data.baseUrl).toBe('http://oj.school.lan');
  for (const a of accounts) expect(a.password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{10}$/);
  expect(new Set(accounts.map((a) => a.password)).size).toBe(4);
  const me = await loginAs(t.app, 'lab10x', accounts[2]!.password);
  expect(me.user).toMatchObject({ role: 1002, realname: '陈晨' });
  const stored = t.deps.db.select().from(users).where(like(users.username, 'lab%x')).all();
  expect(
    stored.every((u) => u.passwordHash.startsWith('$argon2id$') && !u.passwordHash.includes(accounts[0]!.password)),
  ).toBe(true);
  const file = await call(t.app, `/api/file/generate-user-excel?key=${env.data.key}`, { headers: root });
  expect(file.res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
  expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.res.arrayBuffer())).toBe(
    `\uFEFFusername,password,realname\r\n${accounts.map((a) => `${a.username},${a.password},${a.realname}`).join('\r\n')}\r\n`,
  );
});

test('password lengths 6 and 25 are the ends; one number makes one account', async () => {
  using t = makeTestApp();
  const root = (await createUserAndLogin(t.deps, t.app, { role: 1000 })).headers;
  for (const [n, length] of [
    [1, 6],
    [2, 25],
  ] as const) {
    const { env } = await generate(t, root, { prefix: 'p', number_from: n, number_to: n, password_length: length });
    const kept = await call(t.app, `/api/admin/user/generated-user?key=${env.data.key}`, { headers: root });
    expect(
      kept.env.data.users.map((a: { username: string; password: string }) => [a.username, a.password.length]),
    ).toEqual([[`p${n}`, length]]);
  }
});

test('refusals name the rule, in both languages, and create nothing', async () => {
  using t = makeTestApp();
  const root = (await createUserAndLogin(t.deps, t.app, { role: 1000 })).headers;
  await createUser(t.deps, { username: 'S3' });
  const base = { prefix: 's', number_from: 1, number_to: 5, password_length: 8 };
  const cases: [Record<string, unknown>, string, string][] = [
    [
      { ...base, number_from: 5, number_to: 4 },
      'The end number cannot be below the start number',
      '结束编号不能小于起始编号',
    ],
    [{ ...base, password_length: 5 }, 'password_length must be at least 6', '密码长度不能少于 6'],
    [{ ...base, password_length: 26 }, 'password_length must be at most 25', '密码长度不能超过 25'],
    [{ ...base, number_to: undefined }, 'number_to must be number', '结束编号类型应为数字'],
    [
      { ...base, number_to: 1001 },
      'At most 1000 accounts can be generated at a time; 1001 were asked for',
      '一次最多生成 1000 个账号，请求了 1001 个',
    ],
    [
      { ...base, prefix: 'a-rather-long-prefix', number_to: 10 },
      'The username a-rather-long-prefix10 would be longer than 20 characters',
      '用户名 a-rather-long-prefix10 将超过 20 个字符',
    ],
    [base, '1 of these usernames already exist, such as s3', '其中 1 个用户名已存在，例如 s3'],
    [
      { ...base, realnames: ['Ann', 'Bo'] },
      'The real-name list holds 2 names for 5 accounts',
      '真实姓名列表有 2 个名字，但账号有 5 个',
    ],
  ];
  for (const [body, en, zh] of cases) {
    expect((await generate(t, root, body)).env).toMatchObject({ status: 400, msg: en });
    expect((await generate(t, root, body, 'zh-CN')).env.msg).toBe(zh);
  }
  expect(labUsers(t, 's%')).toBe(1);
});

test('generated accounts are kept 30 minutes; an unknown or expired key is "no longer kept"', async () => {
  using t = makeTestApp();
  const root = (await createUserAndLogin(t.deps, t.app, { role: 1000 })).headers;
  const { key } = keepGenerated(
    [{ username: 'old1', password: 'pw-old-1', realname: '' }],
    Date.now() - 30 * 60_000 - 1,
  );
  expect(() => generatedUnder(key)).toThrow(
    'These generated accounts are no longer kept (30 minutes): generate them again',
  );
  const fresh = keepGenerated([{ username: 'new1', password: 'pw-new-1', realname: '' }], Date.now() - 29 * 60_000);
  expect(generatedUnder(fresh.key).users[0]!.username).toBe('new1');
  const file = await call(t.app, `/api/file/generate-user-excel?key=${key}`, { headers: root });
  expect(file.env).toMatchObject({
    status: 404,
    msg: 'These generated accounts are no longer kept (30 minutes): generate them again',
  });
});

test('the super admin may generate and read what was generated; admins (by default), problem admins and users may not', async () => {
  using t = makeTestApp();
  const admin = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  const problemAdmin = await createUserAndLogin(t.deps, t.app, { role: 1008 });
  const plainAdmin = await createUserAndLogin(t.deps, t.app, { role: 1001 });
  const user = await createUserAndLogin(t.deps, t.app);
  const body = { prefix: 'g', number_from: 1, number_to: 2, password_length: 8 };
  expect((await generate(t, problemAdmin.headers, body)).status).toBe(403);
  expect((await generate(t, plainAdmin.headers, body)).status).toBe(403);
  expect((await generate(t, user.headers, body)).status).toBe(403);
  const { env } = await generate(t, admin.headers, body);
  expect(env.data.count).toBe(2);
  expect(
    (await call(t.app, `/api/file/generate-user-excel?key=${env.data.key}`, { headers: user.headers })).status,
  ).toBe(403);
  expect(
    (await call(t.app, `/api/admin/user/generated-user?key=${env.data.key}`, { headers: admin.headers })).env.data
      .users,
  ).toHaveLength(2);
});
