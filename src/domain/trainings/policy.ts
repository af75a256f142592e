import { can } from '../../contract/roles.ts';
import { Errors } from '../errors.ts';
import { administersInGroup, type GroupTie } from '../access/group-standing.ts';
import type { Viewer } from '../access/actor.ts';
import type { Registration } from './store.ts';

/**
 * The training access policy (API-NEXT 9.6, spec doc 2 §4): the one answer to "may this viewer
 * see this training, its problems and rank, or submit through it". Routes load the training and
 * the viewer's registration, then ask here; nothing else decides training access.
 */

/** What the policy reads of a training. */
export interface TrainingFacts {
  authorUid: string | null;
  auth: 'Public' | 'Private';
  visible: boolean;
  deletedAt: Date | null;
  openFrom: Date | null;
  /** A group training's group: its roots are the training's admins, and only its members use it. */
  group?: GroupTie | null;
}

/** Training admins: the super admin, the training's author; for a group training, the group's roots and the author while a group admin now. */
export function isTrainingAdmin(viewer: Viewer, t: TrainingFacts): boolean {
  if (viewer === null) return false;
  if (can.isRoot(viewer.role)) return true;
  if (t.group) return administersInGroup(t.group, viewer, t.authorUid);
  return t.authorUid !== null && t.authorUid === viewer.uid;
}

/** A deleted or hidden training is "not found" to all but its admins; a group training is its group's members' only. */
export function assertTrainingVisible<T extends TrainingFacts>(viewer: Viewer, t: T | undefined): asserts t is T {
  if (!t || t.deletedAt !== null) throw Errors.TrainingNotFound();
  if (isTrainingAdmin(viewer, t)) return;
  if (t.group && !t.group.standing(viewer).member)
    throw viewer === null ? Errors.NotLoggedIn() : Errors.GroupMembersOnly();
  if (!t.visible) throw Errors.TrainingNotFound();
}

/** `get-training-access`: admins; anyone signed in for a public training; a live registration for a private one. */
export function hasTrainingAccess(viewer: Viewer, t: TrainingFacts, reg: Registration | undefined): boolean {
  if (viewer === null) return false;
  if (isTrainingAdmin(viewer, t)) return true;
  if (t.auth === 'Public') return true;
  return reg !== undefined && !reg.banned;
}

/** Before its open-from time a training's problems and rank are its admins' only. */
export function isOpen(viewer: Viewer, t: TrainingFacts, now: number): boolean {
  return isTrainingAdmin(viewer, t) || t.openFrom === null || t.openFrom.getTime() <= now;
}

/** The problems, a problem page, the rank and submitting through the training. */
export function assertCanUseTraining(
  viewer: Viewer,
  t: TrainingFacts,
  reg: Registration | undefined,
  now: number,
): void {
  if (!hasTrainingAccess(viewer, t, reg)) throw reg?.banned ? Errors.TrainingBanned() : Errors.TrainingNeedsRegister();
  if (!isOpen(viewer, t, now)) throw Errors.TrainingNotOpen();
}

export function assertTrainingAdmin(viewer: Viewer, t: TrainingFacts): void {
  if (!isTrainingAdmin(viewer, t)) throw Errors.TrainingAdminOnly();
}
