import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { submissions } from '../../db/schema/index.ts';
import { isFinalStatus, JudgeStatus } from '../../contract/judge-status.ts';
import { dayKey } from '../home/week-window.ts';
import { refreshCells, type CellKey } from '../contests/cells.ts';
import { refreshTrainingCells, trainingsCountingOutside, type TrainingCellKey } from '../trainings/cells.ts';
import { refreshUserRanks } from '../ranks/user-ranks.ts';

/**
 * The one hook that keeps the counters of src/db/schema/counters.ts true. Every write that adds a
 * submission, changes the status (or score) of one, or deletes one calls `countStatusChanges` in
 * the same transaction, with the status before (null: the row is new) and after (null: the row
 * is being deleted, call it before the delete). Lists and the home page then read the counters.
 */

/** What the counters need to know of a submission besides its status. */
export interface CountedSubmission {
  submitId: number;
  pid: number;
  uid: string;
  cid: number | null;
  tid: number | null;
  gid: number | null;
  submitTime: Date;
}

export interface StatusChange {
  submission: CountedSubmission;
  from: number | null;
  to: number | null;
}

/** The status a submission is counted under: unfinished ones all count as Pending. */
export function countedStatus(status: number): number {
  return isFinalStatus(status) ? status : JudgeStatus.PENDING;
}

/** Practice: outside contests (a user's record on a problem, the seven-day ranking). */
export const isPractice = (s: CountedSubmission) => s.cid === null;
/** The bank: practice outside groups (the problem counts and the submission list's totals). */
export const inBankList = (s: CountedSubmission) => s.cid === null && s.gid === null;

type Key = (string | number)[];

/** Sums of deltas by key, so a change of many rows writes each counter once. */
class Deltas {
  readonly sums = new Map<string, { key: Key; n: number[] }>();
  add(key: Key, ...n: number[]): void {
    const id = JSON.stringify(key);
    const hit = this.sums.get(id);
    if (hit) hit.n.forEach((_, i) => (hit.n[i]! += n[i]!));
    else this.sums.set(id, { key, n });
  }
  *changed() {
    for (const d of this.sums.values()) if (d.n.some((n) => n !== 0)) yield d;
  }
}

export function countStatusChanges(db: Db, changes: readonly StatusChange[]): void {
  const problem = new Deltas(), user = new Deltas(), bank = new Deltas(), day = new Deltas(), dayAc = new Deltas();
  const pairs = new Map<string, [string, number]>();
  const cells = new Map<string, CellKey>();
  const trainingCells = new Map<string, TrainingCellKey>();
  const leaving = new Set<number>();
  const gonePids = new Set<number>();
  for (const { submission: s, from, to } of changes) {
    // A training's records, like a board, count only finished submissions.
    if (s.tid !== null && !(from === null && to !== null && !isFinalStatus(to))) {
      trainingCells.set(`${s.tid}\u0000${s.uid}\u0000${s.pid}`, { tid: s.tid, uid: s.uid, pid: s.pid });
      if (to === null) leaving.add(s.submitId);
    }
    // A private training also counts a registered student's accepted answers of its problems made outside it (not in contests).
    if (s.cid === null && (from === JudgeStatus.ACCEPTED || to === JudgeStatus.ACCEPTED)) {
      for (const tid of trainingsCountingOutside(db, s.uid, s.pid)) {
        trainingCells.set(`${tid}\u0000${s.uid}\u0000${s.pid}`, { tid, uid: s.uid, pid: s.pid });
        if (to === null) leaving.add(s.submitId);
      }
    }
    // A contest board counts only finished submissions: a new one in the queue changes no cell.
    if (s.cid !== null && !(from === null && to !== null && !isFinalStatus(to))) {
      cells.set(`${s.cid}\u0000${s.uid}\u0000${s.pid}`, { cid: s.cid, uid: s.uid, pid: s.pid });
      if (to === null) leaving.add(s.submitId);
    }
    const d = dayKey(s.submitTime);
    for (const [status, sign] of [[from, -1], [to, 1]] as const) {
      if (status === null) continue;
      const counted = countedStatus(status);
      const ac = status === JudgeStatus.ACCEPTED ? sign : 0;
      if (inBankList(s)) {
        problem.add([s.pid, counted], sign);
        user.add([s.uid, counted], sign);
        bank.add([counted], sign);
      }
      day.add([d], (from === null || to === null) ? sign : 0, ac);
      if (isPractice(s) && ac !== 0) dayAc.add([d, s.uid, s.pid], ac);
    }
    if (isPractice(s)) pairs.set(`${s.uid}\u0000${s.pid}`, [s.uid, s.pid]);
    if (to === null) gonePids.add(s.pid);
  }
  const write = (deltas: Deltas, upsert: (k: Key, n: number[]) => SQL, drop: (k: Key) => SQL) => {
    for (const { key, n } of deltas.changed()) {
      if (db.all<{ n: number }>(upsert(key, n))[0]!.n === 0) db.run(drop(key));
    }
  };
  write(problem, ([pid, status], [n]) => sql`insert into problem_counts (pid, status, n) values (${pid}, ${status}, ${n})
    on conflict (pid, status) do update set n = n + excluded.n returning n`,
  ([pid, status]) => sql`delete from problem_counts where pid = ${pid} and status = ${status}`);
  write(user, ([uid, status], [n]) => sql`insert into user_counts (uid, status, n) values (${uid}, ${status}, ${n})
    on conflict (uid, status) do update set n = n + excluded.n returning n`,
  ([uid, status]) => sql`delete from user_counts where uid = ${uid} and status = ${status}`);
  write(bank, ([status], [n]) => sql`insert into bank_counts (status, n) values (${status}, ${n})
    on conflict (status) do update set n = n + excluded.n returning n`,
  ([status]) => sql`delete from bank_counts where status = ${status}`);
  write(day, ([d], [total, ac]) => sql`insert into day_counts (day, total, accepted) values (${d}, ${total}, ${ac})
    on conflict (day) do update set total = total + excluded.total, accepted = accepted + excluded.accepted returning total as n`,
  ([d]) => sql`delete from day_counts where day = ${d}`);
  write(dayAc, ([d, uid, pid], [n]) => sql`insert into day_accepted (day, uid, pid, n) values (${d}, ${uid}, ${pid}, ${n})
    on conflict (day, uid, pid) do update set n = n + excluded.n returning n`,
  ([d, uid, pid]) => sql`delete from day_accepted where day = ${d} and uid = ${uid} and pid = ${pid}`);
  for (const [uid, pid] of pairs.values()) recountUserProblem(db, uid, pid);
  // The public ranks' lines read the records and counts written above.
  refreshUserRanks(db, new Set([...pairs.values()].map(([uid]) => uid)), gonePids);
  if (cells.size > 0) refreshCells(db, [...cells.values()], leaving);
  if (trainingCells.size > 0) refreshTrainingCells(db, [...trainingCells.values()], leaving);
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
  const rows = db.select({
    submitId: submissions.submitId, pid: submissions.pid, uid: submissions.uid, cid: submissions.cid, tid: submissions.tid, gid: submissions.gid,
    submitTime: submissions.submitTime, status: submissions.status,
  }).from(submissions).where(eq(submissions.pid, pid)).all();
  countStatusChanges(db, rows.map((r) => ({ submission: r, from: r.status, to: null })));
}
