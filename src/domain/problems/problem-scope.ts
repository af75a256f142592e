import type { Db } from '../../db/client.ts';
import { ProblemAuth } from '../../contract/problems.ts';
import { canViewProblem, type ProblemFacts } from './policy.ts';
import { BANK, type Scope, type Viewer } from '../access/actor.ts';
import { standingsOf } from '../access/group-standing.ts';

/**
 * Where a problem lives: the bank, or its group. A group's problem is seen through its group:
 * by the group's admins and its author always, by its members when it is public in the group
 * (API-NEXT 9.7). The problem policy decides with this scope.
 */
export function homeScopeOf(db: Db, viewer: Viewer, p: ProblemFacts, standingOf = standingsOf(db, viewer)): Scope {
  if (p.gid === null) return BANK;
  const standing = standingOf(p.gid);
  const isAuthor = viewer !== null && p.authorUid === viewer.uid;
  return {
    kind: 'group',
    id: p.gid,
    member: standing.admin || isAuthor || (standing.member && p.auth === ProblemAuth.PUBLIC),
  };
}

/**
 * Where a submission of a group (through its training, or of its problem) is seen: the group's
 * members see one another's, of the problems they may see there — the group's own by
 * `homeScopeOf`, a bank problem when it is open to them in the bank.
 */
export function groupSubmissionScope(
  db: Db,
  viewer: Viewer,
  gid: number,
  p: ProblemFacts,
  standingOf = standingsOf(db, viewer),
): Scope {
  if (p.gid !== null) return homeScopeOf(db, viewer, p, standingOf);
  return { kind: 'group', id: gid, member: standingOf(gid).member && canViewProblem(viewer, p, BANK) };
}
