import { can } from '../../contract/roles.ts';
import { ProblemAuth } from '../../contract/problems.ts';
import { Errors } from '../errors.ts';

/** Who is acting: the signed-in user as the domain sees it. */
export interface Actor {
  uid: string;
  username: string;
  role: number;
}

export function isProblemManager(actor: Actor | null): boolean {
  return actor !== null && can.manageProblems(actor.role);
}

/**
 * Who may open a problem page: public problems are open to everyone; private ones to problem
 * managers and the author; contest problems only inside their contest (and to managers); group
 * problems through their group (and to managers and the author).
 */
export function assertCanView(actor: Actor | null, p: { auth: number; authorUid: string | null; gid: number | null }): void {
  if (isProblemManager(actor)) return;
  const isAuthor = actor !== null && p.authorUid === actor.uid;
  if (p.gid !== null && !isAuthor) throw Errors.ProblemNoAccess();
  if (p.auth === ProblemAuth.PUBLIC) return;
  if (p.auth === ProblemAuth.PRIVATE && isAuthor) return;
  throw Errors.ProblemNoAccess();
}
