import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problems } from '../../db/schema/index.ts';
import type { z } from 'zod';
import { ProblemAuth } from '../../contract/problems.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';
import { toPage, type Page } from '../../contract/envelope.ts';
import type {
  GroupAdminProblemRow,
  GroupProblemRow,
  groupProblemListQuerySchema,
} from '../../contract/group-problems.ts';
import { Errors } from '../errors.ts';
import type { Viewer } from '../access/actor.ts';
import { keywordFilter } from '../problems/admin-queries.ts';
import { countsFor, EMPTY_COUNT } from '../problems/counts.ts';
import { userProblemStatus } from '../problems/user-status.ts';
import { tagsOfProblems } from '../problems/problem-tags.ts';
import { assertGroupAdmin, assertMember } from '../access/group-policy.ts';
import { standingIn } from '../access/group-standing.ts';
import { groupFor } from './store.ts';

/**
 * A group's problems (API-NEXT "Groups", 9.7): the list to members, the admin table to group
 * admins; changing one to its author or a group root (the super admin always).
 */

export type StoredProblem = typeof problems.$inferSelect;
type ListQuery = z.infer<typeof groupProblemListQuerySchema>;

/** A problem that belongs to a group, or ProblemNotFound. */
export function groupProblemOf(db: Db, pid: number): StoredProblem & { gid: number } {
  const p = db
    .select()
    .from(problems)
    .where(and(eq(problems.id, pid), isNotNull(problems.gid)))
    .get();
  if (!p || p.gid === null) throw Errors.ProblemNotFound();
  return p as StoredProblem & { gid: number };
}

const isAuthor = (p: { authorUid: string | null }, viewer: Viewer) => viewer !== null && p.authorUid === viewer.uid;

/** Whether the viewer may edit, delete, change the auth of, apply or read the test data of a group's problem. */
export function mayManage(db: Db, viewer: Viewer, p: { gid: number; authorUid: string | null }): boolean {
  const standing = standingIn(db, p.gid, viewer);
  // An author who has left the group (or a disbanded group) keeps no rights over it.
  return standing.root || (standing.member && isAuthor(p, viewer));
}

/** The group's problem the actor may manage (it must still see the group), or a refusal. */
export function manageableProblem(db: Db, actor: Viewer, pid: number): StoredProblem & { gid: number } {
  const p = groupProblemOf(db, pid);
  groupFor(db, actor, p.gid);
  if (!mayManage(db, actor, p)) throw Errors.GroupProblemAuthorOnly();
  return p;
}

/** The members' list: public problems; group admins also see private ones (contest problems live in their contests). */
export function listGroupProblems(db: Db, viewer: Viewer, q: ListQuery): Page<GroupProblemRow> {
  const { group, as } = groupFor(db, viewer, q.gid);
  assertMember(group, as);
  const admin = standingIn(db, q.gid, viewer).admin;
  const where = and(
    eq(problems.gid, q.gid),
    inArray(problems.auth, admin ? [ProblemAuth.PUBLIC, ProblemAuth.PRIVATE] : [ProblemAuth.PUBLIC]),
  );
  const total = db.select({ n: count() }).from(problems).where(where).get()!.n;
  const rows = db
    .select({
      pid: problems.id,
      problemId: problems.problemId,
      title: problems.title,
      difficulty: problems.difficulty,
      type: problems.type,
      kind: problems.kind,
      auth: problems.auth,
      updatedAt: problems.updatedAt,
    })
    .from(problems)
    .where(where)
    .orderBy(desc(problems.id))
    .limit(q.limit)
    .offset((q.currentPage - 1) * q.limit)
    .all();
  const pids = rows.map((r) => r.pid);
  const counts = countsFor(db, pids);
  const tagMap = tagsOfProblems(db, pids);
  const status = viewer ? userProblemStatus(db, viewer.uid, pids) : {};
  const records = rows.map(
    ({ updatedAt, ...r }): GroupProblemRow => ({
      ...r,
      ...(counts.get(r.pid) ?? EMPTY_COUNT),
      tags: tagMap.get(r.pid) ?? [],
      gmtModified: updatedAt.toISOString(),
      myStatus: status[r.pid]?.status ?? JudgeStatus.NOT_SUBMITTED,
    }),
  );
  return toPage(records, total, q.limit, q.currentPage);
}

/** The group admins' table: every problem of the group, with what the viewer may do to each. */
export function adminGroupProblems(db: Db, viewer: Viewer, q: ListQuery): Page<GroupAdminProblemRow> {
  const { group, as } = groupFor(db, viewer, q.gid);
  assertGroupAdmin(group, as);
  const root = standingIn(db, q.gid, viewer).root;
  const where = and(eq(problems.gid, q.gid), keywordFilter(q.keyword));
  const total = db.select({ n: count() }).from(problems).where(where).get()!.n;
  const rows = db
    .select()
    .from(problems)
    .where(where)
    .orderBy(desc(problems.id))
    .limit(q.limit)
    .offset((q.currentPage - 1) * q.limit)
    .all();
  return toPage(
    rows.map((p) => ({
      id: p.id,
      problemId: p.problemId,
      title: p.title,
      author: p.author,
      auth: p.auth,
      type: p.type,
      kind: p.kind,
      applyPublicProgress: p.applyPublicProgress,
      mayManage: root || isAuthor(p, viewer),
      gmtCreate: p.createdAt.toISOString(),
      gmtModified: p.updatedAt.toISOString(),
    })),
    total,
    q.limit,
    q.currentPage,
  );
}

/**
 * A group problem's display id is the group's short name, a dash and the typed id
 * (`class7a` + `1001` → `class7a-1001`). Problems saved before the dash keep their id
 * (`class7a1001`): their prefix stays the short name alone, so old links keep working.
 */
export const GROUP_ID_SEPARATOR = '-';

/** The prefix a save puts before the typed id: the stored id's own prefix for a problem saved before the dash. */
export function groupIdPrefix(shortName: string, storedProblemId?: string): string {
  const withDash = shortName + GROUP_ID_SEPARATOR;
  if (storedProblemId === undefined || !shortName) return withDash;
  const stored = storedProblemId.toLowerCase();
  return !stored.startsWith(withDash.toLowerCase()) && stored.startsWith(shortName.toLowerCase())
    ? shortName
    : withDash;
}

/** The display id as the edit form shows it: without the group's prefix in front. */
export function typedProblemId(problemId: string, shortName: string): string {
  const prefix = groupIdPrefix(shortName, problemId);
  return shortName && problemId.toLowerCase().startsWith(prefix.toLowerCase())
    ? problemId.slice(prefix.length)
    : problemId;
}
