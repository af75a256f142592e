import type { Db } from '../../src/db/client.ts';
import { DASHBOARD_HOURS } from '../../src/contract/dashboard.ts';
import { HOUR, hourKey } from '../../src/domain/dashboard/hours-keeper.ts';
import { hourlySubmissions } from '../../src/domain/dashboard/counts.ts';
import { fmt, summarize } from './stats.ts';

/**
 * The dashboard's last day by hour, read from the maintained hour_counts, against grouping the
 * day's submissions per hour as each refresh did before (one range read of the (submit time,
 * status) index); in process, one caller. Stops if the two disagree.
 */
export function measureDashboardHours(db: Db, runs = 20): void {
  const now = new Date();
  const first = hourKey(now) - (DASHBOARD_HOURS - 1) * HOUR;
  const grouped = db.$client.prepare(
    `select (submit_time - ?1) / ${HOUR} as bucket, count(*) as total, sum(status = 0) as accepted
     from submissions where submit_time >= ?1 group by 1`,
  );
  const time = (f: () => unknown) =>
    summarize(
      Array.from({ length: runs }, () => {
        const start = performance.now();
        f();
        return performance.now() - start;
      }),
    );
  const byGroup = time(() => grouped.all(first));
  const byCounters = time(() => hourlySubmissions(db, now));
  const rows = grouped.all(first) as { bucket: number; total: number; accepted: number }[];
  const expected = Array.from({ length: DASHBOARD_HOURS }, (_, i) => rows.find((r) => r.bucket === i));
  const read = hourlySubmissions(db, now);
  if (read.some((h, i) => h.total !== (expected[i]?.total ?? 0) || h.accepted !== (expected[i]?.accepted ?? 0)))
    throw new Error('hour_counts disagree with the submissions');
  const inDay = read.reduce((n, h) => n + h.total, 0);
  console.log(`\ndashboard, the last day by hour (${inDay} submissions in it; in process, 1 caller)`);
  console.log(`  grouped from the submissions       median ${fmt(byGroup.median)}  p99 ${fmt(byGroup.p99)}`);
  console.log(`  read from hour_counts              median ${fmt(byCounters.median)}  p99 ${fmt(byCounters.p99)}`);
}
