import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupMembers } from '../../db/schema/index.ts';
import { MemberLevel } from '../../contract/groups.ts';
import { can } from '../../contract/roles.ts';
import { sendMineMessages } from '../messages/inbox.ts';
import { actorHas } from '../permissions/role-permissions.ts';
import type { Actor } from '../access/actor.ts';
import { isOwner, type GroupFacts } from '../access/group-policy.ts';

/**
 * Who joins a group without being asked (docs/groups.md "Adding members"): a roster adds an account
 * at once only when the one adding manages accounts — the super admin, a site admin holding the
 * user permission, or the group's owner — and never a site admin's account unless the super admin
 * adds it. Every other account is invited: a row at level 0 (`INVITED`), which reads as no level
 * everywhere, until the account accepts by joining (any group type, no code or reason asked).
 */

export const INVITED = MemberLevel.NONE;

/** What these rules read of a group. */
type Group = GroupFacts & { id: number; name: string };

export interface RosterRights {
  superAdmin: boolean;
  addsAtOnce: boolean;
}

export function rosterRights(g: Group, actor: Actor): RosterRights {
  const superAdmin = can.isRoot(actor.role);
  return { superAdmin, addsAtOnce: superAdmin || actorHas(actor, 'user_admin') || isOwner(g, actor) };
}

/**
 * How an existing account (its role, its level in the group, null without a row) comes in: `join`
 * at once, or `invite`. An applicant asked to join: adding them is approving the application.
 */
export function wayIn(rights: RosterRights, account: { role: number; level: number | null }): 'join' | 'invite' {
  if (account.level === MemberLevel.APPLYING) return 'join';
  if (!rights.addsAtOnce) return 'invite';
  return can.isAdmin(account.role) && !rights.superAdmin ? 'invite' : 'join';
}

/** Whether the account holds an invitation to the group it has not yet accepted. */
export function isInvited(db: Db, gid: number, uid: string | undefined): boolean {
  if (!uid) return false;
  const row = db
    .select({ auth: groupMembers.auth })
    .from(groupMembers)
    .where(and(eq(groupMembers.gid, gid), eq(groupMembers.uid, uid)))
    .get();
  return row?.auth === INVITED;
}

/**
 * Invites the accounts (inside the roster's transaction): an account without a row, or refused
 * before, gets the invitation and one message; one already invited is left as it is.
 */
export function invite(db: Db, g: Group, by: string, people: readonly { uid: string; level: number | null }[]): void {
  const now = new Date();
  const fresh = people.filter((p) => p.level === null || p.level === MemberLevel.REFUSED);
  for (const p of fresh) {
    db.insert(groupMembers)
      .values({ gid: g.id, uid: p.uid, auth: INVITED, reason: '', createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [groupMembers.gid, groupMembers.uid],
        set: { auth: INVITED, reason: '', updatedAt: now },
      })
      .run();
  }
  sendMineMessages(
    db,
    fresh.map((p) => p.uid),
    `Invitation to ${g.name}`,
    `**${by}** invites you to the group **${g.name}**. Open the group and press **Accept invitation** to join it; until then you are not a member.`,
  );
}
