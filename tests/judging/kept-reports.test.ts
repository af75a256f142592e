// The judge's reports on a full disk: SQLite reports some writes there as a plain I/O error rather
// than "database or disk is full" (growing its WAL index, for one). While the disk has no room,
// any failed report is kept and written once there is room, so the verdict judged is stored once
// and never judged again; while the disk has room, a failed write is the error it is.
import { expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import type { FinalResult } from '../../judge/host.ts';
import { submissions } from '../../src/db/schema/index.ts';
import { storageWatch } from '../../src/domain/site/storage-watch.ts';
import { DbHost } from '../../src/judging/db-host.ts';
import { KeptReportsHost } from '../../src/judging/kept-reports.ts';
import { TestRunStore } from '../../src/judging/test-runs.ts';
import { addProblem, insertSubmission } from '../api/submissions/helpers.ts';
import { makeTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';

const accepted: FinalResult = { status: 0, score: null, oiRankScore: null, time: 3, memory: 900, judger: 'j1' };

test('a report refused by any write error while the disk has no room is kept, written once there is room, and the attempt stays the first', async () => {
  using t = makeTestApp();
  const user = await createUser(t.deps, { role: 1000 });
  const problem = await addProblem(t, user);
  const id = insertSubmission(t, { uid: user.uid, username: user.username, pid: problem.id, status: 5 }).submitId;
  const row = () => t.deps.db.select().from(submissions).where(eq(submissions.submitId, id)).get()!;
  let room = true;
  const kept = new KeptReportsHost(
    new DbHost(t.deps.db, t.deps.dataDir, new TestRunStore()),
    { hasRoom: () => room },
    storageWatch(t.deps.dataDir),
  );
  const task = await kept.claim('j1');
  expect(task?.key).toEqual({ kind: 'submission', id: String(id), attempt: 1 });
  const key = task!.key;

  // Every write now fails with an error that does not say "full" (SQLite's read-only refusal).
  t.deps.db.$client.run('pragma query_only = on');
  // With room on the disk, the failure is not the disk's: it is not hidden.
  await expect(kept.status(key, 7)).rejects.toThrow(/readonly/);
  expect(kept.keptKeys()).toEqual([]);

  room = false;
  expect(await kept.status(key, 7)).toBe(true);
  expect(await kept.finish(key, accepted)).toBe(true);
  expect(kept.keptKeys()).toEqual([key]);
  expect(await kept.claim('j1')).toBeNull();
  expect(row().status).toBe(6);

  t.deps.db.$client.run('pragma query_only = off');
  room = true;
  expect(await kept.flush()).toBe(true);
  expect(kept.keptKeys()).toEqual([]);
  expect([row().status, row().judgeAttempt, row().time]).toEqual([0, 1, 3]);
});
