import { expect, setDefaultTimeout, test } from 'bun:test';
import { keptUntilWrite, MAX_AGE_MS } from '../../../src/db/kept-values.ts';
import { countsAt } from '../../../src/domain/problems/counts.ts';
import { makeTestApp } from '../../helpers/app.ts';
import { send } from '../contests/helpers.ts';
import { AC, sealedGroupContest } from '../contests/seal-helpers.ts';

setDefaultTimeout(120_000);

// A value kept until a write stays past MAX_AGE_MS unless it says it changes with time; either is
// read again after a write.
test('a value kept until a write is read again at its age only when it changes with time', () => {
  using t = makeTestApp();
  const db = t.deps.db;
  db.$client.run('create table kept_until_write_probe (x integer)');
  let reads = 0;
  const read = (timed: boolean, now: number) =>
    keptUntilWrite(
      db,
      `probe ${timed}`,
      () => ({ n: ++reads, timed }),
      (v) => v.timed,
      now,
    ).n;
  const start = Date.now();
  const timeless = read(false, start);
  const timed = read(true, start);
  expect(read(false, start + MAX_AGE_MS - 1)).toBe(timeless);
  expect(read(true, start + MAX_AGE_MS - 1)).toBe(timed);
  expect(read(false, start + 10 * MAX_AGE_MS)).toBe(timeless);
  expect(read(true, start + 10 * MAX_AGE_MS)).toBeGreaterThan(timed);
  db.$client.run('insert into kept_until_write_probe (x) values (1)');
  expect(read(false, start + 10 * MAX_AGE_MS)).toBeGreaterThan(timeless);
});

// A problem list page is kept past its age only while no contest it counts has yet to lift its
// seal: one that has yet to is read again at a second's age, so its counts show once it lifts.
test('counts wait on time while a counted contest is sealed, and not once it is unsealed', async () => {
  const s = await sealedGroupContest(0, { autoRealRank: false });
  using _ = s;
  const db = s.t.deps.db;
  expect(countsAt(db, [s.problem.id], Date.now()).timed).toBe(false);
  s.sub(s.alice, AC, 10);
  expect(countsAt(db, [s.problem.id], Date.now()).timed).toBe(true);
  expect((await send(s.t, 'POST', '/api/admin/contest/end-now', s.root.headers, { cid: s.cid })).status).toBe(200);
  expect(countsAt(db, [s.problem.id], Date.now()).timed).toBe(true);
  expect((await send(s.t, 'POST', '/api/admin/contest/unseal-now', s.root.headers, { cid: s.cid })).status).toBe(200);
  expect(countsAt(db, [s.problem.id], Date.now())).toMatchObject({ timed: false });
  expect(countsAt(db, [s.problem.id], Date.now()).counts.get(s.problem.id)?.ac).toBeGreaterThan(0);
});
