import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contestHandIns } from '../../db/schema/index.ts';
import type { HandIn } from '../../contract/choice.ts';
import { ContestType } from '../../contract/contests.ts';
import { contestFor } from '../contests/participation.ts';
import { assertCanSubmit } from '../access/contest-policy.ts';
import { extraMs } from '../access/exam.ts';
import { Errors } from '../errors.ts';
import type { Actor } from '../access/actor.ts';

/**
 * A computational-thinking contest is handed in once (spec doc 2 §4, "submit contest"): while the
 * participant may still answer, the hand-in is recorded; afterwards their answers are closed
 * (submit.ts refuses them) and the hand-in cannot be repeated.
 */
export function handInContest(db: Db, actor: Actor, cid: number, now = new Date()): HandIn {
  const { contest, participant } = contestFor(db, actor, cid);
  if (contest.type !== ContestType.CT) throw Errors.ContestNotChoice();
  assertCanSubmit(actor, participant.registered, contest, now.getTime(), extraMs(db, cid, actor.uid));
  const added = db
    .insert(contestHandIns)
    .values({ cid, uid: actor.uid, createdAt: now })
    .onConflictDoNothing()
    .returning()
    .get();
  if (!added) throw Errors.ContestHandedIn();
  return { cid, handedIn: true, time: now.getTime() };
}

/** GET get-c-contest-submit-record: whether the participant has handed in, and when. */
export function handInOf(db: Db, actor: Actor, cid: number): HandIn {
  contestFor(db, actor, cid);
  const row = db
    .select()
    .from(contestHandIns)
    .where(and(eq(contestHandIns.cid, cid), eq(contestHandIns.uid, actor.uid)))
    .get();
  return { cid, handedIn: row !== undefined, time: row?.createdAt.getTime() ?? null };
}
