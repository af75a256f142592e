import type { Db } from '../../db/client.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';
import type { ContestRow } from '../access/contest-standing.ts';
import { contestSubmissionView, type SubmissionView } from '../access/contest-submission-view.ts';
import { groupSubmissionScope } from '../problems/problem-scope.ts';
import { standingsOf } from '../access/group-standing.ts';
import { BANK, type Viewer } from '../access/actor.ts';
import { examAllows } from '../access/exam.ts';
import { canSeeCode, canSeeSubmission, isSubmissionAdmin, type SubmissionFacts } from './policy.ts';

export type { SubmissionView };

/**
 * What a viewer sees of one submission: the bank's rules (policy.ts) for practice and group
 * submissions, the contest's (access/contest-submission-view.ts) for contest ones; administrators of
 * the site see everything.
 */
export function submissionView(
  db: Db,
  viewer: Viewer,
  s: SubmissionFacts & { submitTime: Date },
  now = Date.now(),
  contests?: Map<number, ContestRow | undefined>,
  standingOf = standingsOf(db, viewer),
): SubmissionView {
  // While an exam holds the viewer, only the exam's submissions are theirs to see.
  if (!examAllows(viewer, s.cid)) return { see: false, code: false, hideResult: true };
  if (isSubmissionAdmin(viewer)) return { see: true, code: true, hideResult: false };
  if (s.cid === null) {
    const home = s.gid === null ? BANK : groupSubmissionScope(db, viewer, s.gid, s.problem, standingOf);
    return { see: canSeeSubmission(viewer, s, home), code: canSeeCode(viewer, s, home), hideResult: false };
  }
  return contestSubmissionView(db, viewer, { uid: s.uid, cid: s.cid, submitTime: s.submitTime }, now, contests);
}

/** A result the viewer may not know yet: "submitted, result unknown". */
export function hiddenState<T extends { status: number }>(state: T): T {
  return {
    ...state,
    status: JudgeStatus.SUBMITTED_NO_RESULT,
    score: null,
    oiRankScore: null,
    time: null,
    memory: null,
  };
}
