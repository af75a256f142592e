import { Database } from 'bun:sqlite';
import { expect, setSystemTime, test } from 'bun:test';
import type { Db } from '../../src/db/client.ts';
import { keptTotal, keptUntilWrite, keptWhileUnchanged, MAX_AGE_MS } from '../../src/db/kept-values.ts';
import { makeTestApp } from '../helpers/app.ts';

// A kept value follows writes, and also time: what changes with time alone (a seal lifting at its
// hour) is read again once the kept value is MAX_AGE_MS old, with no write in between.
test('a kept value is read again after a write and after its age, never in between', () => {
  using t = makeTestApp();
  const db = t.deps.db;
  db.$client.run('create table kept_values_probe (x integer)');
  let reads = 0;
  const read = (now: number) =>
    keptUntilWrite(
      db,
      'kept-values-test',
      () => ++reads,
      () => true,
      now,
    );
  const start = Date.now();
  expect(read(start)).toBe(1);
  expect(read(start + MAX_AGE_MS - 1)).toBe(1);
  expect(read(start + MAX_AGE_MS)).toBe(2);
  expect(read(start + MAX_AGE_MS + 1)).toBe(2);
  db.$client.run('insert into kept_values_probe (x) values (1)');
  expect(read(start + MAX_AGE_MS + 2)).toBe(3);
  // A clock set back does not keep a value past its age either.
  expect(read(start)).toBe(4);
});

/** Runs `check` on a database of one table, `things`, which the kept values read. */
function withThings(check: (db: Db, sqlite: Database) => void) {
  const sqlite = new Database(':memory:');
  try {
    sqlite.run('create table things (x integer)');
    check({ $client: sqlite } as unknown as Db, sqlite);
  } finally {
    sqlite.close();
  }
}

// A shelf holds a bounded number of values: one read often stays while many read once pass
// through, and each shelf is bounded apart from the others.
test('a value read often stays kept while many values read once pass through its shelf', () =>
  withThings((db) => {
    let reads = 0;
    const busy = () => keptWhileUnchanged(db, ['things'], 'busy', () => ++reads, 'pages');
    const other = keptWhileUnchanged(db, ['things'], 'other', () => 'kept', 'others');
    busy();
    for (let i = 0; i < 5_000; i++) {
      keptWhileUnchanged(db, ['things'], `once ${i}`, () => i, 'pages');
      if (i % 100 === 0) busy();
    }
    expect(reads).toBe(1);
    expect(keptWhileUnchanged(db, ['things'], 'other', () => 'read again', 'others')).toBe(other);
    // The values read once have left: the first of them is read again.
    expect(keptWhileUnchanged(db, ['things'], 'once 0', () => 'read again', 'pages')).toBe('read again');
  }));

// A shelf that keeps a value from its second read: a key read once is read afresh the next time
// and kept from then on, until its tables are written; a value kept before is kept again at once.
test('a value kept from its second read is read twice, then kept until its table is written', () =>
  withThings((db, sqlite) => {
    let reads = 0;
    const read = () => keptWhileUnchanged(db, ['things'], 'page', () => ++reads, 'pages', true);
    expect([read(), read(), read(), read()]).toEqual([1, 2, 2, 2]);
    sqlite.run('insert into things (x) values (1)');
    expect([read(), read()]).toEqual([3, 3]);
  }));

// A count of rows changes by a write alone: a list's total is not counted again as time passes,
// nor after a write to a table it does not count (a session's touch, a post).
test('a kept total is counted again after a write to its table, and not after any age or other write', () =>
  withThings((db, sqlite) => {
    sqlite.run('create table others (x integer)');
    let counts = 0;
    const total = () =>
      keptTotal(db, ['things'], 'select count(*) from things', [], () => {
        counts++;
        return (sqlite.query('select count(*) as n from things').get() as { n: number }).n;
      });
    const start = Date.now();
    try {
      expect(total()).toBe(0);
      setSystemTime(new Date(start + 60 * MAX_AGE_MS));
      expect(total()).toBe(0);
      expect(counts).toBe(1);
      sqlite.run('insert into others (x) values (1)');
      expect(total()).toBe(0);
      expect(counts).toBe(1);
      sqlite.run('insert into things (x) values (1)');
      expect(total()).toBe(1);
      expect(counts).toBe(2);
    } finally {
      setSystemTime();
    }
  }));
