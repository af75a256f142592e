import type { Db } from '../../db/client.ts';
import type { LastAcCode } from '../../contract/submissions.ts';
import type { Actor } from '../access/actor.ts';
import { resultAccess, sealOf } from '../access/seal.ts';
import { Errors } from '../errors.ts';
import { lastAcceptedCode } from '../submissions/detail.ts';
import { contestFor } from './participation.ts';
import { isContestAdmin } from '../access/contest-policy.ts';

/**
 * GET /api/get-last-ac-code in a contest: the actor's latest accepted code there — unless the seal
 * hides their own results (a sealed OI or CT contest), when whether any answer was accepted is
 * itself the result (a CT answer is the right option): then the same refusal, accepted or not.
 */
export function lastAcceptedContestCode(db: Db, actor: Actor, pid: number, cid: number, now = Date.now()): LastAcCode {
  const { contest } = contestFor(db, actor, cid);
  const seal = sealOf(db, contest, now);
  if (!resultAccess(seal, actor, isContestAdmin(actor, contest), { uid: actor.uid, submitTime: now }).result)
    throw Errors.ContestResultsSealed();
  return lastAcceptedCode(db, actor, pid, cid);
}
