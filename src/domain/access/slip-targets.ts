import type { Db } from '../../db/client.ts';
import { MemberLevel } from '../../contract/groups.ts';
import { can } from '../../contract/roles.ts';
import { Errors } from '../errors.ts';
import { hasPermission } from '../permissions/role-permissions.ts';
import type { Actor } from './actor.ts';

/**
 * Whose password an actor may replace to print login slips (a new password each, shown once):
 * - only holders of the users page (`user_admin`) or of account import (`user_import`: teachers);
 * - only ordinary accounts: never a role that enters the back office (admins, teachers, problem
 *   admins), never the actor;
 * - a `user_admin` holder any such account; anyone else only members (level 3+) of a group they
 *   run (its owner or a group admin, level 4–5), the owner of that group aside;
 * - asked from a group's member list, every account must be a member of that group, which the
 *   actor runs.
 * The answer covers the accounts as a whole: one refused account refuses them all.
 */

export interface SlipTarget {
  uid: string;
  username: string;
  realname: string;
}

interface Row extends SlipTarget {
  role: number;
}

const heldBy = (actor: Actor, db: Db, p: 'user_admin' | 'user_import') =>
  actor.permissions ? actor.permissions.has(p) : hasPermission(db, actor.role, p);

/** The groups (ids) in which the actor is a group admin or the owner, and which are not disbanded or banned. */
function groupsRunBy(db: Db, actor: Actor, gid?: number): number[] {
  const rows = db.$client
    .query(`select g.id from groups g left join group_members gm on gm.gid = g.id and gm.uid = ?1
      where g.deleted_at is null and g.status = 0 and (g.owner_uid = ?1 or gm.auth >= ?2)
      and (?3 is null or g.id = ?3)`)
    .all(actor.uid, MemberLevel.ADMIN, gid ?? null) as { id: number }[];
  return rows.map((r) => r.id);
}

/** The accounts, each checked; throws naming the first one the actor may not give a slip. */
export function slipTargets(db: Db, actor: Actor, uids: readonly string[], gid?: number): SlipTarget[] {
  const admin = heldBy(actor, db, 'user_admin');
  if (!admin && !heldBy(actor, db, 'user_import')) throw Errors.SlipsNoRight();
  const run = admin && gid === undefined ? null : groupsRunBy(db, actor, gid);
  if (gid !== undefined && !can.isRoot(actor.role) && run!.length === 0) throw Errors.GroupAdminsOnly();
  const unique = [...new Set(uids)];
  const rows = db.$client
    .query(`select uid, username, realname, role from users
      where uid in (select value from json_each(?1)) and deleted_at is null`)
    .all(JSON.stringify(unique)) as Row[];
  if (rows.length !== unique.length) throw Errors.UserNotFound();
  const byUid = new Map(rows.map((r) => [r.uid, r]));
  const memberOf = (uid: string, groups: number[]) =>
    db.$client
      .query(`select 1 from group_members gm join groups g on g.id = gm.gid
        where gm.uid = ?1 and gm.auth >= ?2 and g.owner_uid is not ?1
        and gm.gid in (select value from json_each(?3)) limit 1`)
      .get(uid, MemberLevel.MEMBER, JSON.stringify(groups)) !== null;
  const inGroup = gid !== undefined && can.isRoot(actor.role) ? [gid] : run;
  return unique.map((uid) => {
    const row = byUid.get(uid)!;
    if (row.uid === actor.uid || can.enterAdmin(row.role) || hasPermission(db, row.role, 'admin_login'))
      throw Errors.SlipsNotOrdinary(row.username);
    if (inGroup !== null && !memberOf(uid, inGroup)) throw Errors.SlipsNotYourStudent(row.username);
    return { uid: row.uid, username: row.username, realname: row.realname };
  });
}
