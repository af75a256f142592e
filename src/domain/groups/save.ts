import { and, count, desc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupMembers, groups, userProblems } from '../../db/schema/index.ts';
import { firstBrokenGroupRule, type GroupIssue } from '../../contract/group-form-rules.ts';
import { MemberLevel, type GroupFormParsed } from '../../contract/groups.ts';
import { toPage } from '../../contract/envelope.ts';
import { can } from '../../contract/roles.ts';
import { AppError, Errors } from '../errors.ts';
import { sendMineMessages } from '../messages/inbox.ts';
import { escapeLike } from '../like.ts';
import type { Actor, Viewer } from '../access/actor.ts';
import { getWebsiteConfig } from '../site/website-config.ts';
import { actorIsStaff } from '../permissions/staff.ts';
import { assertGroupRoot, isOwner, type GroupViewer } from '../access/group-policy.ts';
import { toGroupRows, type StoredGroup } from './store.ts';

/** The group list, creating, editing and disbanding groups. */

const LABELS: Record<GroupIssue['field'], [string, string]> = {
  name: ['Group name', '团队名称'],
  shortName: ['Short name', '团队简称'],
  brief: ['Brief', '团队简介'],
  auth: ['Group type', '团队类型'],
  code: ['Join code', '邀请码'],
  description: ['Description', '团队描述'],
};

function issueError(issue: GroupIssue): AppError {
  const [en, zh] = LABELS[issue.field];
  if (issue.field === 'shortName' && issue.kind === 'length') return Errors.GroupShortNameRule(issue.min, issue.max);
  const make = (label: string) =>
    issue.kind === 'required'
      ? Errors.GroupFieldRequired(label)
      : issue.min === issue.max
        ? Errors.GroupFieldExactLength(label, issue.min)
        : Errors.GroupFieldLength(label, issue.min, issue.max);
  const e = make(en);
  return new AppError(e.code, e.status, e.en, make(zh).zh);
}

function checkForm(db: Db, form: GroupFormParsed, except?: number): void {
  const issue = firstBrokenGroupRule(form);
  if (issue) throw issueError(issue);
  const clash = (column: typeof groups.name | typeof groups.shortName, value: string) =>
    db
      .select({ id: groups.id })
      .from(groups)
      .where(
        and(
          isNull(groups.deletedAt),
          sql`lower(${column}) = lower(${value})`,
          except ? sql`${groups.id} != ${except}` : undefined,
        ),
      )
      .get();
  if (clash(groups.name, form.name.trim())) throw Errors.GroupNameTaken(form.name.trim());
  if (clash(groups.shortName, form.shortName.trim())) throw Errors.GroupShortNameTaken(form.shortName.trim());
}

const fieldsOf = (f: GroupFormParsed) => ({
  name: f.name.trim(),
  shortName: f.shortName.trim(),
  brief: f.brief.trim(),
  description: f.description.trim(),
  auth: f.auth!,
  code: f.auth === 1 ? '' : f.code.trim(),
  visible: f.visible,
});

/**
 * Staff (roles holding the problem-admin or contest-admin permission) create groups; other users
 * only when the site lets them (groupCreateByUsers), and then under its thresholds. The creator
 * becomes the owner, a level-5 member.
 */
export function createGroup(db: Db, actor: Actor, form: GroupFormParsed): StoredGroup {
  checkForm(db, form);
  return db.transaction(
    (tx) => {
      const t = tx as unknown as Db;
      if (!actorIsStaff(actor)) {
        const site = getWebsiteConfig(t);
        if (!site.groupCreateByUsers) throw Errors.GroupCreateStaffOnly();
        const ac = t
          .select({ n: count() })
          .from(userProblems)
          .where(and(eq(userProblems.uid, actor.uid), sql`${userProblems.accepted} > 0`))
          .get()!.n;
        if (ac < site.groupAcRequired) throw Errors.GroupAcRequired(site.groupAcRequired);
        const midnight = new Date();
        midnight.setHours(0, 0, 0, 0);
        const owned = and(eq(groups.ownerUid, actor.uid), isNull(groups.deletedAt));
        if (
          t
            .select({ n: count() })
            .from(groups)
            .where(and(owned, gte(groups.createdAt, midnight)))
            .get()!.n >= site.dailyGroupLimit
        )
          throw Errors.GroupDailyLimit(site.dailyGroupLimit);
        if (t.select({ n: count() }).from(groups).where(owned).get()!.n >= site.totalGroupLimit)
          throw Errors.GroupTotalLimit(site.totalGroupLimit);
      }
      const now = new Date();
      const g = tx
        .insert(groups)
        .values({ ...fieldsOf(form), ownerUid: actor.uid, owner: actor.username, createdAt: now, updatedAt: now })
        .returning()
        .get();
      tx.insert(groupMembers)
        .values({ gid: g.id, uid: actor.uid, auth: MemberLevel.ROOT, createdAt: now, updatedAt: now })
        .run();
      return g;
    },
    { behavior: 'immediate' },
  );
}

export function updateGroup(db: Db, g: StoredGroup, as: GroupViewer, form: GroupFormParsed): StoredGroup {
  assertGroupRoot(g, as);
  checkForm(db, form, g.id);
  return db
    .update(groups)
    .set({ ...fieldsOf(form), updatedAt: new Date() })
    .where(eq(groups.id, g.id))
    .returning()
    .get()!;
}

/** Disbanding: the owner or the super admin; the group is hidden and its members are told. */
export function disbandGroup(db: Db, g: StoredGroup, as: GroupViewer): void {
  if (!isOwner(g, as.viewer) && !(as.viewer && can.isRoot(as.viewer.role))) throw Errors.GroupRootOnly();
  db.transaction((tx) => {
    tx.update(groups).set({ deletedAt: new Date() }).where(eq(groups.id, g.id)).run();
    const members = tx
      .select({ uid: groupMembers.uid })
      .from(groupMembers)
      .where(and(eq(groupMembers.gid, g.id), gte(groupMembers.auth, MemberLevel.MEMBER)))
      .all()
      .map((m) => m.uid)
      .filter((u) => u !== as.viewer?.uid);
    sendMineMessages(
      tx as unknown as Db,
      members,
      `The group ${g.name} was disbanded`,
      `The group **${g.name}** you were a member of has been disbanded.`,
    );
  });
}

/** GET get-group-list: visible groups (hidden ones to their members), banned ones to the super admin; "My" = where the viewer is a member. */
export function listGroups(
  db: Db,
  viewer: Viewer,
  q: { keyword?: string; auth?: number; onlyMine: boolean; currentPage: number; limit: number },
) {
  if (q.onlyMine && !viewer) throw Errors.NotLoggedIn();
  const mine = viewer
    ? db
        .select({ gid: groupMembers.gid })
        .from(groupMembers)
        .where(and(eq(groupMembers.uid, viewer.uid), gte(groupMembers.auth, MemberLevel.MEMBER)))
    : null;
  const superAdmin = viewer !== null && can.isRoot(viewer.role);
  const where: SQL | undefined = and(
    isNull(groups.deletedAt),
    superAdmin ? undefined : eq(groups.status, 0),
    superAdmin ? undefined : mine ? or(eq(groups.visible, true), inArray(groups.id, mine)) : eq(groups.visible, true),
    q.onlyMine && mine ? inArray(groups.id, mine) : undefined,
    q.auth ? eq(groups.auth, q.auth) : undefined,
    q.keyword
      ? sql`(${groups.name} like ${escapeLike(q.keyword)} escape '\\' or ${groups.shortName} like ${escapeLike(q.keyword)} escape '\\')`
      : undefined,
  );
  const total = db.select({ n: count() }).from(groups).where(where).get()!.n;
  const list = db
    .select()
    .from(groups)
    .where(where)
    .orderBy(desc(groups.id))
    .limit(q.limit)
    .offset((q.currentPage - 1) * q.limit)
    .all();
  return toPage(toGroupRows(db, list), total, q.limit, q.currentPage);
}
