import type { Db } from '../../db/client.ts';
import { Errors, type Lang } from '../errors.ts';
import { standingIn } from '../access/group-standing.ts';
import type { Viewer } from '../access/actor.ts';
import { isTestDataFaultMessage } from '../testcases/integrity.ts';
import { isSubmissionAdmin } from './policy.ts';

/** Those who can fix a problem's test data: problem administrators, its author, its group's admins. */
function mayFixProblem(db: Db, viewer: Viewer, problem: { authorUid: string | null; gid: number | null }): boolean {
  if (viewer === null) return false;
  if (isSubmissionAdmin(viewer) || problem.authorUid === viewer.uid) return true;
  return problem.gid !== null && standingIn(db, problem.gid, viewer).admin;
}

/**
 * The judge's message as a viewer who may read it sees it. A System Error that stopped on the
 * problem's broken test data names the problem, files and folder for those who can fix it; others
 * read that the test data is being fixed, in their language.
 */
export function errorTextFor(
  db: Db,
  viewer: Viewer,
  stored: { errorMessage: string | null; problem: { authorUid: string | null; gid: number | null } },
  lang: Lang,
): string | null {
  if (!isTestDataFaultMessage(stored.errorMessage) || mayFixProblem(db, viewer, stored.problem))
    return stored.errorMessage;
  return Errors.TestDataBeingFixed().message_(lang);
}
