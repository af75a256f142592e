import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { problems } from '../../db/schema/index.ts';
import { ProblemAuth } from '../../contract/problems.ts';
import { Errors } from '../errors.ts';
import { actorHas } from '../permissions/role-permissions.ts';
import { BANK, type Scope, type Viewer } from '../access/actor.ts';
import { assertScopeInExam } from '../access/exam.ts';

/**
 * The problem access policy: the one answer to "may this actor see that problem here". Every
 * route that shows anything of a problem (its page, lists, tags, submissions and their cases,
 * counts, a user's solved list) asks it, either of one problem (`canViewProblem`) or of a table
 * as an SQL condition (`viewableProblems`); both say the same thing.
 */

/** What the policy reads of a problem. */
export interface ProblemFacts {
  auth: number;
  authorUid: string | null;
  gid: number | null;
}

/** Holders of `problem_admin` (by default super admin, admin and problem admin): every problem in every scope. */
export function isProblemManager(viewer: Viewer): boolean {
  return actorHas(viewer, 'problem_admin');
}

/**
 * In the bank: public problems to everyone, private ones to their author, contest-only ones to
 * nobody, a group's problem only to its author (it is shown through its group). Inside a contest,
 * training or group: to those who take part. Problem managers: always.
 */
export function canViewProblem(viewer: Viewer, p: ProblemFacts, scope: Scope = BANK): boolean {
  if (isProblemManager(viewer)) return true;
  if (scope.kind !== 'bank') return scope.member;
  const isAuthor = viewer !== null && p.authorUid === viewer.uid;
  if (p.gid !== null && !isAuthor) return false;
  return p.auth === ProblemAuth.PUBLIC || (p.auth === ProblemAuth.PRIVATE && isAuthor);
}

/** `canViewProblem`, or "You have no permission to view this problem". */
export function assertCanViewProblem(viewer: Viewer, p: ProblemFacts, scope: Scope = BANK): void {
  // While an exam holds the viewer, only its own contest's problems are open.
  assertScopeInExam(viewer, scope);
  if (!canViewProblem(viewer, p, scope)) throw Errors.ProblemNoAccess();
}

/** `canViewProblem` as a condition on the problems table (undefined: every problem). */
export function viewableProblems(viewer: Viewer, scope: Scope = BANK): SQL | undefined {
  if (isProblemManager(viewer)) return undefined;
  if (scope.kind !== 'bank') return scope.member ? undefined : sql`0`;
  const publicInBank = and(eq(problems.auth, ProblemAuth.PUBLIC), isNull(problems.gid));
  if (viewer === null) return publicInBank;
  const ownOpen = and(
    eq(problems.authorUid, viewer.uid),
    or(eq(problems.auth, ProblemAuth.PUBLIC), eq(problems.auth, ProblemAuth.PRIVATE)),
  );
  return or(publicInBank, ownOpen);
}

/**
 * The problems the bank's lists show the viewer (lists, search, tags, a random pick): group
 * problems stay in their groups, choice problems in the computational-thinking lists.
 */
export function listedInBank(viewer: Viewer): SQL {
  return and(isNull(problems.gid), eq(problems.kind, 'code'), viewableProblems(viewer, BANK))!;
}

/** The bank problems the viewer may not see, as a condition on the problems table (undefined: none). */
export function hiddenInBank(viewer: Viewer): SQL | undefined {
  const viewable = viewableProblems(viewer, BANK);
  return viewable ? and(isNull(problems.gid), sql`not coalesce(${viewable}, 0)`) : undefined;
}
