import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problems, submissions } from '../../db/schema/index.ts';
import type { JudgeStatusCode } from '../../contract/judge-status.ts';
import type { SubmissionRow, SubmissionState } from '../../contract/submissions.ts';
import { Errors } from '../errors.ts';

/** The columns of a list row: everything but the code and the compiler message. */
export const rowColumns = {
  submitId: submissions.submitId,
  uid: submissions.uid,
  username: submissions.username,
  pid: submissions.pid,
  displayPid: submissions.displayPid,
  title: problems.title,
  cid: submissions.cid,
  tid: submissions.tid,
  gid: submissions.gid,
  status: submissions.status,
  score: submissions.score,
  oiRankScore: submissions.oiRankScore,
  time: submissions.time,
  memory: submissions.memory,
  length: submissions.length,
  language: submissions.language,
  judger: submissions.judger,
  isManual: submissions.isManual,
  share: submissions.share,
  submitTime: submissions.submitTime,
};

type RawRow = Omit<SubmissionRow, 'status' | 'submitTime'> & { status: number; submitTime: Date };

export function toRow(raw: RawRow): SubmissionRow {
  return { ...raw, status: raw.status as JudgeStatusCode, submitTime: raw.submitTime.getTime() };
}

export const stateColumns = {
  submitId: submissions.submitId,
  status: submissions.status,
  score: submissions.score,
  oiRankScore: submissions.oiRankScore,
  time: submissions.time,
  memory: submissions.memory,
  judger: submissions.judger,
  isManual: submissions.isManual,
};

export function toState(raw: Omit<SubmissionState, 'status'> & { status: number }): SubmissionState {
  return { ...raw, status: raw.status as JudgeStatusCode };
}

export function findRow(db: Db, submitId: number): SubmissionRow | null {
  const raw = db
    .select(rowColumns)
    .from(submissions)
    .innerJoin(problems, eq(problems.id, submissions.pid))
    .where(eq(submissions.submitId, submitId))
    .get();
  return raw ? toRow(raw) : null;
}

export function getState(db: Db, submitId: number): SubmissionState | null {
  const raw = db.select(stateColumns).from(submissions).where(eq(submissions.submitId, submitId)).get();
  return raw ? toState(raw) : null;
}

/** What the submission policy and the detail views read of a submission's problem. */
const problemFacts = {
  auth: problems.auth,
  authorUid: problems.authorUid,
  gid: problems.gid,
  codeShare: problems.codeShare,
  openCaseResult: problems.openCaseResult,
  judgeCaseMode: problems.judgeCaseMode,
};

/** The whole stored row with its problem's facts, or "The submission does not exist". */
export function loadWithProblem(db: Db, submitId: number) {
  const row = db
    .select({ submission: submissions, problem: problemFacts })
    .from(submissions)
    .innerJoin(problems, eq(problems.id, submissions.pid))
    .where(eq(submissions.submitId, submitId))
    .get();
  if (!row) throw Errors.SubmissionNotFound();
  return { ...row.submission, problem: row.problem };
}

/** The whole stored row, or "The submission does not exist". */
export function loadSubmission(db: Db, submitId: number) {
  const row = db.select().from(submissions).where(eq(submissions.submitId, submitId)).get();
  if (!row) throw Errors.SubmissionNotFound();
  return row;
}

/** The contest a submission was made in (null: none, or no such submission). */
export function submissionContest(db: Db, submitId: number): number | null {
  if (!Number.isSafeInteger(submitId)) return null;
  return (
    db.select({ cid: submissions.cid }).from(submissions).where(eq(submissions.submitId, submitId)).get()?.cid ?? null
  );
}
