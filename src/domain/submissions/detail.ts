import { homeScopeOf } from '../problems/problem-scope.ts';
import { standingsOf } from '../access/group-standing.ts';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problems, submissions } from '../../db/schema/index.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';
import type { LastAcCode, SubmissionDetail, SubmissionState } from '../../contract/submissions.ts';
import { Errors, type Lang } from '../errors.ts';
import { assertCanViewProblem } from '../problems/policy.ts';
import type { Actor, Viewer } from '../access/actor.ts';
import { assertInExam } from '../access/exam.ts';
import { stoppedAtOutputLimit } from './case-results.ts';
import { hiddenState, submissionView } from './access.ts';
import { errorTextFor } from './error-text.ts';
import { findRow, loadSubmission, loadWithProblem, stateColumns, toState } from './views.ts';

/**
 * GET /api/get-submission-detail: the record, with the code only for those who may read it, and
 * whether its Runtime Error is the output limit.
 */
export function getSubmissionDetail(db: Db, viewer: Viewer, submitId: number, lang: Lang = 'en-US'): SubmissionDetail {
  const stored = loadWithProblem(db, submitId);
  assertInExam(viewer, stored.cid);
  const view = submissionView(db, viewer, stored);
  if (!view.see) throw Errors.SubmissionNoAccess();
  const row = findRow(db, submitId)!;
  const codeVisible = view.code;
  return {
    submission: {
      ...(view.hideResult ? hiddenState(row) : row),
      code: codeVisible ? stored.code : '',
      errorMessage: codeVisible ? errorTextFor(db, viewer, stored, lang) : null,
      codeVisible,
    },
    codeShare: stored.problem.codeShare && stored.cid === null,
    outputLimitExceeded:
      !view.hideResult && stored.status === JudgeStatus.RUNTIME_ERROR && stoppedAtOutputLimit(db, submitId),
  };
}

/** POST /api/check-submissions-status: the live state of the ids the viewer may see (others are left out). */
export function checkStatuses(db: Db, viewer: Viewer, submitIds: number[]): Record<string, SubmissionState> {
  if (submitIds.length === 0) return {};
  const rows = db
    .select({
      ...stateColumns,
      uid: submissions.uid,
      cid: submissions.cid,
      gid: submissions.gid,
      share: submissions.share,
      submitTime: submissions.submitTime,
      auth: problems.auth,
      authorUid: problems.authorUid,
      problemGid: problems.gid,
    })
    .from(submissions)
    .innerJoin(problems, eq(problems.id, submissions.pid))
    .where(inArray(submissions.submitId, submitIds))
    .all();
  const result: Record<string, SubmissionState> = {};
  const contests = new Map();
  const standingOf = standingsOf(db, viewer);
  const now = Date.now();
  for (const { uid, cid, gid, share, submitTime, auth, authorUid, problemGid, ...state } of rows) {
    const view = submissionView(
      db,
      viewer,
      { uid, cid, gid, share, submitTime, problem: { auth, authorUid, gid: problemGid } },
      now,
      contests,
      standingOf,
    );
    if (view.see) result[String(state.submitId)] = toState(view.hideResult ? hiddenState(state) : state);
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
  if (stored.cid !== null) throw Errors.ShareContest();
  const problem = db.select({ codeShare: problems.codeShare }).from(problems).where(eq(problems.id, stored.pid)).get();
  if (!problem?.codeShare) throw Errors.ShareNotAllowed();
  db.update(submissions).set({ share }).where(eq(submissions.submitId, submitId)).run();
  return share;
}

/**
 * GET /api/get-last-ac-code: the actor's latest accepted code for a problem (in a contest or in
 * practice). In practice the problem must be one the actor may see; a contest's code is the
 * actor's own submission of that contest.
 */
export function lastAcceptedCode(db: Db, actor: Actor, pid: number, cid: number | null): LastAcCode {
  assertInExam(actor, cid);
  const problem = db
    .select({ auth: problems.auth, authorUid: problems.authorUid, gid: problems.gid })
    .from(problems)
    .where(eq(problems.id, pid))
    .get();
  if (problem && cid === null) assertCanViewProblem(actor, problem, homeScopeOf(db, actor, problem));
  const row = db
    .select({ code: submissions.code, language: submissions.language })
    .from(submissions)
    .where(
      and(
        eq(submissions.uid, actor.uid),
        eq(submissions.pid, pid),
        eq(submissions.status, JudgeStatus.ACCEPTED),
        cid === null ? isNull(submissions.cid) : eq(submissions.cid, cid),
      ),
    )
    .orderBy(desc(submissions.submitId))
    .limit(1)
    .get();
  if (!row) throw Errors.NoAcceptedCode();
  return row;
}
