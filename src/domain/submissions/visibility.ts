import { can } from '../../contract/roles.ts';
import type { Actor } from '../problems/access.ts';

/** Who is looking: the signed-in user, or null for a visitor. */
export type Viewer = Actor | null;

interface Owned {
  uid: string;
  cid: number;
  gid: number | null;
  share: boolean;
}

export function isSubmissionAdmin(viewer: Viewer): boolean {
  return viewer !== null && can.enterAdmin(viewer.role);
}

/**
 * Who may see a submission's record and results: practice submissions are public; contest and
 * group submissions only to their author and the administrators (the contest and group rules
 * widen this where they allow it).
 */
export function canSeeSubmission(viewer: Viewer, s: Owned): boolean {
  if (s.cid === 0 && s.gid === null) return true;
  return isSubmissionAdmin(viewer) || (viewer !== null && viewer.uid === s.uid);
}

/** Code (and the compiler message, which quotes it): admin roles and the owner always, anyone when shared. */
export function canSeeCode(viewer: Viewer, s: Owned): boolean {
  if (isSubmissionAdmin(viewer) || (viewer !== null && viewer.uid === s.uid)) return true;
  return s.share && canSeeSubmission(viewer, s);
}
