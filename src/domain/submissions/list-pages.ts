import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { keptUntilWrite, keptWhileUnchanged } from '../../db/kept-values.ts';
import { readTogether } from '../../db/statements.ts';
import { toPage, type Page } from '../../contract/envelope.ts';
import { JsonText } from '../../contract/json-text.ts';
import type { submissionListQuerySchema, SubmissionRow } from '../../contract/submissions.ts';
import type { Viewer } from '../access/actor.ts';
import { isProblemManager } from '../problems/policy.ts';
import { listTotal, type ListScope } from './list-count.ts';
import { listFilter, pagePosition, pageQuery } from './list.ts';
import { isSubmissionAdmin } from './policy.ts';

type ListQuery = z.infer<typeof submissionListQuerySchema>;

/** The shelf of the kept pages (db/kept-values.ts). */
const PAGES = 'submission-pages';

/** A problem filter naming more problems than this is kept with the whole list's versions, not one per problem. */
const MAX_PROBLEM_SCOPES = 16;

/**
 * GET /api/get-submission-list: practice submissions (or one group's), newest first. Every
 * filter becomes an indexed equality — author and problem are resolved to their ids first — and
 * pages go by key (submit id), so a page deep in the list costs what the first one costs. The
 * total comes from the maintained counters (see list-count.ts). The reads share one read
 * transaction.
 *
 * A page of the bank's list is kept, written as JSON, until what it reads is written
 * (db/table-versions.ts): an author's pages until that author's submissions or counts are, a
 * problem's until that problem's are, the whole list's until any submission is; and all of them
 * until a problem is (titles, and which problems the viewer may see). A submission, a verdict or
 * a rejudge of one author on one problem leaves every other author's and problem's pages kept.
 * Pages are kept per query and per what the filter reads of the viewer: who they are, their role
 * and whether they see every submission or every problem; from their second read, so the many
 * pages read once (one author's after another's) never push out those read often. A refusal is never kept; nothing is
 * kept inside a transaction of the caller's, whose writes may yet be rolled back.
 */
export function listSubmissions(
  db: Db,
  viewer: Viewer,
  q: ListQuery,
): Page<SubmissionRow> | JsonText<Page<SubmissionRow>> {
  const sqlite = db.$client;
  if (sqlite.inTransaction) return readPage(db, listFilter(db, viewer, q), q);
  return readTogether(sqlite, () => (q.gid === undefined ? bankPage(db, viewer, q) : groupPage(db, viewer, q)));
}

function viewerKey(viewer: Viewer): string {
  return viewer
    ? `${viewer.uid}\u0000${viewer.role}\u0000${isSubmissionAdmin(viewer)}\u0000${isProblemManager(viewer)}`
    : '';
}

/** What every page of the whole list (or of one status) reads: it names no author and no problem. */
const WHOLE_LIST = ['problems', 'submissions', 'bank_counts', 'problem_counts'];

function bankPage(db: Db, viewer: Viewer, q: ListQuery): JsonText<Page<SubmissionRow>> | Page<SubmissionRow> {
  const who = viewerKey(viewer);
  const page = (scope: ListScope) => new JsonText(readPage(db, scope, q));
  const pageKey = (uid: string | null) => `${who}\u0000${uid ?? ''}\u0000${JSON.stringify(q)}`;
  // The whole list's filter reads the problems alone (the hidden ones): it is read with the page.
  if (!q.username && !q.problemID && !q.onlyMine)
    return keptWhileUnchanged(db, WHOLE_LIST, pageKey(null), () => page(listFilter(db, viewer, q)!), PAGES);
  // An author's or a problem's filter is read each time: its one or two lookups cost less than
  // checking the accounts and the problems are unchanged.
  const scope = listFilter(db, viewer, q);
  if (!scope) return toPage<SubmissionRow>([], 0, q.limit, q.currentPage);
  return keptWhileUnchanged(db, versionNames(scope), pageKey(scope.uid), () => page(scope), PAGES, true);
}

/** What a bank page reads (db/table-versions.ts): its author's scope, its problems' scopes, or every submission. */
function versionNames(scope: ListScope): string[] {
  if (scope.uid !== null) return ['problems', `uid=${scope.uid}`];
  if (scope.pids && scope.pids.length <= MAX_PROBLEM_SCOPES)
    return ['problems', ...scope.pids.map((pid) => `pid=${pid}`)];
  return WHOLE_LIST;
}

/**
 * A group's list reads its members and problems as well: a page of the whole group list (or of
 * one status) is kept until the next write of any kind (db/kept-values.ts); an author's or a
 * problem's page in a group is read each time.
 */
function groupPage(db: Db, viewer: Viewer, q: ListQuery): JsonText<Page<SubmissionRow>> | Page<SubmissionRow> {
  if (q.username || q.problemID || q.onlyMine) return readPage(db, listFilter(db, viewer, q), q);
  return keptUntilWrite(
    db,
    `submission-list\u0000${viewerKey(viewer)}\u0000${JSON.stringify(q)}`,
    () => new JsonText(readPage(db, listFilter(db, viewer, q), q)),
  );
}

function readPage(db: Db, scope: ListScope | null, q: ListQuery): Page<SubmissionRow> {
  if (!scope) return toPage<SubmissionRow>([], 0, q.limit, q.currentPage);
  const total = listTotal(db, scope);
  const at = pagePosition(q, total.n, total.exact);
  const rows = at ? pageQuery(db, scope.where, at).all() : [];
  return toPage(at?.direction === 'newer' ? rows.reverse() : rows, total.n, q.limit, q.currentPage);
}
