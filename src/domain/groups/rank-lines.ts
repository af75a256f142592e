import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { MemberLevel } from '../../contract/groups.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';
import { ProblemType } from '../../contract/problems.ts';

/**
 * A member's line in the group rank (group_ranks), counted from their submissions in the group:
 * `ac` distinct problems accepted (practice, trainings and contests of the group), `total` their
 * submissions there, `score` over the OI problems the sum of their best rank score in the group's
 * practice. One text serves the counters hook (rank-keeper.ts), the recount of `verdict doctor`
 * and the lines a seal changes for a viewer (rank.ts); migration 0028 carries the same text in the
 * triggers that give a joining member their line.
 */

/**
 * The columns ac, total, score of the member (gid, uid), each given as an SQL expression;
 * `skip`: SQL true for a submission `s` that must not count. A few ranges of the
 * (uid, cid, gid) index.
 */
export function lineColumns(gid: string, uid: string, skip?: string): string {
  const theirs = `s.uid = ${uid} and s.gid = ${gid}${skip ? ` and not (${skip})` : ''}`;
  return `(select count(distinct s.pid) from submissions s where ${theirs} and s.status = ${JudgeStatus.ACCEPTED}) as ac,
    (select count(*) from submissions s where ${theirs}) as total,
    (select coalesce(sum(best), 0) from (select max(s.oi_rank_score) as best from submissions s join problems p on p.id = s.pid
      where ${theirs} and s.cid is null and p.type = ${ProblemType.OI} group by s.pid)) as score`;
}

/** Ranked: a member of level 3 (member) to 5 (owner); applicants, the refused and invitations are not. */
export const RANKED = `auth >= ${MemberLevel.MEMBER}`;

/** Every line counted afresh from the submissions: what `verdict doctor` compares group_ranks with. */
export const GROUP_RANKS_SELECT = `select m.gid, m.uid, ${lineColumns('m.gid', 'm.uid')} from group_members m where m.${RANKED}`;

/**
 * Counts again the lines of these (gid, uid) pairs that are ranked members; `gone` names problems
 * whose submissions are being deleted with them (the hook runs before the delete): they no longer count.
 */
export function refreshGroupLines(db: Db, pairs: Iterable<[number, string]>, gone: ReadonlySet<number>): void {
  const skip = gone.size === 0 ? undefined : `s.pid in (${[...gone].map(Number).join(', ')})`;
  const columns = sql.raw(lineColumns('m.gid', 'm.uid', skip));
  for (const [gid, uid] of pairs)
    db.run(sql`insert or replace into group_ranks (gid, uid, ac, total, score)
      select m.gid, m.uid, ${columns} from group_members m where m.gid = ${gid} and m.uid = ${uid} and m.${sql.raw(RANKED)}`);
}
