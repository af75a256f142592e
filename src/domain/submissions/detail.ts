import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problems, submissions } from '../../db/schema/index.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';
import type { LastAcCode, SubmissionDetail, SubmissionState } from '../../contract/submissions.ts';
import { Errors } from '../errors.ts';
import type { Actor } from '../problems/access.ts';
import { findRow, loadSubmission, stateColumns, toState } from './views.ts';
import { canSeeCode, canSeeSubmission, type Viewer } from './visibility.ts';

/** GET /api/get-submission-detail: the record, with the code only for those who may read it. */
export function getSubmissionDetail(db: Db, viewer: Viewer, submitId: number): SubmissionDetail {
  const stored = loadSubmission(db, submitId);
  if (!canSeeSubmission(viewer, stored)) throw Errors.SubmissionNoAccess();
  const row = findRow(db, submitId)!;
  const problem = db.select({ codeShare: problems.codeShare }).from(problems).where(eq(problems.id, stored.pid)).get();
  const codeVisible = canSeeCode(viewer, stored);
  return {
    submission: {
      ...row,
      code: codeVisible ? stored.code : '',
      errorMessage: codeVisible ? stored.errorMessage : null,
      codeVisible,
    },
    codeShare: Boolean(problem?.codeShare) && stored.cid === 0,
  };
}

/** POST /api/check-submissions-status: the live state of the ids the viewer may see (others are left out). */
export function checkStatuses(db: Db, viewer: Viewer, submitIds: number[]): Record<string, SubmissionState> {
  if (submitIds.length === 0) return {};
  const rows = db.select({ ...stateColumns, uid: submissions.uid, cid: submissions.cid, gid: submissions.gid, share: submissions.share })
    .from(submissions).where(inArray(submissions.submitId, submitIds)).all();
  const result: Record<string, SubmissionState> = {};
  for (const { uid, cid, gid, share, ...state } of rows) {
    if (canSeeSubmission(viewer, { uid, cid, gid, share })) result[String(state.submitId)] = toState(state);
  }
  return result;
}

/**
 * PUT /api/submission: the owner shares or unshares the code, when the problem allows it and the
 * submission is not a contest one. Returns the new share flag.
 */
export function setShare(db: Db, actor: Actor, submitId: number, share: boolean): boolean {
  const stored = loadSubmission(db, submitId);
  if (stored.uid !== actor.uid) throw Errors.ShareNotOwner();
  if (stored.cid !== 0) throw Errors.ShareContest();
  const problem = db.select({ codeShare: problems.codeShare }).from(problems).where(eq(problems.id, stored.pid)).get();
  if (!problem?.codeShare) throw Errors.ShareNotAllowed();
  db.update(submissions).set({ share }).where(eq(submissions.submitId, submitId)).run();
  return share;
}

/** GET /api/get-last-ac-code: the actor's latest accepted code for a problem (in a contest or in practice). */
export function lastAcceptedCode(db: Db, actor: Actor, pid: number, cid: number): LastAcCode {
  const row = db.select({ code: submissions.code, language: submissions.language }).from(submissions)
    .where(and(
      eq(submissions.uid, actor.uid), eq(submissions.pid, pid),
      eq(submissions.status, JudgeStatus.ACCEPTED), eq(submissions.cid, cid),
    ))
    .orderBy(desc(submissions.submitId)).limit(1).get();
  if (!row) throw Errors.NoAcceptedCode();
  return row;
}
