import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupMembers, groups } from '../../db/schema/index.ts';
import { MemberLevel, type GroupDetail, type GroupRow } from '../../contract/groups.ts';
import type { Viewer } from '../access/actor.ts';
import { isInvited } from './invitations.ts';
import {
  assertGroupVisible,
  isGroupAdmin,
  isGroupRoot,
  isMember,
  isOwner,
  type GroupViewer,
} from '../access/group-policy.ts';
import { levelOf } from '../access/group-standing.ts';

export type StoredGroup = typeof groups.$inferSelect;

/** A group the viewer may know of, with the viewer as the group sees them. */
export function groupFor(db: Db, viewer: Viewer, gid: number): { group: StoredGroup; as: GroupViewer } {
  const group = db
    .select()
    .from(groups)
    .where(and(eq(groups.id, gid), isNull(groups.deletedAt)))
    .get();
  const as = { viewer, level: levelOf(db, gid, viewer?.uid) };
  assertGroupVisible(group, as);
  return { group, as };
}

export function memberCounts(db: Db, gids: number[]): Map<number, number> {
  if (gids.length === 0) return new Map();
  return new Map(
    db
      .select({ gid: groupMembers.gid, n: count() })
      .from(groupMembers)
      .where(
        and(
          inArray(groupMembers.gid, gids),
          inArray(groupMembers.auth, [MemberLevel.MEMBER, MemberLevel.ADMIN, MemberLevel.ROOT]),
        ),
      )
      .groupBy(groupMembers.gid)
      .all()
      .map((r) => [r.gid, r.n]),
  );
}

export function toGroupRows(db: Db, list: StoredGroup[]): GroupRow[] {
  const counts = memberCounts(
    db,
    list.map((g) => g.id),
  );
  return list.map((g) => ({
    id: g.id,
    avatar: g.avatar,
    owner: g.owner,
    name: g.name,
    shortName: g.shortName,
    brief: g.brief,
    auth: g.auth,
    visible: g.visible,
    status: g.status,
    memberCount: counts.get(g.id) ?? 0,
    gmtCreate: g.createdAt.toISOString(),
  }));
}

export function toGroupDetail(db: Db, g: StoredGroup, as: GroupViewer): GroupDetail {
  const root = isGroupRoot(g, as);
  return {
    ...toGroupRows(db, [g])[0]!,
    description: g.description,
    code: root ? g.code : null,
    level: as.level,
    isMember: isMember(g, as),
    isAdmin: isGroupAdmin(g, as),
    isRoot: root,
    isOwner: isOwner(g, as.viewer),
    invited: isInvited(db, g.id, as.viewer?.uid),
  };
}
