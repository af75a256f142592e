import { Database } from 'bun:sqlite';
import { expect, test } from 'bun:test';
import { call } from '../../helpers/app.ts';
import { createProblem, problemForm, setup } from './helpers.ts';

// The problem list's total is kept across writes to other tables (a verdict, a session) and
// counted again once the problems or their tags are written (src/db/table-versions.ts): on this
// connection, by a trigger or a foreign-key action, or from another connection.
test('a total kept across other writes follows each change of the problems and their tags', async () => {
  using s = await setup();
  const h = s.admin.headers;
  const sqlite = s.t.deps.db.$client;
  const total = async (query = '', headers: Record<string, string> = {}) =>
    (await call(s.t.app, `/api/get-problem-list?limit=10${query}`, { headers })).env.data.total as number;
  sqlite.run('create table elsewhere (x integer)');
  const elsewhere = () => sqlite.run('insert into elsewhere (x) values (1)');
  const a = await createProblem(s.t, h, problemForm({ problemId: 'P1000' }));
  const b = await createProblem(s.t, h, problemForm({ problemId: 'P1001' }));
  sqlite.run(`insert into tags (name, color) values ('graphs', '#000')`);
  const tag = (sqlite.query(`select id from tags where name = 'graphs'`).get() as { id: number }).id;
  expect([await total(), await total(`&tagId=${tag}`)]).toEqual([2, 0]);
  elsewhere();
  expect([await total(), await total(`&tagId=${tag}`)]).toEqual([2, 0]);

  sqlite.run('insert into problem_tags (pid, tag_id) values (?, ?)', [a.id, tag]);
  expect(await total(`&tagId=${tag}`)).toBe(1);
  elsewhere();
  sqlite.run('update problems set auth = 2 where id = ?', [b.id]);
  expect([await total(), await total('', h)]).toEqual([1, 2]);
  elsewhere();
  // A tag deleted takes its problems' tags with it (a foreign-key action).
  sqlite.run('delete from tags where id = ?', [tag]);
  expect(await total(`&tagId=${tag}`)).toBe(0);

  const other = new Database(sqlite.filename);
  try {
    other.run('update problems set auth = 1 where id = ?', [b.id]);
    expect(await total()).toBe(2);
    elsewhere();
    other.run('delete from problems where id = ?', [a.id]);
    expect([await total(), await total('', h)]).toEqual([1, 1]);
  } finally {
    other.close();
  }
});
