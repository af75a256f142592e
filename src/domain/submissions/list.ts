import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problems, submissions } from '../../db/schema/index.ts';
import type { z } from 'zod';
import { toPage, type Page } from '../../contract/envelope.ts';
import { submissionListQuerySchema, type SubmissionListQuery, type SubmissionRow } from '../../contract/submissions.ts';
import { Errors } from '../errors.ts';
import { escapeLike } from '../problems/admin-queries.ts';
import { findUserByUsername } from '../users/user-info.ts';
import { cachedCount } from './list-count.ts';
import { rowColumns, toRow } from './views.ts';
import { isSubmissionAdmin, type Viewer } from './visibility.ts';

/** More problems than this matching a partial problem ID are not worth an index lookup each. */
const PROBLEM_MATCH_MAX = 500;

/** The pids a problemID filter names, or null when it names none. */
function problemFilter(db: Db, problemID: string, complete: boolean): number[] | null {
  const where = complete
    ? sql`${problems.problemId} = ${problemID} collate nocase`
    : sql`${problems.problemId} like ${escapeLike(problemID)} escape '\\'`;
  const ids = db.select({ id: problems.id }).from(problems).where(where).limit(PROBLEM_MATCH_MAX).all().map((r) => r.id);
  return ids.length > 0 ? ids : null;
}

/**
 * GET /api/get-submission-list: practice submissions (or one group's), newest first. Every
 * filter becomes an indexed equality — author and problem are resolved to their ids first — so a
 * page stays fast on large tables; the total is counted once and reused while it holds.
 */
export function listSubmissions(db: Db, viewer: Viewer, query: SubmissionListQuery): Page<SubmissionRow> {
  const q = submissionListQuerySchema.parse(query);
  const filter = listFilter(db, viewer, q);
  const total = filter ? cachedCount(db, countQuery(db, filter), q.status !== undefined) : 0;
  if (!filter || total === 0) return toPage<SubmissionRow>([], 0, q.limit, q.currentPage);
  return toPage(pageQuery(db, filter, q.limit, q.currentPage).all().map(toRow), total, q.limit, q.currentPage);
}

export function countQuery(db: Db, filter: SQL) {
  return db.select({ n: count() }).from(submissions).where(filter);
}

export function pageQuery(db: Db, filter: SQL, limit: number, currentPage: number) {
  return db.select(rowColumns).from(submissions).innerJoin(problems, eq(problems.id, submissions.pid))
    .where(filter).orderBy(desc(submissions.submitId)).limit(limit).offset((currentPage - 1) * limit);
}

/** The WHERE clause of a list query, or null when a filter names nobody or nothing. */
export function listFilter(db: Db, viewer: Viewer, q: z.infer<typeof submissionListQuerySchema>): SQL | null {
  const empty = null;
  // The most selective filter picks the index: the author, else the problem, else the status.
  // A unary `+` keeps SQLite from choosing an index on the less selective columns.
  let uid: string | null = null;
  if (q.onlyMine) {
    if (!viewer) throw Errors.NotLoggedIn();
    uid = viewer.uid;
  } else if (q.username) {
    const user = findUserByUsername(db, q.username);
    if (!user) return empty;
    uid = user.uid;
  }
  if (q.gid !== undefined) {
    if (!viewer) throw Errors.NotLoggedIn();
    // Group lists show everyone's submissions to the group's members; until membership is
    // known here, others see their own.
    if (!isSubmissionAdmin(viewer)) {
      if (uid !== null && uid !== viewer.uid) return empty;
      uid = viewer.uid;
    }
  }
  const pids = q.problemID ? problemFilter(db, q.problemID, q.completeProblemID) : undefined;
  if (pids === null) return empty;
  const manyPids = pids !== undefined && pids.length > 1 && uid === null;
  const where: (SQL | undefined)[] = [
    manyPids ? sql`+${submissions.cid} = 0` : eq(submissions.cid, 0),
    q.gid !== undefined ? eq(submissions.gid, q.gid) : isNull(submissions.gid),
  ];
  if (uid !== null) where.push(eq(submissions.uid, uid));
  if (pids) {
    const column = uid !== null ? sql`+${submissions.pid}` : sql`${submissions.pid}`;
    where.push(pids.length === 1 ? sql`${column} = ${pids[0]}` : sql`${column} in ${pids}`);
  }
  if (q.status !== undefined) {
    where.push(uid !== null || pids ? sql`+${submissions.status} = ${q.status}` : eq(submissions.status, q.status));
  }
  return and(...where)!;
}
