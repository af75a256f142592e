import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problems, submissions } from '../../db/schema/index.ts';
import { toPage, type Page } from '../../contract/envelope.ts';
import { submissionListQuerySchema, type SubmissionListQuery, type SubmissionRow } from '../../contract/submissions.ts';
import { Errors } from '../errors.ts';
import { escapeLike } from '../problems/admin-queries.ts';
import { findUserByUsername } from '../users/user-info.ts';
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
 * page and its count stay fast on large tables.
 */
export function listSubmissions(db: Db, viewer: Viewer, query: SubmissionListQuery): Page<SubmissionRow> {
  const q = submissionListQuerySchema.parse(query);
  const empty = toPage<SubmissionRow>([], 0, q.limit, q.currentPage);
  const where: (SQL | undefined)[] = [eq(submissions.cid, 0)];
  if (q.gid !== undefined) {
    if (!viewer) throw Errors.NotLoggedIn();
    where.push(eq(submissions.gid, q.gid));
    // Group lists show everyone's submissions to the group's members; until membership is
    // known here, others see their own.
    if (!isSubmissionAdmin(viewer)) where.push(eq(submissions.uid, viewer.uid));
  } else {
    where.push(isNull(submissions.gid));
  }
  if (q.onlyMine) {
    if (!viewer) throw Errors.NotLoggedIn();
    where.push(eq(submissions.uid, viewer.uid));
  } else if (q.username) {
    const user = findUserByUsername(db, q.username);
    if (!user) return empty;
    where.push(eq(submissions.uid, user.uid));
  }
  if (q.problemID) {
    const pids = problemFilter(db, q.problemID, q.completeProblemID);
    if (!pids) return empty;
    where.push(pids.length === 1 ? eq(submissions.pid, pids[0]!) : inArray(submissions.pid, pids));
  }
  if (q.status !== undefined) where.push(eq(submissions.status, q.status));
  const filter = and(...where);
  const total = db.select({ n: count() }).from(submissions).where(filter).get()!.n;
  if (total === 0) return empty;
  const records = db.select(rowColumns).from(submissions).innerJoin(problems, eq(problems.id, submissions.pid))
    .where(filter).orderBy(desc(submissions.submitId))
    .limit(q.limit).offset((q.currentPage - 1) * q.limit).all().map(toRow);
  return toPage(records, total, q.limit, q.currentPage);
}
