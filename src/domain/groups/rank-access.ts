import type { Db } from '../../db/client.ts';
import type { Viewer } from '../access/actor.ts';
import { assertGroupVisible, assertMember, type GroupFacts } from '../access/group-policy.ts';

/**
 * The group's facts and the viewer's level (0: none) in one statement (?1 the group, ?2 the viewer):
 * the group by its key, the level by the membership key. (Written as a join, the statistics of a
 * site with one group led SQLite to scan a partial index of group names instead, ten times slower.)
 */
export const RANK_ACCESS = `select g.owner_uid as ownerUid, g.visible, g.status,
  coalesce((select m.auth from group_members m where m.gid = g.id and m.uid = ?2), 0) as level
  from groups g where g.id = ?1 and g.deleted_at is null`;

/**
 * Whether the viewer may read the group's rank, by the group policy (access/group-policy.ts): the
 * group (not disbanded, banned only to the super admin, hidden to non-members) and its members only.
 * The group's facts and the viewer's level come in one read of a kept statement, as groupFor
 * (store.ts) loads them for other pages: the rank is read often and costs about a bare SELECT.
 */
export function assertMayReadRank(db: Db, viewer: Viewer, gid: number): void {
  const row = db.$client.query(RANK_ACCESS).get(gid, viewer?.uid ?? '') as {
    ownerUid: string | null;
    visible: number;
    status: number;
    level: number;
  } | null;
  const group: GroupFacts | undefined = row
    ? { ownerUid: row.ownerUid, visible: row.visible === 1, status: row.status, deletedAt: null }
    : undefined;
  const as = { viewer, level: row?.level ?? 0 };
  assertGroupVisible(group, as);
  assertMember(group, as);
}
