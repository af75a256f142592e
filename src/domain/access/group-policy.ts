import { MemberLevel } from '../../contract/groups.ts';
import { can } from '../../contract/roles.ts';
import { Errors } from '../errors.ts';
import type { Viewer } from './actor.ts';

/**
 * The group policy (API-NEXT 9.7, spec doc 3 §4, §6): the one answer to "may this viewer see
 * this group, its content, its admin pages; may this actor change that member". Fed by the
 * viewer's member level; routes load the group and the level, then ask here.
 */

export interface GroupFacts {
  ownerUid: string | null;
  visible: boolean;
  status: number;
  deletedAt: Date | null;
}

/** A viewer as a group sees them: who they are and their member level (0: none). */
export interface GroupViewer {
  viewer: Viewer;
  level: number;
}

const isSuperAdmin = (v: Viewer) => v !== null && can.isRoot(v.role);
export const isOwner = (g: GroupFacts, v: Viewer) => v !== null && g.ownerUid === v.uid;
/** Members: levels 3–5, the owner; the super admin sees as one. */
export const isMember = (g: GroupFacts, p: GroupViewer) =>
  p.level >= MemberLevel.MEMBER || isOwner(g, p.viewer) || isSuperAdmin(p.viewer);
/** Group admins: levels 4–5, the owner, the super admin. */
export const isGroupAdmin = (g: GroupFacts, p: GroupViewer) =>
  p.level >= MemberLevel.ADMIN || isOwner(g, p.viewer) || isSuperAdmin(p.viewer);
/** Group roots: level 5, the owner, the super admin (they edit the group and see its code). */
export const isGroupRoot = (g: GroupFacts, p: GroupViewer) =>
  p.level === MemberLevel.ROOT || isOwner(g, p.viewer) || isSuperAdmin(p.viewer);

/** A disbanded group is gone; a banned one is the super admin's only; a hidden one its members' only. */
export function assertGroupVisible<G extends GroupFacts>(g: G | undefined, p: GroupViewer): asserts g is G {
  if (!g || g.deletedAt !== null) throw Errors.GroupNotFound();
  if (g.status === 1 && !isSuperAdmin(p.viewer)) throw Errors.GroupNotFound();
  if (!g.visible && !isMember(g, p)) throw Errors.GroupNotFound();
}

export function assertMember(g: GroupFacts, p: GroupViewer): void {
  if (!isMember(g, p)) throw Errors.GroupMembersOnly();
}
export function assertGroupAdmin(g: GroupFacts, p: GroupViewer): void {
  if (!isGroupAdmin(g, p)) throw Errors.GroupAdminsOnly();
}
export function assertGroupRoot(g: GroupFacts, p: GroupViewer): void {
  if (!isGroupRoot(g, p)) throw Errors.GroupRootOnly();
}

/** The actor's level as the change rules compare it: the super admin and the owner stand above every level. */
export const rankOf = (g: GroupFacts, p: GroupViewer) =>
  isSuperAdmin(p.viewer) || isOwner(g, p.viewer) ? MemberLevel.ROOT + 1 : p.level;

/**
 * Changing a member's level (API-NEXT 9.7): the actor is a group admin; the owner cannot be
 * changed; a member (3+) cannot go back to applying or refused; others than the super admin and
 * the owner change only people below their own level, and only to a level below their own.
 */
export function assertMayChangeMember(
  g: GroupFacts,
  actor: GroupViewer,
  target: { uid: string; level: number },
  to: number,
): void {
  assertGroupAdmin(g, actor);
  if (g.ownerUid === target.uid) throw Errors.GroupOwnerUnchangeable();
  if (target.level >= MemberLevel.MEMBER && to < MemberLevel.MEMBER) throw Errors.GroupMemberDemotion();
  const mine = rankOf(g, actor);
  if (target.level >= mine || to >= mine) throw Errors.GroupLevelDenied();
}

/** Removing a member: not oneself, not the owner, only someone strictly below the actor. */
export function assertMayRemove(g: GroupFacts, actor: GroupViewer, target: { uid: string; level: number }): void {
  assertGroupAdmin(g, actor);
  if (g.ownerUid === target.uid || actor.viewer?.uid === target.uid || target.level >= rankOf(g, actor))
    throw Errors.GroupRemoveDenied();
}

/**
 * Editing, hiding or deleting a group's announcement: a group admin who wrote it or stands above its
 * author now (an author who left stands at no level); the owner and the super admin always.
 */
export function assertMayChangeAnnouncement(g: GroupFacts, actor: GroupViewer, author: GroupViewer): void {
  assertGroupAdmin(g, actor);
  if (isOwner(g, actor.viewer) || isSuperAdmin(actor.viewer)) return;
  if (author.viewer !== null && author.viewer.uid === actor.viewer?.uid) return;
  if (rankOf(g, author) >= rankOf(g, actor)) throw Errors.GroupAnnouncementDenied();
}
