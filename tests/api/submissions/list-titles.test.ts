import { Database } from 'bun:sqlite';
import { expect, setDefaultTimeout, test } from 'bun:test';
import { call } from '../../helpers/app.ts';
import { insertSubmission, setup } from './helpers.ts';

setDefaultTimeout(120_000);

// The submission lists take their titles from titles kept until the problems are written: a
// rename shows at the next request of every list (kept pages, an author's, a problem's), on this
// connection or from another, with writes to other tables in between.
test('a renamed problem shows its new title in every submission list at the next request', async () => {
  const s = await setup();
  using _ = s;
  const sqlite = s.t.deps.db.$client;
  sqlite.run('create table elsewhere (x integer)');
  const elsewhere = () => sqlite.run('insert into elsewhere (x) values (1)');
  const p = s.problem;
  insertSubmission(s.t, { uid: s.bob.uid, username: s.bob.username, pid: p.id, status: 0 });
  const titles = async () => {
    const lists = [
      '',
      'status=0',
      `username=${s.bob.username}`,
      'problemID=P1000&completeProblemID=true',
      'problemID=P10',
    ];
    const seen = [];
    for (const query of lists) {
      const res = await call(s.t.app, `/api/get-submission-list?${query}`);
      seen.push(...(res.env.data.records as { title: string }[]).map((r) => r.title));
    }
    return [...new Set(seen)];
  };
  const before = await titles();
  expect(before).toHaveLength(1);
  elsewhere();
  expect(await titles()).toEqual(before);

  sqlite.run(`update problems set title = 'Renamed' where id = ?`, [p.id]);
  expect(await titles()).toEqual(['Renamed']);
  elsewhere();
  const other = new Database(sqlite.filename);
  try {
    other.run(`update problems set title = 'From another connection' where id = ?`, [p.id]);
    expect(await titles()).toEqual(['From another connection']);
  } finally {
    other.close();
  }
});
