import { expect, setDefaultTimeout, test } from 'bun:test';
import { compareCounters } from '../../../src/domain/submissions/counters-rebuild.ts';
import { insertSubmission, send } from '../contests/helpers.ts';
import { AC, sealedGroupContest, WA } from '../contests/seal-helpers.ts';

setDefaultTimeout(120_000);

/**
 * A problem's statistics (its list row's counts and the Statistic dialog's) take a group's practice
 * and homework at once, and a contest's submissions once the contest is over and its seal has
 * lifted: an accept in a sealed contest never moves the problem's AC count before that.
 */
test('homework counts in the problem statistics at once; a sealed contest counts only once it is over and unsealed', async () => {
  const s = await sealedGroupContest(0, { autoRealRank: false });
  using _ = s;
  const stats = async () => {
    const detail = await send(s.t, 'GET', '/api/get-problem-detail?problemId=P1000', s.bob.headers);
    const list = await send(s.t, 'GET', '/api/get-problem-list?keyword=P1000&currentPage=1&limit=10', s.bob.headers);
    const row = (list.data.records as { problemId: string; total: number; ac: number }[]).find(
      (r) => r.problemId === 'P1000',
    )!;
    expect({ total: row.total, ac: row.ac }).toEqual({
      total: detail.data.problemCount.total,
      ac: detail.data.problemCount.ac,
    });
    return { total: detail.data.problemCount.total as number, ac: detail.data.problemCount.ac as number };
  };
  expect(await stats()).toEqual({ total: 0, ac: 0 });

  // Homework: the group's practice of a bank problem counts at once.
  insertSubmission(s.t, { uid: s.alice.uid, username: s.alice.username, pid: s.problem.id, gid: s.gid, status: AC });
  insertSubmission(s.t, { uid: s.alice.uid, username: s.alice.username, pid: s.problem.id, gid: s.gid, status: WA });
  expect(await stats()).toEqual({ total: 2, ac: 1 });

  // The sealed contest: an accept before the seal and one after it; neither shows while it runs.
  s.sub(s.alice, AC, 10);
  s.sub(s.alice, AC, 100);
  expect(await stats()).toEqual({ total: 2, ac: 1 });
  expect(compareCounters(s.t.deps.db)).toEqual([]);

  // Over, but unsealed only by hand: still not counted.
  expect((await send(s.t, 'POST', '/api/admin/contest/end-now', s.root.headers, { cid: s.cid })).status).toBe(200);
  expect(await stats()).toEqual({ total: 2, ac: 1 });

  // Unsealed: the contest's submissions join the statistics.
  expect((await send(s.t, 'POST', '/api/admin/contest/unseal-now', s.root.headers, { cid: s.cid })).status).toBe(200);
  expect(await stats()).toEqual({ total: 4, ac: 3 });
  expect(compareCounters(s.t.deps.db)).toEqual([]);
});
