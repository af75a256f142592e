import type { Db } from '../../db/client.ts';
import type { Viewer } from './actor.ts';
import { resultAccess, sealOf } from './seal.ts';
import { canSeeInside, isContestAdmin } from './contest-policy.ts';
import { findContest, isRegistered, type ContestRow } from './contest-standing.ts';

/**
 * How one contest submission shows to a viewer (API-NEXT 9.3): contest admins see all of it; its
 * author sees it with the code; other participants who may see inside the contest see rows the
 * contest's list shows them (what the seal lists while sealed, before the end otherwise), never
 * the code. Its result follows the seal (access/seal.ts): in a sealed OI or CT contest no
 * participant sees one, their own included: "submitted, result unknown".
 */
export interface SubmissionView {
  see: boolean;
  code: boolean;
  hideResult: boolean;
}

const HIDDEN: SubmissionView = { see: false, code: false, hideResult: true };

export function contestSubmissionView(
  db: Db,
  viewer: Viewer,
  s: { uid: string; cid: number; submitTime: Date },
  now: number,
  contests = new Map<number, ContestRow | undefined>(),
): SubmissionView {
  if (!contests.has(s.cid)) contests.set(s.cid, findContest(db, s.cid));
  const c = contests.get(s.cid);
  const own = viewer !== null && viewer.uid === s.uid;
  if (!c) return own ? { see: true, code: true, hideResult: false } : HIDDEN;
  const admin = isContestAdmin(viewer, c);
  if (admin) return { see: true, code: true, hideResult: false };
  const seal = sealOf(db, c, now);
  const access = resultAccess(seal, viewer, admin, s);
  if (own) return { see: true, code: true, hideResult: !access.result };
  if (!canSeeInside({ viewer, registered: isRegistered(db, c.id, viewer?.uid) }, c, now)) return HIDDEN;
  const listed = seal.sealed ? access.listed : c.allowEndSubmit || s.submitTime.getTime() < c.endTime.getTime();
  return listed ? { see: true, code: false, hideResult: !access.result } : HIDDEN;
}
