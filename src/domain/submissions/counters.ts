import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { submissions } from '../../db/schema/index.ts';
import { isFinalStatus, JudgeStatus } from '../../contract/judge-status.ts';
import { Deltas, recordKeepers, writeDeltas, type CountedSubmission, type StatusChange } from './record-keepers.ts';

export type { CountedSubmission, StatusChange } from './record-keepers.ts';

/**
 * The one hook that keeps the counters of src/db/schema/counters.ts true. Every write that adds a
 * submission, changes the status (or score) of one, or deletes one calls `countStatusChanges` in
 * the same transaction, with the status before (null: the row is new) and after (null: the row
 * is being deleted, call it before the delete). Lists and the home page then read the counters.
 * The hook writes the bank's counters, the problems' counts outside the bank (by contest) and each
 * user's record on a problem, then hands the change
 * to the keepers of the other records (record-keepers.ts): contest boards, training progress,
 * the public ranks, the home page's days.
 */

/** The status a submission is counted under: unfinished ones all count as Pending. */
export function countedStatus(status: number): number {
  return isFinalStatus(status) ? status : JudgeStatus.PENDING;
}

/** Practice: outside contests (a user's record on a problem, the seven-day ranking). */
export const isPractice = (s: CountedSubmission) => s.cid === null;
/** The bank: practice outside groups (the problem counts and the submission list's totals). */
export const inBankList = (s: CountedSubmission) => s.cid === null && s.gid === null;

export function countStatusChanges(db: Db, changes: readonly StatusChange[]): void {
  const keepers = recordKeepers();
  const problem = new Deltas(),
    user = new Deltas(),
    bank = new Deltas(),
    scope = new Deltas();
  const pairs = new Map<string, [string, number]>();
  for (const { submission: s, from, to } of changes) {
    for (const [status, sign] of [
      [from, -1],
      [to, 1],
    ] as const) {
      if (status === null) continue;
      const counted = countedStatus(status);
      if (inBankList(s)) {
        problem.add([s.pid, counted], sign);
        user.add([s.uid, counted], sign);
        bank.add([counted], sign);
      } else scope.add([s.pid, s.cid ?? 0, counted], sign);
    }
    if (isPractice(s)) pairs.set(`${s.uid}\u0000${s.pid}`, [s.uid, s.pid]);
  }
  writeDeltas(
    db,
    problem,
    ([pid, status], [n]) => sql`insert into problem_counts (pid, status, n) values (${pid}, ${status}, ${n})
    on conflict (pid, status) do update set n = n + excluded.n returning n`,
    ([pid, status]) => sql`delete from problem_counts where pid = ${pid} and status = ${status}`,
  );
  writeDeltas(
    db,
    user,
    ([uid, status], [n]) => sql`insert into user_counts (uid, status, n) values (${uid}, ${status}, ${n})
    on conflict (uid, status) do update set n = n + excluded.n returning n`,
    ([uid, status]) => sql`delete from user_counts where uid = ${uid} and status = ${status}`,
  );
  writeDeltas(
    db,
    bank,
    ([status], [n]) => sql`insert into bank_counts (status, n) values (${status}, ${n})
    on conflict (status) do update set n = n + excluded.n returning n`,
    ([status]) => sql`delete from bank_counts where status = ${status}`,
  );
  writeDeltas(
    db,
    scope,
    (
      [pid, cid, status],
      [n],
    ) => sql`insert into problem_scope_counts (pid, cid, status, n) values (${pid}, ${cid}, ${status}, ${n})
    on conflict (pid, cid, status) do update set n = n + excluded.n returning n`,
    ([pid, cid, status]) =>
      sql`delete from problem_scope_counts where pid = ${pid} and cid = ${cid} and status = ${status}`,
  );
  for (const [uid, pid] of pairs.values()) recountUserProblem(db, uid, pid);
  // The other records (the public ranks read the records and counts written above).
  for (const keeper of keepers) keeper.count(db, changes);
}

/** One submission's change; see countStatusChanges. */
export function countStatusChange(db: Db, submission: CountedSubmission, from: number | null, to: number | null): void {
  countStatusChanges(db, [{ submission, from, to }]);
}

/** A judged submission: it was unfinished (Compiling or Judging) and now has its verdict. */
export function countFinished(db: Db, row: CountedSubmission & { status: number }): void {
  countStatusChange(db, row, JudgeStatus.JUDGING, row.status);
}

/**
 * A user's record on a problem is recounted from their practice submissions of it (a few rows of
 * the (uid, pid, status) index): the best accepted score may go down on a rejudge.
 */
function recountUserProblem(db: Db, uid: string, pid: number): void {
  const [r] = db.all<{ tries: number; accepted: number; bestScore: number | null; lastSubmitId: number | null }>(sql`
    select count(*) as tries, coalesce(sum(status = ${JudgeStatus.ACCEPTED}), 0) as accepted,
      max(case when status = ${JudgeStatus.ACCEPTED} then score end) as bestScore, max(submit_id) as lastSubmitId
    from submissions where uid = ${uid} and pid = ${pid} and cid is null`);
  if (!r || r.tries === 0) {
    db.run(sql`delete from user_problems where uid = ${uid} and pid = ${pid}`);
    return;
  }
  db.run(sql`insert into user_problems (uid, pid, tries, accepted, best_score, last_submit_id)
    values (${uid}, ${pid}, ${r.tries}, ${r.accepted}, ${r.bestScore}, ${r.lastSubmitId})
    on conflict (uid, pid) do update set tries = excluded.tries, accepted = excluded.accepted,
      best_score = excluded.best_score, last_submit_id = excluded.last_submit_id`);
}

/** Before a problem is deleted with its submissions (same transaction): they leave every counter. */
export function countProblemDeletion(db: Db, pid: number): void {
  const rows = db
    .select({
      submitId: submissions.submitId,
      pid: submissions.pid,
      uid: submissions.uid,
      cid: submissions.cid,
      tid: submissions.tid,
      gid: submissions.gid,
      submitTime: submissions.submitTime,
      status: submissions.status,
    })
    .from(submissions)
    .where(eq(submissions.pid, pid))
    .all();
  countStatusChanges(
    db,
    rows.map((r) => ({ submission: r, from: r.status, to: null })),
  );
}
