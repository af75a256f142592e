import { scoredLikeOi } from '../../contract/contests.ts';
import type { Db } from '../../db/client.ts';
import { isSealed, sealTimeOf } from '../../contract/scoreboard/timeliness.ts';
import type { Viewer } from '../access/actor.ts';
import { canSeeInside, isContestAdmin } from './policy.ts';
import { findContest, isRegistered, sealSettingsOf, type ContestRow } from './store.ts';

/**
 * How one contest submission shows to a viewer (API-NEXT 9.3): contest admins see all of it; its
 * author sees it with the code; other participants who may see inside the contest see rows the
 * contest's list shows them (before the seal while sealed, before the end otherwise), never the
 * code. In a sealed OI contest no participant sees a result, their own included: "submitted, result unknown".
 */
export interface SubmissionView {
  see: boolean;
  code: boolean;
  hideResult: boolean;
}

const HIDDEN: SubmissionView = { see: false, code: false, hideResult: true };

export function contestSubmissionView(db: Db, viewer: Viewer, s: { uid: string; cid: number; submitTime: Date }, now: number, contests = new Map<number, ContestRow | undefined>()): SubmissionView {
  if (!contests.has(s.cid)) contests.set(s.cid, findContest(db, s.cid));
  const c = contests.get(s.cid);
  const own = viewer !== null && viewer.uid === s.uid;
  if (!c) return own ? { see: true, code: true, hideResult: false } : HIDDEN;
  if (isContestAdmin(viewer, c)) return { see: true, code: true, hideResult: false };
  const settings = sealSettingsOf(c);
  const hideResult = scoredLikeOi(c.type) && isSealed(settings, now);
  if (own) return { see: true, code: true, hideResult };
  if (!canSeeInside({ viewer, registered: isRegistered(db, c.id, viewer?.uid) }, c, now)) return HIDDEN;
  const cut = isSealed(settings, now) ? sealTimeOf(settings) : c.allowEndSubmit ? Infinity : c.endTime.getTime();
  return s.submitTime.getTime() < cut ? { see: true, code: false, hideResult } : HIDDEN;
}
