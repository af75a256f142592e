import { Database } from 'bun:sqlite';
import { expect, test } from 'bun:test';
import type { Db } from '../../src/db/client.ts';
import { keptWhileUnchanged } from '../../src/db/kept-values.ts';
import { makeTestApp } from '../helpers/app.ts';

const count = (sqlite: Database) => (sqlite.query('select count(*) as n from things').get() as { n: number }).n;

// A value kept while its tables are unchanged is first asked for inside a transaction that is
// rolled back: what watches the tables must not be rolled back with it, or their later writes
// would go unseen.
test('a value first kept inside a transaction that rolls back still follows its table', () => {
  const sqlite = new Database(':memory:');
  try {
    sqlite.run('create table things (x integer)');
    const db = { $client: sqlite } as unknown as Db;
    const read = () => keptWhileUnchanged(db, ['things'], 'things', () => count(sqlite));
    expect(() =>
      sqlite.transaction(() => {
        sqlite.run('insert into things (x) values (1)');
        expect(read()).toBe(1);
        throw new Error('rolled back');
      })(),
    ).toThrow('rolled back');
    expect(read()).toBe(0);
    sqlite.run('insert into things (x) values (1)');
    expect(read()).toBe(1);
    sqlite.run('insert into things (x) values (2)');
    expect(read()).toBe(2);
  } finally {
    sqlite.close();
  }
});

// The server's connection watches the tables whose values it keeps from the start.
test('the tables kept values read are watched from the moment the database is opened', () => {
  using t = makeTestApp();
  const names = (
    t.deps.db.$client.query(`select name from temp.sqlite_master where type = 'trigger'`).all() as { name: string }[]
  ).map((r) => r.name);
  for (const table of ['problems', 'problem_tags', 'tags', 'sessions', 'users'])
    expect(names).toContain(`${table}_version_update`);
});
