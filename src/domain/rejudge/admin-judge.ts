import { regradeChoices } from '../choice/regrade.ts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { judgeCases, problemCases, problems, remoteRuns, submissions } from '../../db/schema/index.ts';
import { JudgeStatus, type JudgeCaseMode } from '../../contract/judge-status.ts';
import { oiRankScore, summarizeSubtasks } from '../../contract/scoring.ts';
import type { ManualJudgeResult, SubmissionState } from '../../contract/submissions.ts';
import { Errors } from '../errors.ts';
import type { Actor } from '../access/actor.ts';
import { countStatusChange, countStatusChanges } from '../submissions/counters.ts';
import { Priority } from '../submissions/priority.ts';
import { getState, loadSubmission } from '../submissions/views.ts';

/**
 * The admins' judge actions: rejudge, manual judgement, cancel. They sit above submissions/ and
 * choice/: answers of choice problems put back in the queue are regraded at once (choice/regrade.ts).
 */

/** A change of the judge queue the judging service must hear about. */
export interface QueueChange {
  submitId: number;
  /** The attempt that was being judged and is now superseded (null when none was in flight). */
  supersededAttempt: number | null;
  state: SubmissionState;
}

const IN_FLIGHT: readonly number[] = [JudgeStatus.COMPILING, JudgeStatus.JUDGING];
const NOT_FINAL: readonly number[] = [JudgeStatus.PENDING, ...IN_FLIGHT];

/** The fields a submission gets when it goes back into the queue: a rejudge waits as practice does. */
const requeued = {
  status: JudgeStatus.PENDING,
  priority: Priority.PRACTICE,
  score: null,
  oiRankScore: null,
  time: null,
  memory: null,
  errorMessage: null,
  judger: null,
  isManual: false,
  judgedAt: null,
  judgeAttempt: sql`${submissions.judgeAttempt} + 1`,
};

function requeue(db: Db, where: ReturnType<typeof eq>): QueueChange[] {
  return db.transaction((tx) => {
    const rows = tx
      .select({
        submitId: submissions.submitId,
        status: submissions.status,
        attempt: submissions.judgeAttempt,
        pid: submissions.pid,
        uid: submissions.uid,
        cid: submissions.cid,
        tid: submissions.tid,
        gid: submissions.gid,
        submitTime: submissions.submitTime,
      })
      .from(submissions)
      .where(where)
      .all();
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.submitId);
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      tx.delete(judgeCases).where(inArray(judgeCases.submitId, chunk)).run();
      tx.update(submissions).set(requeued).where(inArray(submissions.submitId, chunk)).run();
      // A remote submission is sent to its site again by the remote judge.
      tx.update(remoteRuns)
        .set({ state: 'queued', remoteId: null, accountId: null, sendingSince: null, updatedAt: new Date() })
        .where(inArray(remoteRuns.submitId, chunk))
        .run();
    }
    countStatusChanges(
      tx as unknown as Db,
      rows.map((r) => ({ submission: r, from: r.status, to: JudgeStatus.PENDING })),
    );
    regradeChoices(tx as unknown as Db, ids);
    return rows.map((r) => ({
      submitId: r.submitId,
      supersededAttempt: IN_FLIGHT.includes(r.status) ? r.attempt : null,
      state: getState(tx as unknown as Db, r.submitId)!,
    }));
  });
}

/** GET /api/admin/judge/rejudge: back into the queue with its results removed. */
export function rejudgeSubmission(db: Db, submitId: number): QueueChange {
  loadSubmission(db, submitId);
  return requeue(db, eq(submissions.submitId, submitId))[0]!;
}

/** GET /api/admin/judge/rejudge-problem: every submission of a problem, in and out of contests. */
export function rejudgeProblem(db: Db, pid: number): QueueChange[] {
  if (!db.select({ id: problems.id }).from(problems).where(eq(problems.id, pid)).get()) throw Errors.ProblemNotFound();
  return requeue(db, eq(submissions.pid, pid));
}

/** GET /api/admin/judge/rejudge-contest-problem: a problem's submissions in one contest (its board follows). */
export function rejudgeContestProblem(db: Db, cid: number, pid: number): QueueChange[] {
  if (!db.select({ id: problems.id }).from(problems).where(eq(problems.id, pid)).get()) throw Errors.ProblemNotFound();
  return requeue(db, and(eq(submissions.pid, pid), eq(submissions.cid, cid))!);
}

/** GET /api/admin/judge/rejudge-group-problem: a problem's submissions inside one group (its problems, trainings and contests). */
export function rejudgeGroupProblem(db: Db, gid: number, pid: number): QueueChange[] {
  if (!db.select({ id: problems.id }).from(problems).where(eq(problems.id, pid)).get()) throw Errors.ProblemNotFound();
  return requeue(db, and(eq(submissions.pid, pid), eq(submissions.gid, gid))!);
}

/** GET /api/admin/judge/cancel-judge: the submission becomes Cancelled, marked as judged by hand. */
export function cancelJudge(db: Db, actor: Actor, submitId: number): QueueChange {
  return db.transaction((tx) => {
    const row = loadSubmission(tx as unknown as Db, submitId);
    if (row.status === JudgeStatus.CANCELLED) throw Errors.AlreadyCancelled();
    // Results of an unfinished attempt are partial; a finished one keeps its case results.
    if (NOT_FINAL.includes(row.status)) tx.delete(judgeCases).where(eq(judgeCases.submitId, submitId)).run();
    tx.update(submissions)
      .set({
        status: JudgeStatus.CANCELLED,
        isManual: true,
        judger: actor.username,
        judgedAt: new Date(),
        judgeAttempt: sql`${submissions.judgeAttempt} + 1`,
      })
      .where(eq(submissions.submitId, submitId))
      .run();
    countStatusChange(tx as unknown as Db, row, row.status, JudgeStatus.CANCELLED);
    return {
      submitId,
      supersededAttempt: IN_FLIGHT.includes(row.status) ? row.judgeAttempt : null,
      state: getState(tx as unknown as Db, submitId)!,
    };
  });
}

/** The score of a problem when every case passes, under its case mode. */
export function problemTotalScore(db: Db, pid: number, mode: JudgeCaseMode): number {
  const cases = db
    .select({ score: problemCases.score, groupNum: problemCases.groupNum })
    .from(problemCases)
    .where(eq(problemCases.pid, pid))
    .all();
  if (mode === 'subtask_lowest' || mode === 'subtask_average') {
    const rows = cases.map((c) => ({ ...c, status: JudgeStatus.ACCEPTED, time: 0, memory: 0 }));
    return summarizeSubtasks(rows, mode === 'subtask_lowest' ? 'lowest' : 'average').reduce((s, g) => s + g.score, 0);
  }
  return cases.reduce((s, c) => s + c.score, 0);
}

/**
 * GET /api/admin/judge/manual-judge: sets the status (and, for OI problems, the score) by hand.
 * Not while the submission waits, compiles or runs, nor for a compile error.
 */
export function manualJudge(
  db: Db,
  actor: Actor,
  submitId: number,
  status: number,
  score?: number,
): ManualJudgeResult & { state: SubmissionState } {
  return db.transaction((tx) => {
    const t = tx as unknown as Db;
    const row = loadSubmission(t, submitId);
    if (NOT_FINAL.includes(row.status) || row.status === JudgeStatus.COMPILE_ERROR) throw Errors.ManualJudgeBusy();
    const problem = t.select().from(problems).where(eq(problems.id, row.pid)).get()!;
    let newScore: number | null = null;
    let rankScore: number | null = null;
    if (problem.type === 1) {
      const total = problemTotalScore(t, problem.id, problem.judgeCaseMode);
      newScore = score ?? (status === JudgeStatus.ACCEPTED ? total : (row.score ?? 0));
      if (newScore > total) throw Errors.Validation(`score must be at most ${total}`);
      rankScore = oiRankScore(newScore, total, problem.difficulty);
    }
    tx.update(submissions)
      .set({ status, score: newScore, oiRankScore: rankScore, judger: actor.username, isManual: true })
      .where(eq(submissions.submitId, submitId))
      .run();
    countStatusChange(t, row, row.status, status);
    const state = getState(t, submitId)!;
    return { status: state.status, score: state.score, oiRankScore: state.oiRankScore, judger: state.judger, state };
  });
}
