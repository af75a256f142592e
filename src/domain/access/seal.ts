import { eq, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { submissions } from '../../db/schema/index.ts';
import { contestRule } from '../../contract/contest-rules.ts';
import { isSealed, sealTimeOf, unsealTimeOf, type SealSettings } from '../../contract/scoreboard/timeliness.ts';
import type { Viewer } from './actor.ts';

/**
 * The seal (API-NEXT 9.3): the one answer to "what may this viewer learn now of a contest
 * submission's result" — its verdict, score, time and memory, and what follows from them: solved
 * lists, counts, scores, the right option of a choice question, the analysis. Every page that
 * shows anything derived from a contest submission asks here, on the contest its caller resolved
 * and with the caller's answer to whether the viewer administers it (the contest policy's).
 *
 * - A contest's admins always learn everything.
 * - While sealed, an ACM contest shows others' results only of submissions before the seal and its
 *   participants their own; an OI or computational-thinking (CT) contest shows no result at all,
 *   one's own included (its board freezes at the seal; a CT contest is sealed from its start).
 * - The seal lifts at the last participant's end (the end plus the longest extra time) when
 *   automatic unsealing is on, or when the admins unseal it by hand; a CT contest's answers and
 *   analysis stay closed to everyone until that last end even then.
 */

/** What the seal reads of a contest (a stored contest row has all of it). */
export interface SealFacts {
  id: number;
  type: number;
  startTime: Date;
  endTime: Date;
  sealRank: boolean;
  sealRankTime: Date | null;
  autoRealRank: boolean;
  unsealedAt: Date | null;
}

export interface Seal {
  /** The moment the answer holds for (ms). */
  now: number;
  /** What the board rules (contract/scoreboard/timeliness.ts) read. */
  settings: SealSettings & { autoRealRank: boolean };
  sealed: boolean;
  /** While sealed, results of submissions made from here on are hidden (ms): the seal time, a CT contest's start. */
  from: number;
  /** OI and CT: while sealed no result shows, one's own included. */
  hidesAll: boolean;
  /** The last participant's end (ms). */
  lastEnd: number;
  /** When the seal lifts by itself (ms), or null when only the admins lift it. */
  unsealAt: number | null;
}

/** The contest's end plus the longest extra time any participant has. */
export function lastEndOf(db: Db, c: { id: number; endTime: Date }): number {
  const row = db.$client.query('select max(minutes) as m from contest_extra_time where cid = ?').get(c.id) as {
    m: number | null;
  } | null;
  return c.endTime.getTime() + (row?.m ?? 0) * 60_000;
}

/** The seal's settings: a CT contest is sealed from its start until its last end, whatever it stores. */
export function sealSettings(c: SealFacts, lastEnd: number): Seal['settings'] {
  const endTime = c.endTime.getTime();
  const unsealedAt = c.unsealedAt?.getTime() ?? null;
  if (contestRule(c.type).seal === 'fromStart') {
    return {
      sealRank: true,
      sealRankTime: c.startTime.getTime(),
      endTime,
      lastEnd,
      autoRealRank: true,
      unsealedAt: unsealedAt === null ? null : Math.max(unsealedAt, lastEnd),
    };
  }
  return {
    sealRank: c.sealRank,
    sealRankTime: c.sealRankTime?.getTime() ?? null,
    endTime,
    lastEnd,
    autoRealRank: c.autoRealRank,
    unsealedAt,
  };
}

/** The contest's seal now; `lastEnd` when the caller has read it already. */
export function sealOf(db: Db, c: SealFacts, now: number, lastEnd = lastEndOf(db, c)): Seal {
  const settings = sealSettings(c, lastEnd);
  return {
    now,
    settings,
    sealed: isSealed(settings, now),
    from: sealTimeOf(settings),
    hidesAll: contestRule(c.type).sealHidesOwn,
    lastEnd,
    unsealAt: unsealTimeOf(settings),
  };
}

/** What a viewer may learn now of one submission: whether lists and counts take it, and its result. */
export interface ResultAccess {
  listed: boolean;
  result: boolean;
}

const EVERYTHING: ResultAccess = { listed: true, result: true };

/** `admin`: the viewer administers the contest (asked of the contest policy by the caller). */
export function resultAccess(
  seal: Seal,
  viewer: Viewer,
  admin: boolean,
  s: { uid: string; submitTime: Date | number },
): ResultAccess {
  if (admin || !seal.sealed) return EVERYTHING;
  const before = (typeof s.submitTime === 'number' ? s.submitTime : s.submitTime.getTime()) < seal.from;
  if (seal.hidesAll) return { listed: before, result: false };
  if (viewer !== null && viewer.uid === s.uid) return EVERYTHING;
  return { listed: before, result: before };
}

/** The SQL twin of `resultAccess(…).listed` over the submissions table; undefined: every row. */
export function listedBySeal(seal: Seal, viewer: Viewer, admin: boolean): SQL | undefined {
  if (admin || !seal.sealed) return undefined;
  const before = lt(submissions.submitTime, new Date(seal.from));
  return seal.hidesAll || viewer === null ? before : or(before, eq(submissions.uid, viewer.uid));
}

/** A CT question's analysis and right option: for the contest's admins, and for everyone once no participant is still answering. */
export function answersOpen(seal: Seal, admin: boolean): boolean {
  return admin || (!seal.sealed && seal.now >= seal.lastEnd);
}

/**
 * A seal that has passed never moves earlier, for students have seen the results before it: the
 * saved fields with the stored seal kept where a save (e.g. a form that computes the seal from a
 * new end) would move it earlier.
 */
export function keepPassedSeal<T extends { sealRank: boolean; sealRankTime: Date | null }>(
  before: { sealRank: boolean; sealRankTime: Date | null },
  fields: T,
  now: number,
): T {
  const stored = before.sealRank ? before.sealRankTime : null;
  if (stored === null || stored.getTime() > now || !fields.sealRank || fields.sealRankTime === null) return fields;
  return fields.sealRankTime < stored ? { ...fields, sealRankTime: stored } : fields;
}
