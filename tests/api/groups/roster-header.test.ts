import { expect, setDefaultTimeout, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema/index.ts';
import { call } from '../../helpers/app.ts';
import { setup } from './helpers.ts';

// Each setup hashes passwords for several accounts.
setDefaultTimeout(120_000);

/** The roster reads the same file as the back office's import: a header in any order, in English or Chinese. */
async function previewAs(
  s: Awaited<ReturnType<typeof setup>>,
  headers: Record<string, string>,
  gid: number,
  text: string,
) {
  const form = new FormData();
  form.append('file', new File([text], 'class.csv', { type: 'text/csv' }));
  return (await call(s.t.app, `/api/group/roster-preview?gid=${gid}`, { method: 'POST', headers, body: form })).env;
}

test('a class list with a header (姓名 before 学号, no passwords) adds existing accounts by username; the names are not accounts to create', async () => {
  await using s = await setup();
  const gid = await s.createGroup(s.teacher.headers);
  const env = await previewAs(
    s,
    s.teacher.headers,
    gid,
    `姓名,学号,班级\nAlice A,${s.alice.username},7A\nDave D,${s.dave.username},7A\n`,
  );
  expect(
    env.data.lines.map((l: { line: number; username: string; state: string; fields: string[] }) => [
      l.line,
      l.username,
      l.state,
      l.fields,
    ]),
  ).toEqual([
    [2, s.alice.username, 'join', [s.alice.username]],
    [3, s.dave.username, 'join', [s.dave.username]],
  ]);
  const missing = await previewAs(s, s.teacher.headers, gid, '姓名,邮箱,班级\nAlice A,a@b.cn,7A\n');
  expect([missing.status, missing.msg]).toEqual([
    400,
    'The header row names no username (用户名) column: add it, or remove the header row to use the fixed order',
  ]);
});

test("the super admin's roster with a reordered header creates the accounts with their real names", async () => {
  await using s = await setup();
  const gid = await s.createGroup(s.teacher.headers);
  const env = await previewAs(s, s.root.headers, gid, 'Password,Name,Username\npass7a01,陈一,s7a01\n');
  expect(env.data.lines[0]).toMatchObject({ username: 's7a01', state: 'create' });
  const rows = env.data.lines.map((l: { fields: string[] }) => l.fields);
  const added = await call(s.t.app, '/api/group/roster-add', {
    method: 'POST',
    headers: s.root.headers,
    json: { gid, rows },
  });
  expect(added.env.data).toEqual({ joined: 1, created: 1, invited: 0 });
  expect(s.t.deps.db.select().from(users).where(eq(users.username, 's7a01')).get()?.realname).toBe('陈一');
});
