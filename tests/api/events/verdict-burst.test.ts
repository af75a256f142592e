/**
 * A burst of final verdicts in a contest, stored as the judge stores them (DbHost.finish): a
 * watching board is told in a bounded number of pushes, the last one of the final version, and
 * the submitter's page gets every verdict, each once. Nothing here depends on speed: the burst
 * is stored before the streams can read, and the pushes are counted, not timed.
 */
import { expect, test } from 'bun:test';
import { JudgeStatus } from '../../../src/contract/judge-status.ts';
import { contestVersion } from '../../../src/domain/events/hub.ts';
import { DbHost } from '../../../src/judging/db-host.ts';
import { TestRunStore } from '../../../src/judging/test-runs.ts';
import { createContest, setup } from '../contests/helpers.ts';
import { judgingSubmission, storeAccepted } from './judged-rows.ts';
import { SseReader } from './sse-reader.ts';

const BURST = 500;
const WATCHED = 100;
type Board = { cid: number; version: number };
type Status = { submitId: number; status: number };

test(`${BURST} verdicts in a burst reach the board in a bounded number of pushes and each submitter's page in full`, async () => {
  using s = await setup();
  const cid = await createContest(s.t, s.root.headers, {}, [s.problem.id]);
  const rows = Array.from({ length: BURST }, () => judgingSubmission(s, cid));
  const watched = rows.slice(-WATCHED).map((r) => r.submitId);
  const board = new SseReader(await s.t.app.request(`/api/events?cid=${cid}`, { headers: s.root.headers }));
  const page = new SseReader(
    await s.t.app.request(`/api/events?submitIds=${watched.join(',')}`, { headers: s.bob.headers }),
  );
  const [opening] = await board.until<Board>('board', () => true);
  let judging = 0;
  await page.until<Status>('status', () => ++judging === WATCHED);

  const host = new DbHost(s.t.deps.db, s.t.dataDir, new TestRunStore());
  const stored = rows.map((r) => storeAccepted(host, r.submitId));
  const version = contestVersion(cid);
  expect(await Promise.all(stored)).toEqual(rows.map(() => true));
  expect(version).toBeGreaterThanOrEqual(opening!.version + BURST);

  const pushes = await board.until<Board>('board', (b) => b.version >= version);
  expect(pushes.length).toBeLessThanOrEqual(2);
  expect(pushes.at(-1)).toEqual({ cid, version });

  const finals = new Map<number, number>();
  await page.until<Status>('status', (st) => {
    expect(finals.has(st.submitId)).toBe(false);
    finals.set(st.submitId, st.status);
    return finals.size === WATCHED;
  });
  expect([...finals.keys()].sort((a, b) => a - b)).toEqual(watched);
  expect(new Set(finals.values())).toEqual(new Set([JudgeStatus.ACCEPTED]));
  await Promise.all([board.close(), page.close()]);
});
