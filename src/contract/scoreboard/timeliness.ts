/**
 * When a contest runs and when its board is frozen (API-NEXT 9.3; spec doc 2 §4 "Rank
 * timeliness"; spec doc 3 §4 seal-time options). Times are ms since the epoch.
 */
import type { BoardView } from './cell.ts';

export interface SealSettings {
  sealRank: boolean;
  sealRankTime: number | null;
  endTime: number;
  /** The last participant's end: the end plus the longest extra time (an exam's); the end when absent. */
  lastEnd?: number;
  /** When the contest's admins unsealed the board by hand; null or absent: never. */
  unsealedAt?: number | null;
}

/** The moment the board freezes; a contest without a seal time freezes nothing before its end. */
export function sealTimeOf(c: SealSettings): number {
  return c.sealRank && c.sealRankTime !== null ? Math.min(c.sealRankTime, c.endTime) : c.endTime;
}

/** -1 scheduled, 0 running, 1 ended. */
export function contestStatus(c: { startTime: number; endTime: number }, now: number): -1 | 0 | 1 {
  if (now < c.startTime) return -1;
  return now < c.endTime ? 0 : 1;
}

/**
 * Sealed when sealing is on and now lies in [seal time, last end), or the contest has ended for
 * its last participant and automatic unsealing (`autoRealRank`) is off; never once its admins
 * unsealed it by hand. The seal lifts at the last participant's end, so nobody still answering
 * sees the others' results.
 */
export function isSealed(c: SealSettings & { autoRealRank: boolean }, now: number): boolean {
  if (!c.sealRank) return false;
  if (c.unsealedAt != null && now >= c.unsealedAt) return false;
  if (now >= Math.max(c.endTime, c.lastEnd ?? c.endTime)) return !c.autoRealRank;
  return now >= sealTimeOf(c);
}

/** When the seal lifts by itself: at the last participant's end with automatic unsealing, else only by hand (null). */
export function unsealTimeOf(c: SealSettings & { autoRealRank: boolean }): number | null {
  if (!c.sealRank) return null;
  if (c.unsealedAt != null) return c.unsealedAt;
  return c.autoRealRank ? Math.max(c.endTime, c.lastEnd ?? c.endTime) : null;
}

export interface BoardViewRequest {
  /** Super admin, the creator, or a group root of a group contest. */
  isContestAdmin: boolean;
  /** Asked for the real board; only a contest admin's request is heard. */
  forceRefresh: boolean;
  /** Asked for after-end records too. */
  containsEnd: boolean;
  /** The contest takes submissions after its end. */
  allowEndSubmit: boolean;
}

/**
 * The view a request gets: the frozen one while sealed (unless a contest admin forces the real
 * board); otherwise the real one, with after-end records when the contest allows them and the
 * request asks for them.
 */
export function boardView(c: SealSettings & { autoRealRank: boolean }, now: number, req: BoardViewRequest): BoardView {
  if (isSealed(c, now) && !(req.isContestAdmin && req.forceRefresh)) return 'sealed';
  return req.containsEnd && req.allowEndSubmit ? 'withEnd' : 'live';
}

const MINUTE = 60_000;

/**
 * The seal time the contest form offers for a choice: 30 or 60 minutes before the end, or from
 * the start. A choice before the start (a contest shorter than the offset) freezes from the start.
 */
export function defaultSealTime(endTime: number, startTime: number, choice: 'thirty' | 'sixty' | 'fromStart'): number {
  if (choice === 'fromStart') return startTime;
  return Math.max(startTime, endTime - (choice === 'thirty' ? 30 : 60) * MINUTE);
}
