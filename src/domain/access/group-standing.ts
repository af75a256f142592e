import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupMembers, groups } from '../../db/schema/index.ts';
import { MemberLevel } from '../../contract/groups.ts';
import { can } from '../../contract/roles.ts';
import type { Viewer } from './actor.ts';
import { isGroupAdmin, isGroupRoot, isMember } from './group-policy.ts';

/**
 * How a viewer stands in a group: what the contest, training, problem and submission policies
 * ask of a resource that belongs to a group. A disbanded or banned group has no members (the
 * super admin keeps every right).
 */
/** A viewer's level in a group (members 1–5, 0 for none). */
export function levelOf(db: Db, gid: number, uid: string | undefined): number {
  if (!uid) return MemberLevel.NONE;
  return (
    db
      .select({ auth: groupMembers.auth })
      .from(groupMembers)
      .where(and(eq(groupMembers.gid, gid), eq(groupMembers.uid, uid)))
      .get()?.auth ?? MemberLevel.NONE
  );
}

export interface GroupStanding {
  member: boolean;
  admin: boolean;
  root: boolean;
}

const NOBODY: GroupStanding = { member: false, admin: false, root: false };

export function standingIn(db: Db, gid: number, viewer: Viewer): GroupStanding {
  if (viewer !== null && can.isRoot(viewer.role)) return { member: true, admin: true, root: true };
  const g = db
    .select({ ownerUid: groups.ownerUid, visible: groups.visible, status: groups.status, deletedAt: groups.deletedAt })
    .from(groups)
    .where(and(eq(groups.id, gid), isNull(groups.deletedAt)))
    .get();
  if (!g || g.status === 1 || viewer === null) return NOBODY;
  const as = { viewer, level: levelOf(db, gid, viewer.uid) };
  return { member: isMember(g, as), admin: isGroupAdmin(g, as), root: isGroupRoot(g, as) };
}

/**
 * A contest's or training's tie to its group, read when a policy asks: the standing of each
 * viewer is looked up once.
 */
export interface GroupTie {
  gid: number;
  standing: (viewer: Viewer) => GroupStanding;
}

/**
 * Whether the viewer administers a group's contest or training now: the group's roots, and its
 * creator while a group admin of the group. Leaving, a demotion to member, a disbanded or a banned
 * group end the creator's rights (the super admin stands as a root in every group).
 */
export function administersInGroup(tie: GroupTie, viewer: Viewer, authorUid: string | null): boolean {
  if (viewer === null) return false;
  const s = tie.standing(viewer);
  return s.root || (s.admin && authorUid !== null && authorUid === viewer.uid);
}

export function groupTie(db: Db, gid: number | null): GroupTie | null {
  if (gid === null) return null;
  const seen = new Map<string, GroupStanding>();
  return {
    gid,
    standing(viewer) {
      const key = viewer?.uid ?? '';
      let s = seen.get(key);
      if (!s) seen.set(key, (s = standingIn(db, gid, viewer)));
      return s;
    },
  };
}

/** One viewer's standing in any group, each group looked up once (a page of submissions names a few). */
export function standingsOf(db: Db, viewer: Viewer): (gid: number) => GroupStanding {
  const seen = new Map<number, GroupStanding>();
  return (gid) => {
    let s = seen.get(gid);
    if (!s) seen.set(gid, (s = standingIn(db, gid, viewer)));
    return s;
  };
}
