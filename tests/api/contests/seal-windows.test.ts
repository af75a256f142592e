import { expect, setDefaultTimeout, test } from 'bun:test';
import { sealOf } from '../../../src/domain/access/seal.ts';
import { type ContestColumns, sealedWindows, sealFactsOfRow } from '../../../src/domain/access/seal-windows.ts';
import { makeTestApp } from '../../helpers/app.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';

// Accounts are made with argon2 hashing: allow for a busy machine.
setDefaultTimeout(120_000);

const MIN = 60_000;

// The pages outside a contest (a group's rank, a user's home, the week's statistics) leave out the
// windows sealed now. sealedWindows reads them in one statement that skips contests whose seal
// surely lifted: across every kind of contest it must give exactly what the seal's own rule gives
// contest by contest.
test('the sealed windows are those the seal rule gives for each contest, over every kind of contest', async () => {
  using t = makeTestApp();
  const db = t.deps.db;
  const late = await createUserAndLogin(t.deps, t.app);
  const now = Date.now();
  const insert = db.$client.prepare(`insert into contests (author_uid, title, type, auth, start_time, end_time,
    duration, seal_rank, seal_rank_time, auto_real_rank, unsealed_at, created_at, updated_at)
    values (null, 'Seal', ?, 0, ?, ?, 7200, ?, ?, ?, ?, 0, 0) returning id`);
  const extra = db.$client.prepare('insert into contest_extra_time (cid, uid, minutes) values (?, ?, ?)');
  // Running, ended an hour ago, ended 10 minutes ago with 30 minutes' extra time for one participant.
  const spans = [
    { start: now - 60 * MIN, end: now + 60 * MIN, extra: 0 },
    { start: now - 180 * MIN, end: now - 60 * MIN, extra: 0 },
    { start: now - 130 * MIN, end: now - 10 * MIN, extra: 30 },
  ];
  let made = 0;
  for (const type of [0, 1, 2])
    for (const span of spans)
      for (const sealRank of [0, 1])
        for (const sealTime of [null, span.start + 30 * MIN])
          for (const auto of [0, 1])
            for (const unsealedAt of [null, now - 5 * MIN, now + 5 * MIN]) {
              const { id } = insert.get(type, span.start, span.end, sealRank, sealTime, auto, unsealedAt) as {
                id: number;
              };
              if (span.extra) extra.run(id, late.uid, span.extra);
              made++;
            }
  const rows = db.$client
    .query(
      `select id, type, start_time, end_time, seal_rank, seal_rank_time, auto_real_rank, unsealed_at from contests`,
    )
    .all() as ContestColumns[];
  expect(rows).toHaveLength(made);
  const expected = rows.flatMap((r) => {
    const seal = sealOf(db, sealFactsOfRow(r), now);
    return seal.sealed ? [{ cid: r.id, from: seal.from, own: !seal.hidesAll }] : [];
  });
  expect(expected.length).toBeGreaterThan(20);
  // The windows are a set: their order is the statement's.
  expect(sealedWindows(db, now).sort((a, b) => a.cid - b.cid)).toEqual(expected);
});
