import { Database } from 'bun:sqlite';
import { expect, setDefaultTimeout, test } from 'bun:test';
import { get, insertSubmission, setup } from './helpers.ts';

// Each test creates accounts (argon2 hashing): allow for a busy machine.
setDefaultTimeout(120_000);

type Row = { submitId: number; status: number; username: string };
const rows = async (s: Awaited<ReturnType<typeof setup>>, path: string, headers?: Record<string, string>) => {
  const { env } = await get(s.t, path, headers);
  return {
    status: env.status as number,
    total: env.data?.total as number,
    records: (env.data?.records ?? []) as Row[],
  };
};

// A page of the submission list is kept while the database is unchanged: every write in between,
// by the app, on its connection or from another one, shows in the next answer.
test('a kept submission list page follows a new submission, a verdict, a hidden problem and a renamed author', async () => {
  using s = await setup();
  const who = { uid: s.alice.uid, username: s.alice.username, pid: s.problem.id };
  const first = insertSubmission(s.t, { ...who, status: 5 });
  const list = '/api/get-submission-list?limit=15';
  expect((await rows(s, list)).records.map((r) => r.submitId)).toEqual([first.submitId]);
  expect(await rows(s, list)).toEqual(await rows(s, list));

  const second = insertSubmission(s.t, { ...who, status: 0 });
  expect(await rows(s, list)).toMatchObject({ total: 2, records: [{ submitId: second.submitId }, {}] });

  const sqlite = s.t.deps.db.$client;
  sqlite.run('update submissions set status = -1 where submit_id = ?', [first.submitId]);
  expect((await rows(s, list)).records[1]).toMatchObject({ submitId: first.submitId, status: -1 });

  // The problem made private: a visitor and another student no longer see its submissions; its author's still do.
  const other = new Database(sqlite.filename);
  try {
    other.run('update problems set auth = 2 where id = ?', [s.problem.id]);
    expect((await rows(s, list)).records).toEqual([]);
    expect((await rows(s, list, s.bob.headers)).records).toEqual([]);
    expect((await rows(s, list, s.root.headers)).records).toHaveLength(2);
    other.run('update problems set auth = 1 where id = ?', [s.problem.id]);
    expect((await rows(s, list)).records).toHaveLength(2);
  } finally {
    other.close();
  }

  // The author's name: the filter by username follows a rename at once.
  const byName = `${list}&username=${s.alice.username}`;
  expect((await rows(s, byName)).records).toHaveLength(2);
  sqlite.run('update users set username = ? where uid = ?', ['alice2', s.alice.uid]);
  expect((await rows(s, byName)).records).toEqual([]);
  expect((await rows(s, `${list}&username=alice2`)).records).toHaveLength(2);
});

test('a kept page of a group list is refused at once to a member who left, and kept apart per viewer', async () => {
  using s = await setup();
  const sqlite = s.t.deps.db.$client;
  sqlite.run(
    `insert into groups (name, short_name, brief, description, owner_uid, owner, auth, created_at, updated_at)
     values ('Lab', 'lab', '', '', ?, ?, 1, 0, 0)`,
    [s.root.uid, s.root.username],
  );
  const gid = (sqlite.query('select id from groups').get() as { id: number }).id;
  sqlite.run('insert into group_members (gid, uid, auth, created_at, updated_at) values (?, ?, 3, 0, 0)', [
    gid,
    s.bob.uid,
  ]);
  const list = `/api/get-submission-list?gid=${gid}`;
  expect((await rows(s, list, s.bob.headers)).status).toBe(200);
  expect((await rows(s, list, s.alice.headers)).status).not.toBe(200);
  sqlite.run('delete from group_members where gid = ? and uid = ?', [gid, s.bob.uid]);
  expect((await rows(s, list, s.bob.headers)).status).not.toBe(200);
});
