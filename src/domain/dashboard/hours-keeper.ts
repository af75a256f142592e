import { sql } from 'drizzle-orm';
import { JudgeStatus } from '../../contract/judge-status.ts';
import { Deltas, registerRecordKeeper, type RecordKeeper, writeDeltas } from '../submissions/record-keepers.ts';

export const HOUR = 3_600_000;
const AC = JudgeStatus.ACCEPTED;

/**
 * The first millisecond of the local hour holding `t` (server time zone, half-hour zones
 * included): the key of hour_counts. Computed from the offset in force at `t`, so each real hour
 * has its own key, the repeated hour of a clock set back included.
 */
export function hourKey(t: Date | number): number {
  const ms = typeof t === 'number' ? t : t.getTime();
  const offset = -new Date(ms).getTimezoneOffset() * 60_000;
  return ms - ((((ms + offset) % HOUR) + HOUR) % HOUR);
}

/** hourKey in SQL over a submission's submit_time: SQLite's local time is the process's, as Date's is. */
const HOUR_SQL = `(submit_time - (((submit_time + 1000 * (strftime('%s', submit_time / 1000, 'unixepoch', 'localtime') - submit_time / 1000)) % ${HOUR}) + ${HOUR}) % ${HOUR})`;

/**
 * The dashboard's hours, kept by the counters hook: each hour's submissions (a row counts once,
 * from its insert to its delete) and how many of them are accepted now (following rejudges and
 * manual judgements). `verdict doctor` checks and rebuilds hour_counts from the submissions.
 */
const DASHBOARD_HOURS: RecordKeeper = {
  name: 'dashboard hours',
  count(db, changes) {
    const hours = new Deltas();
    for (const { submission, from, to } of changes) {
      const stored = (from === null ? 1 : 0) - (to === null ? 1 : 0);
      const accepted = (to === AC ? 1 : 0) - (from === AC ? 1 : 0);
      hours.add([hourKey(submission.submitTime)], stored, accepted);
    }
    writeDeltas(
      db,
      hours,
      ([h], [total, ac]) => sql`insert into hour_counts (hour, total, accepted) values (${h}, ${total}, ${ac})
      on conflict (hour) do update set total = total + excluded.total, accepted = accepted + excluded.accepted
      returning total as n`,
      ([h]) => sql`delete from hour_counts where hour = ${h}`,
    );
  },
  tables: [
    {
      name: 'hour_counts',
      key: ['hour'],
      columns: ['hour', 'total', 'accepted'],
      select: `select ${HOUR_SQL} as hour, count(*) as total, sum(status = ${AC}) as accepted from submissions group by 1`,
    },
  ],
};

/** The dashboard's hours follow every submission's change. */
export function keepDashboardHours(): void {
  registerRecordKeeper(DASHBOARD_HOURS);
}
