import { expect, test } from 'bun:test';
import { keptValue, MAX_AGE_MS } from '../../src/db/kept-values.ts';
import { makeTestApp } from '../helpers/app.ts';

// A kept value follows writes, and also time: what changes with time alone (a seal lifting at its
// hour) is read again once the kept value is MAX_AGE_MS old, with no write in between.
test('a kept value is read again after a write and after its age, never in between', () => {
  using t = makeTestApp();
  const db = t.deps.db;
  db.$client.run('create table kept_values_probe (x integer)');
  let reads = 0;
  const read = (now: number) => keptValue(db, 'kept-values-test', () => ++reads, now);
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
