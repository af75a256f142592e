import { sql } from 'drizzle-orm';
import { JudgeStatus } from '../../contract/judge-status.ts';
import { isPractice } from '../submissions/counters.ts';
import { Deltas, registerRecordKeeper, writeDeltas, type RecordKeeper } from '../submissions/record-keepers.ts';
import { dayKey } from './week-window.ts';

const AC = JudgeStatus.ACCEPTED;
/** A submission's day in SQLite's local time, the server's time zone (as dayKey does). */
const DAY = `strftime('%Y-%m-%d', submit_time / 1000, 'unixepoch', 'localtime')`;

/**
 * The home page's days, kept by the counters hook: submissions and accepted ones per day
 * (day_counts, the week's chart and the dashboard's today), and each user's accepted practice
 * answers per day and problem (day_accepted, the week's ranking).
 */
const HOME_DAYS: RecordKeeper = {
  name: 'home days',
  count(db, changes) {
    const day = new Deltas(),
      dayAc = new Deltas();
    for (const { submission: s, from, to } of changes) {
      const d = dayKey(s.submitTime);
      for (const [status, sign] of [
        [from, -1],
        [to, 1],
      ] as const) {
        if (status === null) continue;
        const ac = status === AC ? sign : 0;
        day.add([d], from === null || to === null ? sign : 0, ac);
        if (isPractice(s) && ac !== 0) dayAc.add([d, s.uid, s.pid], ac);
      }
    }
    writeDeltas(
      db,
      day,
      ([d], [total, ac]) => sql`insert into day_counts (day, total, accepted) values (${d}, ${total}, ${ac})
      on conflict (day) do update set total = total + excluded.total, accepted = accepted + excluded.accepted returning total as n`,
      ([d]) => sql`delete from day_counts where day = ${d}`,
    );
    writeDeltas(
      db,
      dayAc,
      ([d, uid, pid], [n]) => sql`insert into day_accepted (day, uid, pid, n) values (${d}, ${uid}, ${pid}, ${n})
      on conflict (day, uid, pid) do update set n = n + excluded.n returning n`,
      ([d, uid, pid]) => sql`delete from day_accepted where day = ${d} and uid = ${uid} and pid = ${pid}`,
    );
  },
  tables: [
    {
      name: 'day_counts',
      key: ['day'],
      columns: ['day', 'total', 'accepted'],
      select: `select ${DAY} as day, count(*) as total, sum(status = ${AC}) as accepted from submissions group by 1`,
    },
    {
      name: 'day_accepted',
      key: ['day', 'uid', 'pid'],
      columns: ['day', 'uid', 'pid', 'n'],
      select: `select ${DAY} as day, uid, pid, count(*) as n from submissions where cid is null and status = ${AC} group by 1, 2, 3`,
    },
  ],
};

/** The home page's days follow every submission's change. */
export function keepHomeDays(): void {
  registerRecordKeeper(HOME_DAYS);
}
