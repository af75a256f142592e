import { actorHas } from '../permissions/role-permissions.ts';
import { canViewProblem, type ProblemFacts } from '../problems/policy.ts';
import { BANK, type Scope, type Viewer } from '../access/actor.ts';

/**
 * The submission access policy: who may see a submission (its row, state, score and cases), its
 * code, and the program's output on each case. A submission shows its problem (title, display
 * id, case count), so it is never shown where the problem may not be (problems/policy.ts).
 */

export interface SubmissionFacts {
  uid: string;
  cid: number | null;
  gid: number | null;
  share: boolean;
  problem: ProblemFacts;
}

/** Holders of `problem_admin` (by default super admin, admin and problem admin) see every submission, its code and its output. */
export function isSubmissionAdmin(viewer: Viewer): boolean {
  return actorHas(viewer, 'problem_admin');
}

function isOwner(viewer: Viewer, s: { uid: string }): boolean {
  return viewer !== null && viewer.uid === s.uid;
}

/**
 * Its author and the administrators always; anyone else a practice submission of a problem they
 * may see where it lives (`home`: the bank, or for a group's submission the group, whose members
 * see one another's). Contest submissions follow the contest's rules (access/contest-submission-view.ts).
 */
export function canSeeSubmission(viewer: Viewer, s: SubmissionFacts, home: Scope = BANK): boolean {
  if (isSubmissionAdmin(viewer) || isOwner(viewer, s)) return true;
  if (s.cid !== null || (s.gid === null) !== (home.kind === 'bank')) return false;
  return canViewProblem(viewer, s.problem, home);
}

/** Code (and the compiler message, which quotes it): the author and administrators, anyone who may see the submission once it is shared. */
export function canSeeCode(viewer: Viewer, s: SubmissionFacts, home: Scope = BANK): boolean {
  if (isSubmissionAdmin(viewer) || isOwner(viewer, s)) return true;
  return s.share && canSeeSubmission(viewer, s, home);
}

/** The program's output on each case: when the problem opens its case results, and always to administrators. */
export function canSeeCaseOutput(viewer: Viewer, problem: { openCaseResult: boolean }): boolean {
  return problem.openCaseResult || isSubmissionAdmin(viewer);
}
