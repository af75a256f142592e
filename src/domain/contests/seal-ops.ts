import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contests } from '../../db/schema/index.ts';
import { contestDuration } from '../../contract/contest-form-rules.ts';
import type { Actor } from '../access/actor.ts';
import { forgetExams } from '../access/exam.ts';
import { Errors } from '../errors.ts';
import { managedContest } from './admin-save.ts';
import { rebuildContestCells } from './cells.ts';
import { publishContest } from '../events/hub.ts';
import type { ContestRow } from '../access/contest-standing.ts';

/**
 * What a contest's admins do to its end and its seal while it runs (docs/contests.md): end it now,
 * unseal it now. (Every save keeps a passed seal where it is: access/seal.ts `keepPassedSeal`.)
 */

/**
 * POST admin/contest/end-now: the contest ends now. Its seal stays where it is, or comes to the
 * new end when it was still to come; participants' extra time still runs from the new end.
 */
export function endContestNow(db: Db, actor: Actor, cid: number, now = new Date()): ContestRow {
  const c = managedContest(db, actor, cid);
  if (now < c.startTime) throw Errors.ContestEndNowNotStarted();
  if (now >= c.endTime) throw Errors.ContestEnded();
  const sealRankTime = c.sealRankTime !== null && c.sealRankTime > now ? now : c.sealRankTime;
  const after = db.transaction((tx) => {
    const row = tx
      .update(contests)
      .set({
        endTime: now,
        sealRankTime,
        duration: contestDuration(c.startTime.getTime(), now.getTime()),
        updatedAt: now,
      })
      .where(eq(contests.id, c.id))
      .returning()
      .get();
    rebuildContestCells(tx as unknown as Db, c.id);
    return row;
  });
  forgetExams();
  return { ...after, group: c.group };
}

/** POST admin/contest/unseal-now: the board and lists show the real results to everyone from now on, as after an automatic unseal. */
export function unsealContestNow(db: Db, actor: Actor, cid: number, now = new Date()): ContestRow {
  const c = managedContest(db, actor, cid);
  if (c.unsealedAt !== null) return c;
  const after = db
    .update(contests)
    .set({ unsealedAt: now, updatedAt: now })
    .where(eq(contests.id, c.id))
    .returning()
    .get();
  publishContest(c.id, 'board');
  return { ...after, group: c.group };
}
