import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dayCounts } from '../../db/schema/index.ts';
import type { SubmissionStatistics } from '../../contract/home.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';
import { hiddenBySealText, sealedWindows, windowsJson } from '../access/seal-windows.ts';
import { timedCache } from './timed-cache.ts';
import { dayKey, monthDay, weekDays } from './week-window.ts';

/** How long the weekly statistics are reused before they are counted again. */
export const STATISTICS_TTL_MS = 5 * 60_000;

const cached = timedCache<SubmissionStatistics>(STATISTICS_TTL_MS);

/** Total and accepted submissions (all of them, contests included) of the given days, from the per-day counters. */
export function dayCountQuery(db: Db, days: string[]) {
  return db.select().from(dayCounts).where(inArray(dayCounts.day, days));
}

/**
 * Per day of the week, the contest submissions a seal hides now (access/seal-windows.ts): the
 * statistics are everyone's, so they count them only once the seal lifts.
 */
function sealedPerDay(db: Db, from: Date, now: Date): Map<string, { total: number; accepted: number }> {
  const windows = sealedWindows(db, now.getTime());
  if (windows.length === 0) return new Map();
  const rows = db.$client
    .query(`select strftime('%Y-%m-%d', s.submit_time / 1000, 'unixepoch', 'localtime') as day, count(*) as total,
      coalesce(sum(s.status = ${JudgeStatus.ACCEPTED}), 0) as accepted from submissions s
    where s.cid in (select json_extract(value, '$.cid') from json_each(?2)) and s.submit_time >= ?1 and ${hiddenBySealText('s', '?2', null)}
    group by day`)
    .all(from.getTime(), windowsJson(windows)) as { day: string; total: number; accepted: number }[];
  return new Map(rows.map((r) => [r.day, r]));
}

/** Counts each day of the week: seven rows of the maintained per-day counters, less what a seal hides. */
export function countWeek(db: Db, now: Date): SubmissionStatistics {
  const { starts } = weekDays(now);
  const rows = new Map(
    dayCountQuery(db, starts.map(dayKey))
      .all()
      .map((r) => [r.day, r]),
  );
  const sealed = sealedPerDay(db, starts[0]!, now);
  const result: SubmissionStatistics = { dateStr: [], acCountList: [], totalCountList: [] };
  for (const from of starts) {
    const row = rows.get(dayKey(from));
    result.dateStr.push(monthDay(from));
    const hidden = sealed.get(dayKey(from));
    result.acCountList.push((row?.accepted ?? 0) - (hidden?.accepted ?? 0));
    result.totalCountList.push((row?.total ?? 0) - (hidden?.total ?? 0));
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
