import { Database } from 'bun:sqlite';
import { expect, test } from 'bun:test';
import { call } from '../../helpers/app.ts';
import { createProblem, problemForm, setup } from './helpers.ts';

// A page of the problem list is kept while the database is unchanged (src/db/kept-values.ts):
// its titles, verdict counts and tags must follow every write, whoever makes it.
test('a kept problem list page shows a rename, a new count, a new tag and a hidden problem at the next request', async () => {
  using s = await setup();
  const h = s.admin.headers;
  const page = async (headers: Record<string, string> = {}) =>
    (await call(s.t.app, '/api/get-problem-list?limit=10', { headers })).env.data.records as {
      pid: number;
      title: string;
      total: number;
      ac: number;
      tags: { name: string }[];
    }[];
  const a = await createProblem(s.t, h, problemForm({ problemId: 'P1000', title: 'First' }));
  await createProblem(s.t, h, problemForm({ problemId: 'P1001', title: 'Second' }));
  expect((await page()).map((r) => r.title)).toEqual(['First', 'Second']);
  expect(await page()).toEqual(await page());

  // On the same connection: a rename and a verdict counted by the counters.
  const sqlite = s.t.deps.db.$client;
  sqlite.run('update problems set title = ? where id = ?', ['Renamed', a.id]);
  expect((await page())[0]!.title).toBe('Renamed');
  sqlite.run('insert into problem_counts (pid, status, n) values (?, 0, 3)', [a.id]);
  expect((await page())[0]).toMatchObject({ total: 3, ac: 3 });

  // A tag given to the problem.
  sqlite.run(`insert into tags (name, color) values ('graphs', '#000')`);
  const tag = sqlite.query(`select id from tags where name = 'graphs'`).get() as { id: number };
  sqlite.run('insert into problem_tags (pid, tag_id) values (?, ?)', [a.id, tag.id]);
  expect((await page())[0]!.tags.map((t) => t.name)).toEqual(['graphs']);

  // From another connection (as `verdict doctor` would): a count and a problem made private.
  const other = new Database(sqlite.filename);
  try {
    other.run('update problem_counts set n = 5 where pid = ?', [a.id]);
    expect((await page())[0]).toMatchObject({ total: 5, ac: 5 });
    other.run('update problems set auth = 2 where id = ?', [a.id]);
    expect((await page()).map((r) => r.title)).toEqual(['Second']);
    expect((await page(h)).map((r) => r.title)).toEqual(['Renamed', 'Second']);
  } finally {
    other.close();
  }
});
