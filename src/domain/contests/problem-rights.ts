import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contestProblems, problems } from '../../db/schema/index.ts';
import { ProblemAuth } from '../../contract/problems.ts';
import { Errors } from '../errors.ts';
import { isProblemManager } from '../problems/policy.ts';
import type { Actor } from '../access/actor.ts';
import { isContestAdmin } from '../access/contest-policy.ts';
import { findContest } from '../access/contest-standing.ts';

/**
 * Which problems a contest admin reaches through a contest's problem calls (the back office's
 * contest screens). Holders of the problem permission reach every problem; other contest admins
 * the contest's own: they read the problems they created and those linked to contests they run,
 * edit the ones they created and the contest-only ones of contests they run (never the bank's other
 * problems), and link the bank's public problems besides.
 */

interface Facts {
  id: number;
  auth: number;
  gid: number | null;
  authorUid: string | null;
}

function problemFacts(db: Db, pid: number): Facts {
  const p = db
    .select({ id: problems.id, auth: problems.auth, gid: problems.gid, authorUid: problems.authorUid })
    .from(problems)
    .where(eq(problems.id, pid))
    .get();
  if (!p) throw Errors.ProblemNotFound();
  return p;
}

/** Whether the problem is linked to a contest the actor administers now. */
function inContestsRunBy(db: Db, actor: Actor, pid: number): boolean {
  const cids = db.select({ cid: contestProblems.cid }).from(contestProblems).where(eq(contestProblems.pid, pid)).all();
  return cids.some(({ cid }) => {
    const c = findContest(db, cid);
    return c !== undefined && isContestAdmin(actor, c);
  });
}

const isOwn = (actor: Actor, p: Facts) => p.authorUid !== null && p.authorUid === actor.uid;
const isPublicInBank = (p: Facts) => p.auth === ProblemAuth.PUBLIC && p.gid === null;

/** GET admin/contest/problem: the full form (with its test cases) of a problem the actor reaches. */
export function assertMayReadThroughContest(db: Db, actor: Actor, pid: number): void {
  if (isProblemManager(actor)) return;
  const p = problemFacts(db, pid);
  if (!isOwn(actor, p) && !inContestsRunBy(db, actor, pid)) throw Errors.ProblemNoAccess();
}

/** PUT admin/contest/problem: saving over a problem the actor may change. */
export function assertMayEditThroughContest(db: Db, actor: Actor, pid: number): void {
  if (isProblemManager(actor)) return;
  const p = problemFacts(db, pid);
  if (isOwn(actor, p)) return;
  if (p.auth === ProblemAuth.CONTEST && inContestsRunBy(db, actor, pid)) return;
  throw Errors.ContestProblemNotOwn();
}

/** Linking an existing problem into a contest: the bank's public problems, or one the actor may read. */
export function assertMayLinkInContest(db: Db, actor: Actor, pid: number): void {
  if (isProblemManager(actor) || isPublicInBank(problemFacts(db, pid))) return;
  assertMayReadThroughContest(db, actor, pid);
}

/** The contest's problem picker as a condition on the problems table (undefined: every problem). */
export function linkableProblems(actor: Actor): SQL | undefined {
  if (isProblemManager(actor)) return undefined;
  return or(and(eq(problems.auth, ProblemAuth.PUBLIC), isNull(problems.gid)), eq(problems.authorUid, actor.uid));
}
