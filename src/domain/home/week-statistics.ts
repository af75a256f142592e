import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dayCounts } from '../../db/schema/index.ts';
import type { SubmissionStatistics } from '../../contract/home.ts';
import { timedCache } from './timed-cache.ts';
import { dayKey, monthDay, weekDays } from './week-window.ts';

/** How long the weekly statistics are reused before they are counted again. */
export const STATISTICS_TTL_MS = 5 * 60_000;

const cached = timedCache<SubmissionStatistics>(STATISTICS_TTL_MS);

/** Total and accepted submissions (all of them, contests included) of the given days, from the per-day counters. */
export function dayCountQuery(db: Db, days: string[]) {
  return db.select().from(dayCounts).where(inArray(dayCounts.day, days));
}

/** Counts each day of the week: seven rows of the maintained per-day counters. */
export function countWeek(db: Db, now: Date): SubmissionStatistics {
  const { starts } = weekDays(now);
  const rows = new Map(dayCountQuery(db, starts.map(dayKey)).all().map((r) => [r.day, r]));
  const result: SubmissionStatistics = { dateStr: [], acCountList: [], totalCountList: [] };
  for (const from of starts) {
    const row = rows.get(dayKey(from));
    result.dateStr.push(monthDay(from));
    result.acCountList.push(row?.accepted ?? 0);
    result.totalCountList.push(row?.total ?? 0);
  }
  return result;
}

/**
 * The weekly statistics of the home page, counted at most every few minutes; `forceRefresh`
 * (the caller decides who may force) counts them again at once.
 */
export function weekStatistics(db: Db, forceRefresh: boolean, now = new Date()): SubmissionStatistics {
  return cached(db, monthDay(now), now, forceRefresh, () => countWeek(db, now));
}
