import type { Db } from '../../db/client.ts';
import { can } from '../../contract/roles.ts';
import type { Actor } from '../access/actor.ts';
import { isContestAdmin } from '../access/contest-policy.ts';
import { findContest } from '../access/contest-standing.ts';
import { standingIn } from '../access/group-standing.ts';
import { Errors } from '../errors.ts';
import { actorHas } from '../permissions/role-permissions.ts';
import { loadSubmission } from '../submissions/views.ts';

/**
 * Who may rejudge what. The super admin rejudges anything. A role holding `rejudge_own` (the
 * teacher's by default) rejudges only inside what they run: a submission of a contest they
 * administer (its creator; a group contest's group roots and its creator while a group admin),
 * a submission of a group's problem or training where they are a group admin, a problem's
 * submissions in such a contest, or across a group they are a root of. Never the bank's.
 */

const mayRejudgeOwn = (actor: Actor) => actorHas(actor, 'rejudge_own');

function assertMayRejudgeInContest(db: Db, actor: Actor, cid: number): void {
  const contest = findContest(db, cid);
  if (!contest || !isContestAdmin(actor, contest)) throw Errors.RejudgeOutsideOwn();
}

/** Before a single submission goes back into the queue. */
export function assertMayRejudgeSubmission(db: Db, actor: Actor, submitId: number): void {
  if (can.isRoot(actor.role)) return;
  if (!mayRejudgeOwn(actor)) throw Errors.AdminOnly();
  const s = loadSubmission(db, submitId);
  if (s.cid !== null) {
    assertMayRejudgeInContest(db, actor, s.cid);
    return;
  }
  if (s.gid === null || !standingIn(db, s.gid, actor).admin) throw Errors.RejudgeOutsideOwn();
}

/** Before a problem's submissions in one contest go back into the queue. */
export function assertMayRejudgeContestProblem(db: Db, actor: Actor, cid: number): void {
  if (can.isRoot(actor.role)) return;
  if (!mayRejudgeOwn(actor)) throw Errors.AdminOnly();
  assertMayRejudgeInContest(db, actor, cid);
}

/** Before a problem's submissions across a group (its problems, trainings and contests) go back into the queue. */
export function assertMayRejudgeGroupProblem(db: Db, actor: Actor, gid: number): void {
  if (can.isRoot(actor.role)) return;
  if (!mayRejudgeOwn(actor)) throw Errors.AdminOnly();
  if (!standingIn(db, gid, actor).root) throw Errors.RejudgeOutsideOwn();
}
