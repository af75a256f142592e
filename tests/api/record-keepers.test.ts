import { expect, test } from 'bun:test';
import { contestCells, dayCounts } from '../../src/db/schema/index.ts';
import { compareCounters } from '../../src/domain/submissions/counters-rebuild.ts';
import { recordKeepers } from '../../src/domain/submissions/record-keepers.ts';
import { makeTestApp } from '../helpers/app.ts';
import { sealedContest } from './contests/helpers.ts';

const AC = 0;

test('building a Verdict registers every keeper of maintained records with the counters hook', () => {
  using t = makeTestApp();
  expect(t.deps.db).toBeDefined();
  expect(
    recordKeepers()
      .map((k) => k.name)
      .sort(),
  ).toEqual(['contest boards', 'dashboard hours', 'group ranks', 'home days', 'public ranks', 'training progress']);
});

test("a contest participant's judged AC reaches the board and the home page's days through their keepers", async () => {
  using s = await sealedContest();
  const db = s.t.deps.db;
  s.sub(s.alice, s.A, AC, 20);
  const cells = db
    .select()
    .from(contestCells)
    .all()
    .filter((c) => c.cid === s.cid && c.uid === s.alice.uid);
  expect(cells.map((c) => [c.view, c.ac])).toEqual([
    ['live', true],
    ['withEnd', true],
    ['sealed', true],
  ]);
  expect(
    db
      .select()
      .from(dayCounts)
      .all()
      .reduce((n, d) => n + d.accepted, 0),
  ).toBe(1);
  expect(compareCounters(db)).toEqual([]);
});
