import { and, count, desc, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contestRegistrations, contests } from '../../db/schema/index.ts';
import { contestTypesWhere } from '../../contract/contest-rules.ts';
import { ContestStatus, type ContestInfo } from '../../contract/contests.ts';
import { type Page, toPage } from '../../contract/envelope.ts';
import { escapeLike } from '../like.ts';
import { toContestInfo } from './store.ts';
import type { ContestRow } from '../access/contest-standing.ts';

/** The contest lists: the public one (visible contests outside groups) and the back office's. */

export interface ContestListFilter {
  keyword?: string;
  status?: number;
  type?: number;
  currentPage: number;
  limit: number;
}

function statusFilter(status: number | undefined, now: Date): SQL | undefined {
  if (status === ContestStatus.SCHEDULED) return gt(contests.startTime, now);
  if (status === ContestStatus.RUNNING) return and(lte(contests.startTime, now), gt(contests.endTime, now));
  if (status === ContestStatus.ENDED) return lte(contests.endTime, now);
  return undefined;
}

function participantCounts(db: Db, ids: number[]): Map<number, number> {
  if (ids.length === 0) return new Map();
  const rows = db
    .select({ cid: contestRegistrations.cid, n: count() })
    .from(contestRegistrations)
    .where(inArray(contestRegistrations.cid, ids))
    .groupBy(contestRegistrations.cid)
    .all();
  return new Map(rows.map((r) => [r.cid, r.n]));
}

function page(db: Db, where: SQL | undefined, f: ContestListFilter, now: number, order: SQL[]): Page<ContestInfo> {
  const total = db.select({ n: count() }).from(contests).where(where).get()!.n;
  const rows: ContestRow[] = db
    .select()
    .from(contests)
    .where(where)
    .orderBy(...order)
    .limit(f.limit)
    .offset((f.currentPage - 1) * f.limit)
    .all();
  const counts = participantCounts(
    db,
    rows.map((r) => r.id),
  );
  return toPage(
    rows.map((r) => toContestInfo(r, counts.get(r.id) ?? 0, now)),
    total,
    f.limit,
    f.currentPage,
  );
}

const keywordMatch = (keyword: string | undefined) =>
  keyword
    ? sql`(${contests.title} like ${escapeLike(keyword)} escape '\\' or cast(${contests.id} as text) = ${keyword})`
    : undefined;

/** The site's contests (`gid` null) or one group's. */
const inScope = (gid: number | null) => (gid === null ? isNull(contests.gid) : eq(contests.gid, gid));

/** GET /api/get-contest-list (and a group's list): running contests first, then scheduled, then ended; newest start first within each. */
export function listContests(
  db: Db,
  f: ContestListFilter,
  now = Date.now(),
  gid: number | null = null,
): Page<ContestInfo> {
  const at = new Date(now);
  const where = and(
    isNull(contests.deletedAt),
    eq(contests.visible, true),
    inScope(gid),
    statusFilter(f.status, at),
    f.type !== undefined
      ? eq(contests.type, f.type)
      : inArray(
          contests.type,
          contestTypesWhere((r) => r.listedWithContests),
        ),
    keywordMatch(f.keyword),
  );
  const running = sql`case when ${contests.startTime} <= ${now} and ${contests.endTime} > ${now} then 0 when ${contests.startTime} > ${now} then 1 else 2 end`;
  return page(db, where, f, now, [running, desc(contests.startTime), desc(contests.id)]);
}

/** GET /api/admin/contest/get-contest-list: the super admin sees every contest, others their own. */
export function listContestsForAdmin(
  db: Db,
  f: ContestListFilter,
  ownerUid: string | null,
  now = Date.now(),
  gid?: number,
): Page<ContestInfo & { visible: boolean; examMode: boolean }> {
  const where = and(
    isNull(contests.deletedAt),
    gid === undefined ? undefined : eq(contests.gid, gid),
    ownerUid ? eq(contests.authorUid, ownerUid) : undefined,
    f.type !== undefined ? eq(contests.type, f.type) : undefined,
    keywordMatch(f.keyword),
  );
  const result = page(db, where, f, now, [desc(contests.id)]);
  const extra = new Map(
    db
      .select({ id: contests.id, visible: contests.visible, examMode: contests.examMode })
      .from(contests)
      .where(
        inArray(
          contests.id,
          result.records.map((r) => r.id),
        ),
      )
      .all()
      .map((r) => [r.id, r]),
  );
  return {
    ...result,
    records: result.records.map((r) => ({
      ...r,
      visible: extra.get(r.id)?.visible ?? false,
      examMode: extra.get(r.id)?.examMode ?? false,
    })),
  };
}

/** GET /api/get-recent-contest: the home page's cards, running contests and those about to start, soonest first. */
export function recentContests(db: Db, now = Date.now(), max = 6): ContestInfo[] {
  const where = and(
    isNull(contests.deletedAt),
    eq(contests.visible, true),
    isNull(contests.gid),
    gt(contests.endTime, new Date(now)),
  );
  const rows = db.select().from(contests).where(where).orderBy(contests.startTime, contests.id).limit(max).all();
  const counts = participantCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toContestInfo(r, counts.get(r.id) ?? 0, now));
}
