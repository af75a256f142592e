import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';
import { ProblemType } from '../../contract/problems.ts';

/**
 * The public ranks' line of each user (user_ranks), recounted by the counter hook
 * (submissions/counters.ts) for the users whose practice submissions changed, after the other
 * counters of the same change are written:
 * - `ac`: bank problems (outside groups) the user has solved, from their maintained practice records;
 * - `total`: their submissions of the bank's list, from their maintained counts by status;
 * - `score`: over the OI problems they tried, the sum of their best rank score among their bank
 *   submissions of it (a few rows of the (uid, pid, status) index per problem).
 * A user with nothing to show has no line. `gone` names problems whose submissions are being
 * deleted with them (a submission leaves only with its problem): they no longer count.
 */
export function refreshUserRanks(db: Db, uids: Iterable<string>, gone: ReadonlySet<number> = new Set()): void {
  const goneList = sql.raw([...gone].map((pid) => Number(pid)).join(', ') || '0');
  for (const uid of uids) {
    const [line] = db.all<{ ac: number; total: number; score: number }>(sql`
      select
        (select count(*) from user_problems up join problems p on p.id = up.pid
          where up.uid = ${uid} and up.accepted > 0 and p.gid is null and up.pid not in (${goneList})) as ac,
        (select coalesce(sum(n), 0) from user_counts where uid = ${uid}) as total,
        (select coalesce(sum((select max(s.oi_rank_score) from submissions s
            where s.uid = up.uid and s.pid = up.pid and s.cid is null and s.gid is null)), 0)
          from user_problems up join problems p on p.id = up.pid
          where up.uid = ${uid} and p.type = ${ProblemType.OI} and p.gid is null and up.pid not in (${goneList})) as score`);
    const { ac, total, score } = line!;
    if (ac === 0 && total === 0 && score === 0) {
      db.run(sql`delete from user_ranks where uid = ${uid}`);
      continue;
    }
    db.run(sql`insert into user_ranks (uid, ac, total, score) values (${uid}, ${ac}, ${total}, ${score})
      on conflict (uid) do update set ac = excluded.ac, total = excluded.total, score = excluded.score`);
  }
}

/** The lines counted afresh from the submissions: what `verdict doctor` compares user_ranks with. */
export const USER_RANKS_SELECT = `select uid, sum(ac) as ac, sum(total) as total, sum(score) as score from (
    select uid, 0 as ac, count(*) as total, 0 as score from submissions where cid is null and gid is null group by uid
    union all
    select s.uid, count(distinct s.pid), 0, 0 from submissions s join problems p on p.id = s.pid
      where s.cid is null and s.status = ${JudgeStatus.ACCEPTED} and p.gid is null group by s.uid
    union all
    select uid, 0, 0, coalesce(sum(best), 0) from (
      select s.uid, max(s.oi_rank_score) as best from submissions s join problems p on p.id = s.pid
        where s.cid is null and s.gid is null and p.type = ${ProblemType.OI} and p.gid is null group by s.uid, s.pid)
      group by uid)
  group by uid having sum(ac) > 0 or sum(total) > 0 or sum(score) > 0`;
