import { and, count, eq, gt, gte, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contests, dayCounts, hourCounts, problems, users } from '../../db/schema/index.ts';
import { DASHBOARD_HOURS, type DashboardInfo, type HourCount } from '../../contract/dashboard.ts';
import { dayKey } from '../home/week-window.ts';
import { HOUR, hourKey } from './hours-keeper.ts';

/**
 * Submissions and accepted ones per hour of the last day: the current hour and the 23 before it,
 * oldest first, read from the maintained hour_counts (hours-keeper.ts).
 */
export function hourlySubmissions(db: Db, now: Date): HourCount[] {
  const last = hourKey(now);
  const first = last - (DASHBOARD_HOURS - 1) * HOUR;
  const rows = db
    .select()
    .from(hourCounts)
    .where(and(gte(hourCounts.hour, first), lte(hourCounts.hour, last)))
    .all();
  const byBucket = new Map(rows.map((r) => [Math.floor((r.hour - first) / HOUR), r]));
  return Array.from({ length: DASHBOARD_HOURS }, (_, i) => {
    const r = byBucket.get(i);
    return { hour: first + i * HOUR, total: r?.total ?? 0, accepted: r?.accepted ?? 0 };
  });
}

/** The dashboard's counts: accounts, problems, contests, today's submissions (maintained per-day counters) and the last day by hour. */
export function dashboardInfo(db: Db, now = new Date()): DashboardInfo {
  const one = <T>(q: { get(): T | undefined }) => q.get();
  const userCount = one(db.select({ n: count() }).from(users).where(isNull(users.deletedAt)))?.n ?? 0;
  const problemCount = one(db.select({ n: count() }).from(problems))?.n ?? 0;
  const contestCount = one(db.select({ n: count() }).from(contests).where(isNull(contests.deletedAt)))?.n ?? 0;
  const runningContestCount =
    one(
      db
        .select({ n: count() })
        .from(contests)
        .where(and(isNull(contests.deletedAt), lte(contests.startTime, now), gt(contests.endTime, now))),
    )?.n ?? 0;
  const today = one(
    db
      .select()
      .from(dayCounts)
      .where(eq(dayCounts.day, dayKey(now))),
  );
  return {
    userCount,
    problemCount,
    contestCount,
    runningContestCount,
    todaySubmissions: today?.total ?? 0,
    todayAccepted: today?.accepted ?? 0,
    hours: hourlySubmissions(db, now),
  };
}
