import type { Db } from '../../db/client.ts';
import { compiled } from '../../db/statements.ts';
import { ProblemAuth } from '../../contract/problems.ts';
import type { z } from 'zod';
import {
  SUBMISSION_NUMBERED_ROWS,
  type submissionListQuerySchema,
  type SubmissionRow,
} from '../../contract/submissions.ts';
import { Errors } from '../errors.ts';
import { pageLimit } from '../page-limit.ts';
import { escapeLike } from '../like.ts';
import type { Viewer } from '../access/actor.ts';
import { conditionText, type ConditionText } from '../problems/policy-text.ts';
import type { Clause, ListScope } from './list-count.ts';
import { isSubmissionAdmin } from './policy.ts';
import { standingIn } from '../access/group-standing.ts';
import { titlesOf } from './titles.ts';
import { PAGE_COLUMN_KEYS, submissions } from '../../db/schema/index.ts';

/** More problems than this matching a partial problem ID are not worth an index lookup each. */
const PROBLEM_MATCH_MAX = 500;

/** The statement reading the ids of the problems matching a condition on the named index. */
function problemIdsQuery(where: ConditionText, opts: { index: string; limit?: number }): ConditionText {
  const limit = opts.limit ? ` limit ${opts.limit}` : '';
  return { sql: `select id from problems indexed by ${opts.index} where ${where.sql}${limit}`, params: where.params };
}

/** The ids a statement of problem ids reads, run as SQL text (SQLite keeps each distinct text compiled). */
function idsOf(db: Db, query: ConditionText): number[] {
  return (compiled(db.$client, query.sql).all(...(query.params as never[])) as { id: number }[]).map((r) => r.id);
}

/** The ids of the problems matching a condition. */
function problemIds(db: Db, where: ConditionText, opts: { index: string; limit?: number }): number[] {
  return idsOf(db, problemIdsQuery(where, opts));
}

/**
 * The statement finding the problems a problemID filter names among those the list may show
 * (`shown`). The index is named: the one of the list's own order would be the planner's guess.
 */
export function problemFilterQuery(problemID: string, complete: boolean, shown: ConditionText | null): ConditionText {
  const [where, index] = complete
    ? [{ sql: 'problem_id = ? collate nocase', params: [problemID] as unknown[] }, 'problems_problem_id_nocase']
    : [{ sql: `problem_id like ? escape '\\'`, params: [escapeLike(problemID)] as unknown[] }, 'problems_problem_id'];
  const condition = shown
    ? { sql: `${where.sql} and ${shown.sql}`, params: [...where.params, ...shown.params] }
    : where;
  return problemIdsQuery(condition, { index, limit: PROBLEM_MATCH_MAX });
}

/** The pids a problemID filter names among the problems the list may show, or null when it names none. */
function problemFilter(db: Db, problemID: string, complete: boolean, shown: ConditionText | null): number[] | null {
  const ids = idsOf(db, problemFilterQuery(problemID, complete, shown));
  return ids.length > 0 ? ids : null;
}

/** The uid of a username, without regard to case (the users_username_nocase index). */
function uidOf(db: Db, username: string): string | null {
  const row = compiled(db.$client, 'select uid from users where lower(username) = lower(?)').get(username) as {
    uid: string;
  } | null;
  return row?.uid ?? null;
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
export function pagePosition(
  q: z.infer<typeof submissionListQuerySchema>,
  total: number,
  exact: boolean,
): PagePosition | null {
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
 * The row's columns but its problem's title, which comes from the kept titles (titles.ts): read
 * with the page, the fifteen titles cost as much again as the rows. An author's and a problem's
 * list index holds every one of them (db/schema/submissions.ts `PAGE_COLUMN_KEYS`), so their
 * pages seek no row.
 */
export const PAGE_COLUMNS = PAGE_COLUMN_KEYS.map((key) => `s.${submissions[key].name} as ${key}`).join(', ');

type RawRow = Omit<SubmissionRow, 'isManual' | 'share' | 'title'> & {
  isManual: number | boolean;
  share: number | boolean;
  title?: string;
};

/**
 * The rows of a page in one statement, with their titles (titles.ts). Skipped rows are found on the filter's
 * index alone: with OFFSET where the filter's index holds every term (an author's or a problem's
 * list: SQLite seeks no skipped row), else with a subquery giving the page's first key from a
 * covering index. Written as SQL text: lists are the busiest calls, and SQLite keeps each
 * distinct text compiled.
 */
export function pageQuery(db: Db, filter: Clause, at: PagePosition) {
  const older = at.direction === 'older';
  const order = older ? 'desc' : 'asc';
  let where = filter.sql;
  const params = [...filter.params];
  if (at.key !== undefined) {
    where += older ? ' and s.submit_id < ?' : ' and s.submit_id > ?';
    params.push(at.key);
  }
  let start = '',
    skip = '';
  const startParams: (string | number)[] = [];
  if (at.offset > 0 && filter.offsetOnIndex) {
    skip = ' offset ?';
    startParams.push(at.offset);
  } else if (at.offset > 0) {
    start = ` and s.submit_id ${older ? '<=' : '>='} (select s.submit_id from submissions s where ${where} order by s.submit_id ${order} limit 1 offset ?)`;
    startParams.push(...params, at.offset);
  }
  const text = `select ${PAGE_COLUMNS} from submissions s
    where ${where}${start} order by s.submit_id ${order} limit ${pageLimit(at.limit)}${skip}`;
  const all = [...params, ...startParams];
  return {
    toSQL: () => ({ sql: text, params: all }),
    all: (): SubmissionRow[] => {
      const rows = compiled(db.$client, text).all(...all) as RawRow[];
      const titles = titlesOf(
        db,
        rows.map((r) => r.pid),
      );
      for (const r of rows) {
        r.title = titles.get(r.pid) ?? '';
        r.isManual = r.isManual === 1;
        r.share = r.share === 1;
      }
      return rows as SubmissionRow[];
    },
  };
}

/** A group's problems its plain members do not see: those not public in the group. */
function closedGroupProblems(db: Db, gid: number): number[] {
  return problemIds(
    db,
    { sql: `gid = ? and auth <> ${ProblemAuth.PUBLIC}`, params: [gid] },
    { index: 'problems_bank_order' },
  );
}

/**
 * The bank problems the viewer may not see (problems/policy.ts), found among the bank's problems
 * that are not public: the few private and contest ones, read from the (auth, id) index.
 */
function hiddenProblems(db: Db, viewer: Viewer): number[] {
  const hidden = conditionText('hidden', viewer);
  if (!hidden) return [];
  return problemIds(
    db,
    { sql: `(auth < ${ProblemAuth.PUBLIC} or auth > ${ProblemAuth.PUBLIC}) and ${hidden.sql}`, params: hidden.params },
    { index: 'problems_auth' },
  );
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
    uid = uidOf(db, q.username);
    if (uid === null) return empty;
  }
  // A group's list is its members': everyone's submissions of the group's problems they may see.
  const standing = q.gid === undefined || isSubmissionAdmin(viewer) ? null : standingIn(db, q.gid, viewer);
  if (standing && !standing.member) throw viewer ? Errors.GroupMembersOnly() : Errors.NotLoggedIn();
  // The bank's list leaves out the problems the viewer may not see (problems/policy.ts), the
  // viewer's own submissions of them included.
  const bank = q.gid === undefined;
  const pids = q.problemID
    ? problemFilter(db, q.problemID, q.completeProblemID, bank ? conditionText('viewable', viewer) : null)
    : undefined;
  if (pids === null) return empty;
  const hidden =
    bank && !pids ? hiddenProblems(db, viewer) : standing && !standing.admin ? closedGroupProblems(db, q.gid!) : [];
  const manyPids = pids !== undefined && pids.length > 1 && uid === null;
  const parts = [manyPids ? '+s.cid is null' : 's.cid is null'];
  const params: (string | number)[] = [];
  if (q.gid !== undefined) {
    parts.push('s.gid = ?');
    params.push(q.gid);
  } else parts.push('s.gid is null');
  if (uid !== null) {
    parts.push('s.uid = ?');
    params.push(uid);
  }
  if (pids) {
    const column = uid !== null ? '+s.pid' : 's.pid';
    parts.push(pids.length === 1 ? `${column} = ?` : `${column} in (${pids.map(() => '?').join(', ')})`);
    params.push(...pids);
  }
  if (q.status !== undefined) {
    parts.push(uid !== null || pids ? '+s.status = ?' : 's.status = ?');
    params.push(q.status);
  }
  if (hidden.length > 0) {
    parts.push(`+s.pid not in (${hidden.map(() => '?').join(', ')})`);
    params.push(...hidden);
  }
  // An author's or one problem's list is ordered on an index holding every term but the unary ones.
  const offsetOnIndex = (uid !== null || pids?.length === 1) && q.status === undefined && hidden.length === 0;
  return {
    where: { sql: parts.join(' and '), params, offsetOnIndex },
    uid,
    pids,
    status: q.status,
    gid: q.gid,
    hidden,
  };
}
