import { and, asc, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problems, submissions } from '../../db/schema/index.ts';
import type { z } from 'zod';
import { toPage, type Page } from '../../contract/envelope.ts';
import {
  SUBMISSION_NUMBERED_ROWS, submissionListQuerySchema, type SubmissionListQuery, type SubmissionRow,
} from '../../contract/submissions.ts';
import { Errors } from '../errors.ts';
import { escapeLike } from '../problems/admin-queries.ts';
import { findUserByUsername } from '../users/user-info.ts';
import { listTotal, type ListScope } from './list-count.ts';
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
 * filter becomes an indexed equality — author and problem are resolved to their ids first — and
 * pages go by key (submit id), so a page deep in the list costs what the first one costs. The
 * total comes from the maintained counters (see list-count.ts).
 */
export function listSubmissions(db: Db, viewer: Viewer, query: SubmissionListQuery): Page<SubmissionRow> {
  const q = submissionListQuerySchema.parse(query);
  const scope = listFilter(db, viewer, q);
  if (!scope) return toPage<SubmissionRow>([], 0, q.limit, q.currentPage);
  const total = listTotal(db, scope);
  const at = pagePosition(q, total.n, total.exact);
  const rows = at ? pageQuery(db, scope.where, at).all().map(toRow) : [];
  return toPage(at?.direction === 'newer' ? rows.reverse() : rows, total.n, q.limit, q.currentPage);
}

/** Where a page starts: after a key (or from an end of the list), skipping `offset` rows, reading `limit`. */
export interface PagePosition {
  direction: 'older' | 'newer';
  key?: number;
  offset: number;
  limit: number;
}

/**
 * A key (before / after) reads from there. A numbered page is read from the newest end while it
 * lies within SUBMISSION_NUMBERED_ROWS of it, or from the oldest end when the total is exact and
 * the page lies that close to the end; other page numbers are refused with PageTooDeep.
 * Returns null for a page past the end.
 */
export function pagePosition(q: z.infer<typeof submissionListQuerySchema>, total: number, exact: boolean): PagePosition | null {
  const limit = q.limit;
  if (q.before !== undefined) return { direction: 'older', key: q.before, offset: 0, limit };
  if (q.after !== undefined) return { direction: 'newer', key: q.after, offset: 0, limit };
  const skip = (q.currentPage - 1) * limit;
  if (skip <= SUBMISSION_NUMBERED_ROWS) return { direction: 'older', offset: skip, limit };
  if (exact && skip >= total) return null;
  if (exact && total - skip <= SUBMISSION_NUMBERED_ROWS + limit) {
    const rowsOnPage = Math.min(limit, total - skip);
    return { direction: 'newer', offset: total - skip - rowsOnPage, limit: rowsOnPage };
  }
  throw Errors.PageTooDeep(Math.floor(SUBMISSION_NUMBERED_ROWS / limit) + 1);
}

/**
 * The rows of a page. The rows skipped before it are found on the filter's index alone (a
 * subquery giving the page's first key), so they are never read or joined.
 */
export function pageQuery(db: Db, filter: SQL, at: PagePosition) {
  const older = at.direction === 'older';
  const order = older ? desc(submissions.submitId) : asc(submissions.submitId);
  const where = and(filter, at.key === undefined ? undefined : older ? lt(submissions.submitId, at.key) : gt(submissions.submitId, at.key));
  let start: SQL | undefined;
  if (at.offset > 0) {
    const first = db.select({ id: submissions.submitId }).from(submissions).where(where).orderBy(order).limit(1).offset(at.offset);
    start = older ? sql`${submissions.submitId} <= (${first})` : sql`${submissions.submitId} >= (${first})`;
  }
  return db.select(rowColumns).from(submissions).innerJoin(problems, eq(problems.id, submissions.pid))
    .where(and(where, start)).orderBy(order).limit(at.limit);
}

/** The filter of a list query, or null when it names nobody or nothing. */
export function listFilter(db: Db, viewer: Viewer, q: z.infer<typeof submissionListQuerySchema>): ListScope | null {
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
  return { where: and(...where)!, uid, pids, status: q.status, gid: q.gid };
}
