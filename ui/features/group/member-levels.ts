import { MemberLevel } from '../../../src/contract/groups.ts';

/** The levels a member admin's select offers (spec doc 3 §4): applying, refused, member, admin, root. */
export const LEVELS = [
  MemberLevel.APPLYING,
  MemberLevel.REFUSED,
  MemberLevel.MEMBER,
  MemberLevel.ADMIN,
  MemberLevel.ROOT,
] as const;

/** Who acts on the member admin page: their level, and whether they are the owner or the super admin (who may set any level). */
export interface LevelActor {
  level: number;
  privileged: boolean;
  uid: string;
}
/** The member a row shows, and whether they own the group. */
export interface LevelTarget {
  uid: string;
  level: number;
  isOwner: boolean;
}

/** The row's select is closed for oneself, and, to all but the owner and the super admin, for members at or above the actor's level. */
export function levelSelectDisabled(actor: LevelActor, target: LevelTarget): boolean {
  if (actor.uid === target.uid) return true;
  return !actor.privileged && target.level >= actor.level;
}

/**
 * An option is greyed when the actor's level is at or below it (the owner and the super admin may pick any),
 * and a member (level 3 or more) cannot be put back to applying or refused.
 */
export function levelOptionDisabled(actor: LevelActor, target: LevelTarget, option: number): boolean {
  if (target.level >= MemberLevel.MEMBER && option < MemberLevel.MEMBER) return true;
  return !actor.privileged && option >= actor.level;
}

/** Removal (spec doc 3 §6): never oneself nor the owner; the owner and the super admin remove anyone else, others only those below them. */
export function mayRemove(actor: LevelActor, target: LevelTarget): boolean {
  if (actor.uid === target.uid || target.isOwner) return false;
  return actor.privileged || target.level < actor.level;
}
