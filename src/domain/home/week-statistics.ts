import { and, count, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { submissions } from '../../db/schema/index.ts';
import type { SubmissionStatistics } from '../../contract/home.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';
import { timedCache } from './timed-cache.ts';
import { monthDay, weekDays } from './week-window.ts';

/** How long the weekly statistics are reused before they are counted again. */
export const STATISTICS_TTL_MS = 5 * 60_000;

const cached = timedCache<SubmissionStatistics>(STATISTICS_TTL_MS);

/** Total and accepted submissions (all of them, contests included) between two moments. */
export function dayCountQuery(db: Db, from: Date, to: Date) {
  return db.select({ total: count(), ac: sql<number>`coalesce(sum(${submissions.status} = ${JudgeStatus.ACCEPTED}), 0)` })
    .from(submissions)
    .where(and(gte(submissions.submitTime, from), lt(submissions.submitTime, to)));
}

/** Counts each day of the week; every day a range of the (submit_time, status) index. */
export function countWeek(db: Db, now: Date): SubmissionStatistics {
  const { starts, end } = weekDays(now);
  const result: SubmissionStatistics = { dateStr: [], acCountList: [], totalCountList: [] };
  starts.forEach((from, i) => {
    const row = dayCountQuery(db, from, starts[i + 1] ?? end).get();
    result.dateStr.push(monthDay(from));
    result.acCountList.push(row?.ac ?? 0);
    result.totalCountList.push(row?.total ?? 0);
  });
  return result;
}

/**
 * The weekly statistics of the home page, counted at most every few minutes; `forceRefresh`
 * (the caller decides who may force) counts them again at once.
 */
export function weekStatistics(db: Db, forceRefresh: boolean, now = new Date()): SubmissionStatistics {
  return cached(db, monthDay(now), now, forceRefresh, () => countWeek(db, now));
}
