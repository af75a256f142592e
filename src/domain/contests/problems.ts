import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contestProblems, problems, submissions } from '../../db/schema/index.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';
import type { ProblemDetail } from '../../contract/problems.ts';
import type { ContestProblemRow } from '../../contract/contests.ts';
import { ProblemAuth } from '../../contract/problems.ts';
import { boardView } from '../../contract/scoreboard/timeliness.ts';
import { Errors } from '../errors.ts';
import { EMPTY_COUNT } from '../problems/counts.ts';
import type { Viewer } from '../access/actor.ts';
import { resultAccess, sealOf, type Seal } from '../access/seal.ts';
import { problemWorkspace } from '../problems/public-queries.ts';
import { readCells } from './cells.ts';
import { isContestAdmin } from '../access/contest-policy.ts';
import type { ContestRow } from '../access/contest-standing.ts';

/** A contest's problems as its participants see them: display ids, balloons, counts and their own status. */

export function contestProblemLinks(db: Db, cid: number) {
  return db.select().from(contestProblems).where(eq(contestProblems.cid, cid)).orderBy(contestProblems.displayId).all();
}

/** The board view whose counts a viewer gets: admins the real data, others what the seal shows. */
function countsView(viewer: Viewer, c: ContestRow, seal: Seal, containsEnd: boolean) {
  const admin = isContestAdmin(viewer, c);
  return boardView(seal.settings, seal.now, {
    isContestAdmin: admin,
    forceRefresh: admin,
    containsEnd,
    allowEndSubmit: c.allowEndSubmit,
  });
}

/** The viewer's status per problem: Accepted once any submission was, else the latest one; "result unknown" where the seal hides it. */
function myStatuses(
  db: Db,
  viewer: Viewer,
  c: ContestRow,
  seal: Seal,
): Map<number, { status: number; score: number | null }> {
  const result = new Map<number, { status: number; score: number | null }>();
  if (!viewer) return result;
  const rows = db
    .select({
      pid: submissions.pid,
      status: submissions.status,
      score: submissions.score,
      submitTime: submissions.submitTime,
    })
    .from(submissions)
    .where(and(eq(submissions.uid, viewer.uid), eq(submissions.cid, c.id)))
    .orderBy(desc(submissions.submitId))
    .all();
  const admin = isContestAdmin(viewer, c);
  for (const r of rows) {
    const seen = result.get(r.pid);
    if (!resultAccess(seal, viewer, admin, { uid: viewer.uid, submitTime: r.submitTime }).result)
      result.set(r.pid, { status: JudgeStatus.SUBMITTED_NO_RESULT, score: null });
    else if (!seen) result.set(r.pid, { status: r.status, score: r.score });
    else if (r.status === JudgeStatus.ACCEPTED && seen.status !== JudgeStatus.ACCEPTED)
      result.set(r.pid, { status: 0, score: r.score });
  }
  return result;
}

/** Accepted users and tries per problem, from the cells of the view the viewer gets. */
function problemCounts(
  db: Db,
  viewer: Viewer,
  c: ContestRow,
  seal: Seal,
  containsEnd: boolean,
): Map<number, { ac: number; total: number }> {
  const counts = new Map<number, { ac: number; total: number }>();
  for (const cell of readCells(db, c.id, countsView(viewer, c, seal, containsEnd))) {
    const n = counts.get(cell.pid) ?? { ac: 0, total: 0 };
    n.total += cell.tries;
    if (cell.ac) n.ac += 1;
    counts.set(cell.pid, n);
  }
  return counts;
}

export function listContestProblems(
  db: Db,
  viewer: Viewer,
  c: ContestRow,
  now: number,
  containsEnd: boolean,
): ContestProblemRow[] {
  const links = contestProblemLinks(db, c.id);
  const seal = sealOf(db, c, now);
  const counts = problemCounts(db, viewer, c, seal, containsEnd);
  const mine = myStatuses(db, viewer, c, seal);
  return links.map((l) => ({
    id: l.id,
    displayId: l.displayId,
    cid: l.cid,
    pid: l.pid,
    displayTitle: l.displayTitle,
    color: l.color,
    ac: counts.get(l.pid)?.ac ?? 0,
    total: counts.get(l.pid)?.total ?? 0,
    myStatus: mine.get(l.pid)?.status ?? JudgeStatus.NOT_SUBMITTED,
    score: mine.get(l.pid)?.score ?? null,
  }));
}

/** A contest problem by its display id (any case), with its stored problem. */
export function findContestProblem(db: Db, cid: number, displayId: string) {
  const row = db
    .select({ link: contestProblems, problem: problems })
    .from(contestProblems)
    .innerJoin(problems, eq(problems.id, contestProblems.pid))
    .where(and(eq(contestProblems.cid, cid), sql`${contestProblems.displayId} = ${displayId} collate nocase`))
    .get();
  if (!row) throw Errors.ContestProblemNotFound();
  return row;
}

/**
 * The contest problem page: the shared workspace under the contest's display title, with the
 * source and tags left out (the page shows a "Contest Problem" tag) and the contest's own counts.
 */
export function contestProblemDetail(
  db: Db,
  viewer: Viewer,
  c: ContestRow,
  displayId: string,
  now: number,
): ProblemDetail & { displayId: string; color: string | null } {
  const { link, problem } = findContestProblem(db, c.id, displayId);
  if (problem.auth === ProblemAuth.PRIVATE && !isContestAdmin(viewer, c)) throw Errors.ContestProblemHidden();
  const workspace = problemWorkspace(db, problem);
  const count = problemCounts(db, viewer, c, sealOf(db, c, now), false).get(problem.id);
  return {
    ...workspace,
    problem: { ...workspace.problem, title: link.displayTitle, source: '' },
    problemCount: { ...EMPTY_COUNT, ac: count?.ac ?? 0, total: count?.total ?? 0 },
    tags: [],
    displayId: link.displayId,
    color: link.color,
  };
}
