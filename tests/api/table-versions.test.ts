import { Database } from 'bun:sqlite';
import { expect, setDefaultTimeout, test } from 'bun:test';
import type { Db } from '../../src/db/client.ts';
import { keptWhileUnchanged } from '../../src/db/kept-values.ts';
import { makeTestApp } from '../helpers/app.ts';
import { addProblem, insertSubmission, setup } from './submissions/helpers.ts';

// The scopes' test creates accounts (argon2 hashing): allow for a busy machine.
setDefaultTimeout(120_000);

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

// A scope (`uid=…`, `pid=…`) is raised by the writes of its own rows only: a value kept for one
// author or problem is read again at their submission, verdict, move or deletion, or at a count
// of theirs, and at any commit of another connection; it stays kept across everyone else's.
test('a value kept for one author or problem follows their rows alone', async () => {
  using s = await setup();
  const sqlite = s.t.deps.db.$client;
  const reads = { alice: 0, problem: 0, all: 0 };
  const read = {
    alice: () => keptWhileUnchanged(s.t.deps.db, [`uid=${s.alice.uid}`], 'alice', () => ++reads.alice),
    problem: () => keptWhileUnchanged(s.t.deps.db, [`pid=${s.problem.id}`], 'problem', () => ++reads.problem),
    all: () => keptWhileUnchanged(s.t.deps.db, ['submissions'], 'all', () => ++reads.all),
  };
  const expectReads = (alice: number, problem: number, all: number) => {
    for (const f of Object.values(read)) f();
    expect(reads).toEqual({ alice, problem, all });
  };
  expectReads(1, 1, 1);
  expectReads(1, 1, 1);
  const other = await addProblem(s.t, s.root, { problemId: 'P1001' });
  const bobs = insertSubmission(s.t, { uid: s.bob.uid, username: s.bob.username, pid: other.id });
  expectReads(1, 1, 2);
  sqlite.run('update submissions set status = -1 where submit_id = ?', [bobs.submitId]);
  expectReads(1, 1, 3);
  const hers = insertSubmission(s.t, { uid: s.alice.uid, username: s.alice.username, pid: other.id });
  expectReads(2, 1, 4);
  // Moved onto the problem: both its old and its new problem's scopes.
  sqlite.run('update submissions set pid = ? where submit_id = ?', [s.problem.id, bobs.submitId]);
  expectReads(2, 2, 5);
  sqlite.run('delete from submissions where submit_id = ?', [hers.submitId]);
  expectReads(3, 2, 6);
  // The counts alone (as a rebuild of them writes them).
  sqlite.run('update user_counts set n = n + 1 where uid = ?', [s.alice.uid]);
  expectReads(4, 2, 6);
  sqlite.run('insert into problem_counts (pid, status, n) values (?, 0, 1)', [s.problem.id]);
  expectReads(4, 3, 6);
  sqlite.run('update user_counts set n = n + 1 where uid = ?', [s.bob.uid]);
  expectReads(4, 3, 6);
  const elsewhere = new Database(sqlite.filename);
  try {
    elsewhere.run('update users set nickname = ? where uid = ?', ['B', s.bob.uid]);
  } finally {
    elsewhere.close();
  }
  expectReads(5, 4, 7);
});
