import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupMembers, users } from '../../db/schema/index.ts';
import { GROUP_LIMITS, GroupAuth, MemberLevel, type MemberRow } from '../../contract/groups.ts';
import { toPage } from '../../contract/envelope.ts';
import { Errors } from '../errors.ts';
import { assertMayGuess, noteWrongGuess } from '../guess-limit.ts';
import { sendMineMessages } from '../messages/inbox.ts';
import { escapeLike } from '../like.ts';
import type { Actor } from '../access/actor.ts';
import {
  assertGroupAdmin,
  assertMayChangeMember,
  assertMayRemove,
  assertMember,
  isGroupAdmin,
  isOwner,
  type GroupViewer,
} from '../access/group-policy.ts';
import { INVITED, isInvited } from './invitations.ts';
import type { StoredGroup } from './store.ts';

/** Joining, leaving and managing a group's members (API-NEXT 9.7; spec doc 3 §4, §5). */

/** The personal message of someone who has just joined the group (by joining, or added from a roster). */
export const sendWelcome = (db: Db, g: StoredGroup, uids: readonly string[]) =>
  sendMineMessages(db, uids, `Welcome to ${g.name}`, `You joined the group **${g.name}**.`);

const rootsOf = (db: Db, gid: number) =>
  db
    .select({ uid: groupMembers.uid })
    .from(groupMembers)
    .where(and(eq(groupMembers.gid, gid), eq(groupMembers.auth, MemberLevel.ROOT)))
    .all()
    .map((r) => r.uid);

/**
 * POST group/member: a public group is joined at once; a protected one takes an application; a
 * private one an application with the right code. A reason, when given, is 5–100 characters. An
 * account invited from a roster joins at once, whatever the group's type: it accepts the invitation.
 */
export function applyToGroup(
  db: Db,
  g: StoredGroup,
  as: GroupViewer,
  actor: Actor,
  code: string,
  reason: string,
): 'joined' | 'applied' {
  if (as.level >= MemberLevel.MEMBER || isOwner(g, actor)) throw Errors.GroupAlreadyMember();
  if (as.level === MemberLevel.APPLYING) throw Errors.GroupAlreadyApplied();
  if (isInvited(db, g.id, actor.uid)) return joinAtOnce(db, g, actor);
  const why = reason.trim();
  if (g.auth !== GroupAuth.PUBLIC && (why.length < GROUP_LIMITS.reason[0] || why.length > GROUP_LIMITS.reason[1]))
    throw Errors.GroupReasonLength();
  if (g.auth === GroupAuth.PRIVATE) {
    // Wrong codes are counted per account and group: after five the code is locked for a while.
    const guessKey = `group:${g.id}:${actor.uid}`;
    assertMayGuess(guessKey, Date.now(), Errors.GroupCodeTooManyTries);
    if (code.trim() !== g.code) {
      noteWrongGuess(guessKey);
      throw Errors.GroupCodeWrong();
    }
  }
  const level = g.auth === GroupAuth.PUBLIC ? MemberLevel.MEMBER : MemberLevel.APPLYING;
  const now = new Date();
  db.transaction((tx) => {
    tx.insert(groupMembers)
      .values({ gid: g.id, uid: actor.uid, auth: level, reason: why, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [groupMembers.gid, groupMembers.uid],
        set: { auth: level, reason: why, updatedAt: now },
      })
      .run();
    const t = tx as unknown as Db;
    if (level === MemberLevel.MEMBER) sendWelcome(t, g, [actor.uid]);
    else
      sendMineMessages(
        t,
        rootsOf(t, g.id),
        `${actor.username} applies to join ${g.name}`,
        `**${actor.username}** applies to join **${g.name}**: ${why}`,
      );
  });
  return level === MemberLevel.MEMBER ? 'joined' : 'applied';
}

function joinAtOnce(db: Db, g: StoredGroup, actor: Actor): 'joined' {
  db.transaction((tx) => {
    tx.update(groupMembers)
      .set({ auth: MemberLevel.MEMBER, updatedAt: new Date() })
      .where(and(eq(groupMembers.gid, g.id), eq(groupMembers.uid, actor.uid)))
      .run();
    sendWelcome(tx as unknown as Db, g, [actor.uid]);
  });
  return 'joined';
}

/** DELETE group/member/exit: a member leaves; the owner cannot (the owner can disband). */
export function exitGroup(db: Db, g: StoredGroup, as: GroupViewer, actor: Actor): void {
  if (isOwner(g, actor)) throw Errors.GroupOwnerCannotExit();
  if (as.level < MemberLevel.MEMBER) throw Errors.GroupNotMember();
  db.delete(groupMembers)
    .where(and(eq(groupMembers.gid, g.id), eq(groupMembers.uid, actor.uid)))
    .run();
}

function targetOf(db: Db, gid: number, uid: string) {
  const row = db
    .select({ uid: groupMembers.uid, level: groupMembers.auth })
    .from(groupMembers)
    .where(and(eq(groupMembers.gid, gid), eq(groupMembers.uid, uid)))
    .get();
  if (!row) throw Errors.GroupMemberNotFound();
  return row;
}

/**
 * PUT group/member: a level change under the rules of the policy; an approved applicant is welcomed,
 * a refused one told. An invitation is no one to change: only its account accepts it.
 */
export function changeMember(db: Db, g: StoredGroup, as: GroupViewer, uid: string, to: number): void {
  const target = targetOf(db, g.id, uid);
  if (target.level === INVITED) throw Errors.GroupMemberNotFound();
  assertMayChangeMember(g, as, target, to);
  db.transaction((tx) => {
    tx.update(groupMembers)
      .set({ auth: to, updatedAt: new Date() })
      .where(and(eq(groupMembers.gid, g.id), eq(groupMembers.uid, uid)))
      .run();
    const t = tx as unknown as Db;
    if (target.level < MemberLevel.MEMBER && to >= MemberLevel.MEMBER)
      sendMineMessages(t, [uid], `Welcome to ${g.name}`, `Your application to **${g.name}** was approved.`);
    if (target.level === MemberLevel.APPLYING && to === MemberLevel.REFUSED)
      sendMineMessages(t, [uid], `Application to ${g.name}`, `Your application to **${g.name}** was refused.`);
  });
}

/** DELETE group/member: a group admin removes someone below them; the removed member is told. */
export function removeMember(db: Db, g: StoredGroup, as: GroupViewer, uid: string): void {
  const target = targetOf(db, g.id, uid);
  assertMayRemove(g, as, target);
  db.transaction((tx) => {
    tx.delete(groupMembers)
      .where(and(eq(groupMembers.gid, g.id), eq(groupMembers.uid, uid)))
      .run();
    if (target.level >= MemberLevel.MEMBER)
      sendMineMessages(
        tx as unknown as Db,
        [uid],
        `Removed from ${g.name}`,
        `You were removed from the group **${g.name}**.`,
      );
  });
}

/** A page of members or applicants; their reasons (from applying) and real names are shown to the group's admins only. */
function memberPage(
  db: Db,
  gid: number,
  levels: [number, number],
  q: { keyword?: string; currentPage: number; limit: number },
  reasons: boolean,
) {
  const where = and(
    eq(groupMembers.gid, gid),
    gte(groupMembers.auth, levels[0]),
    lte(groupMembers.auth, levels[1]),
    q.keyword ? sql`${users.username} like ${escapeLike(q.keyword)} escape '\\'` : undefined,
  );
  const from = db.select({ n: count() }).from(groupMembers).innerJoin(users, eq(users.uid, groupMembers.uid));
  const total = from.where(where).get()!.n;
  const rows = db
    .select({ m: groupMembers, username: users.username, realname: users.realname, avatar: users.avatar })
    .from(groupMembers)
    .innerJoin(users, eq(users.uid, groupMembers.uid))
    .where(where)
    .orderBy(desc(groupMembers.auth), desc(groupMembers.updatedAt))
    .limit(q.limit)
    .offset((q.currentPage - 1) * q.limit)
    .all();
  return toPage(
    rows.map(
      (r): MemberRow => ({
        gid: r.m.gid,
        uid: r.m.uid,
        username: r.username,
        realname: reasons ? r.realname : '',
        avatar: r.avatar,
        auth: r.m.auth,
        reason: reasons ? r.m.reason : '',
        gmtCreate: r.m.createdAt.toISOString(),
        gmtModify: r.m.updatedAt.toISOString(),
      }),
    ),
    total,
    q.limit,
    q.currentPage,
  );
}

/** GET group/get-member-list: members (3–5), for members; real names and the reasons they gave when applying, for group admins. */
export function listMembers(
  db: Db,
  g: StoredGroup,
  as: GroupViewer,
  q: { keyword?: string; currentPage: number; limit: number },
) {
  assertMember(g, as);
  return memberPage(db, g.id, [MemberLevel.MEMBER, MemberLevel.ROOT], q, isGroupAdmin(g, as));
}

/** GET group/get-apply-list: applicants and refused (1–2), for group admins. */
export function listApplications(
  db: Db,
  g: StoredGroup,
  as: GroupViewer,
  q: { keyword?: string; currentPage: number; limit: number },
) {
  assertGroupAdmin(g, as);
  return memberPage(db, g.id, [MemberLevel.APPLYING, MemberLevel.REFUSED], q, true);
}
