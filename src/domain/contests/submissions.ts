import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contestProblems, problems, submissions } from '../../db/schema/index.ts';
import type { Page } from '../../contract/envelope.ts';
import { toPage } from '../../contract/envelope.ts';
import type { SubmissionRow } from '../../contract/submissions.ts';
import { contestRule } from '../../contract/contest-rules.ts';
import { ContestStatus } from '../../contract/contests.ts';
import type { Viewer } from '../access/actor.ts';
import { listedBySeal, resultAccess, sealOf, type Seal } from '../access/seal.ts';
import { hiddenState } from '../submissions/access.ts';
import { rowColumns, toRow } from '../submissions/views.ts';
import { isContestAdmin, statusAt } from '../access/contest-policy.ts';
import type { ContestRow } from '../access/contest-standing.ts';

/**
 * A contest's submission list (API-NEXT 9.3). Contest admins see everything. Others: while sealed,
 * an ACM list shows others' submissions up to the seal and all of one's own, an OI list stops at
 * the seal for everyone's; otherwise the list stops at the end unless after-end submissions are
 * asked for and allowed (an ACM list still shows one's own later ones). While the contest runs,
 * others' rows come without time, memory and length; a sealed OI contest shows no results at all.
 */

export interface ContestSubmissionFilter {
  limit: number;
  currentPage: number;
  onlyMine: boolean;
  status?: number;
  username?: string;
  problemID?: string;
  containsEnd: boolean;
}

export type ContestSubmissionRow = SubmissionRow & { displayId: string };

function visibleWindow(
  viewer: Viewer,
  c: ContestRow,
  f: ContestSubmissionFilter,
  seal: Seal,
  admin: boolean,
): SQL | undefined {
  if (admin) return undefined;
  if (seal.sealed) return listedBySeal(seal, viewer, admin);
  if (f.containsEnd && c.allowEndSubmit) return undefined;
  const own = viewer ? eq(submissions.uid, viewer.uid) : sql`0`;
  const beforeEnd = lt(submissions.submitTime, c.endTime);
  return contestRule(c.type).listsOwnAfterEnd ? or(beforeEnd, own) : beforeEnd;
}

export function listContestSubmissions(
  db: Db,
  viewer: Viewer,
  c: ContestRow,
  f: ContestSubmissionFilter,
  now: number,
): Page<ContestSubmissionRow> {
  const admin = isContestAdmin(viewer, c);
  const seal = sealOf(db, c, now);
  const where = and(
    eq(submissions.cid, c.id),
    gte(submissions.submitTime, c.startTime),
    visibleWindow(viewer, c, f, seal, admin),
    f.onlyMine && viewer ? eq(submissions.uid, viewer.uid) : undefined,
    f.status !== undefined ? eq(submissions.status, f.status) : undefined,
    f.username ? eq(submissions.username, f.username) : undefined,
    f.problemID ? sql`${contestProblems.displayId} = ${f.problemID} collate nocase` : undefined,
  );
  const total = db
    .select({ n: count() })
    .from(submissions)
    .innerJoin(contestProblems, and(eq(contestProblems.cid, c.id), eq(contestProblems.pid, submissions.pid)))
    .where(where)
    .get()!.n;
  const raw = db
    .select({ ...rowColumns, displayId: contestProblems.displayId, displayTitle: contestProblems.displayTitle })
    .from(submissions)
    .innerJoin(contestProblems, and(eq(contestProblems.cid, c.id), eq(contestProblems.pid, submissions.pid)))
    .innerJoin(problems, eq(problems.id, submissions.pid))
    .where(where)
    .orderBy(desc(submissions.submitId))
    .limit(f.limit)
    .offset((f.currentPage - 1) * f.limit)
    .all();
  const running = statusAt(c, now) === ContestStatus.RUNNING && !admin;
  const records = raw.map(({ displayId, displayTitle, ...r }) => {
    let row: ContestSubmissionRow = { ...toRow(r), title: displayTitle, displayId };
    if (!resultAccess(seal, viewer, admin, r).result) row = hiddenState(row);
    return running && row.uid !== viewer?.uid ? { ...row, time: null, memory: null, length: 0 } : row;
  });
  return toPage(records, total, f.limit, f.currentPage);
}
