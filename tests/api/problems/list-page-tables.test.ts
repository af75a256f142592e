import { Database } from 'bun:sqlite';
import { expect, test } from 'bun:test';
import { createProblem, listPage, problemForm, setup } from './helpers.ts';

// A problem list page's rows and tags are kept across writes to other tables until the problems
// or the tags are written; its verdict counts are read again after any write. Each change below
// shows at the next request, with writes elsewhere in between.
test('kept rows follow a rename, a tag and a hidden problem; counts follow every verdict', async () => {
  using s = await setup();
  const h = s.admin.headers;
  const sqlite = s.t.deps.db.$client;
  sqlite.run('create table elsewhere (x integer)');
  const elsewhere = () => sqlite.run('insert into elsewhere (x) values (1)');
  const page = () => listPage(s.t);
  const a = await createProblem(s.t, h, problemForm({ problemId: 'P1000', title: 'First' }));
  const b = await createProblem(s.t, h, problemForm({ problemId: 'P1001', title: 'Second' }));
  expect((await page()).map((r) => r.title)).toEqual(['First', 'Second']);
  elsewhere();
  expect((await page()).map((r) => r.title)).toEqual(['First', 'Second']);

  sqlite.run('insert into problem_counts (pid, status, n) values (?, 0, 3)', [a.id]);
  expect((await page())[0]).toMatchObject({ title: 'First', total: 3, ac: 3 });
  sqlite.run('update problems set title = ? where id = ?', ['Renamed', a.id]);
  elsewhere();
  expect((await page())[0]).toMatchObject({ title: 'Renamed', total: 3, ac: 3 });

  sqlite.run(`insert into tags (name, color) values ('graphs', '#000')`);
  const tag = (sqlite.query(`select id from tags where name = 'graphs'`).get() as { id: number }).id;
  sqlite.run('insert into problem_tags (pid, tag_id) values (?, ?)', [b.id, tag]);
  elsewhere();
  expect((await page())[1]!.tags.map((t) => t.name)).toEqual(['graphs']);
  sqlite.run(`update tags set name = 'trees' where id = ?`, [tag]);
  expect((await page())[1]!.tags.map((t) => t.name)).toEqual(['trees']);

  const other = new Database(sqlite.filename);
  try {
    other.run('update problem_counts set n = 5 where pid = ?', [a.id]);
    expect((await page())[0]).toMatchObject({ total: 5, ac: 5 });
    elsewhere();
    other.run('update problems set auth = 2 where id = ?', [a.id]);
    expect((await page()).map((r) => r.title)).toEqual(['Second']);
  } finally {
    other.close();
  }
});
