import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { StatusChange } from '../submissions/record-keepers.ts';
import { MemberLevel } from '../../contract/groups.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';
import { ProblemType } from '../../contract/problems.ts';

/**
 * A member's line in the group rank (group_ranks), counted from their submissions in the group:
 * `ac` distinct problems accepted (practice, trainings and contests of the group), `total` their
 * submissions there, `score` over the OI problems the sum of their best rank score in the group's
 * practice. One text serves the counters hook (rank-keeper.ts), the recount of `verdict doctor`
 * and the lines a seal changes for a viewer (rank.ts); migration 0028 counts the same (in an
 * earlier wording) in the triggers that give a joining member their line.
 */

/**
 * The counts ac, total, score of the member (gid, uid), each an SQL expression of `gid` and `uid`;
 * `skip`: SQL true for a submission `s` that must not count. Ranges of the (uid, pid, status) and
 * (uid, cid, gid) indexes.
 */
function lineOf(gid: string, uid: string, skip?: string) {
  const theirs = `s.uid = ${uid} and s.gid = ${gid}${skip ? ` and not (${skip})` : ''}`;
  return {
    ac: `(select count(distinct s.pid) from submissions s where ${theirs} and s.status = ${JudgeStatus.ACCEPTED})`,
    total: `(select count(*) from submissions s where ${theirs})`,
    // Over the OI problems they ever submitted to (the index alone lists them), the best of each in the group's practice.
    score: `(select coalesce(sum((select max(s.oi_rank_score) from submissions s where ${theirs} and s.pid = p.id and s.cid is null)), 0)
      from problems p where p.type = ${ProblemType.OI} and p.id in (select s.pid from submissions s where s.uid = ${uid}))`,
  };
}

/** The columns ac, total, score of the member (gid, uid) (see lineOf). */
export function lineColumns(gid: string, uid: string, skip?: string): string {
  const line = lineOf(gid, uid, skip);
  return `${line.ac} as ac, ${line.total} as total, ${line.score} as score`;
}

/** Ranked: a member of level 3 (member) to 5 (owner); applicants, the refused and invitations are not. */
export const RANKED = `auth >= ${MemberLevel.MEMBER}`;

/** Every line counted afresh from the submissions: what `verdict doctor` compares group_ranks with. */
export const GROUP_RANKS_SELECT = `select m.gid, m.uid, ${lineColumns('m.gid', 'm.uid')} from group_members m where m.${RANKED}`;

/**
 * Counts again the lines of the ranked members whose submissions in a group changed. The score is
 * counted again only when a practice submission of an OI problem changed (the rest leave it as it
 * is); a problem whose submissions are being deleted with it (`to` null: the hook runs before the
 * delete) no longer counts.
 */
export function refreshGroupLines(db: Db, changes: readonly StatusChange[]): void {
  const lines = new Map<string, { gid: number; uid: string; scored: boolean }>();
  const gone = new Set<number>();
  const practice = new Set<number>();
  for (const { submission: s, to } of changes) {
    if (s.gid === null) continue;
    if (to === null) gone.add(s.pid);
    if (s.cid === null) practice.add(s.pid);
  }
  const oi = new Set(
    practice.size === 0
      ? []
      : db
          .all<{ id: number }>(sql`select id from problems where type = ${ProblemType.OI}
            and id in (select value from json_each(${JSON.stringify([...practice])}))`)
          .map((r) => r.id),
  );
  for (const { submission: s } of changes) {
    if (s.gid === null) continue;
    const key = `${s.gid}\u0000${s.uid}`;
    const line = lines.get(key) ?? { gid: s.gid, uid: s.uid, scored: false };
    line.scored ||= s.cid === null && oi.has(s.pid);
    lines.set(key, line);
  }
  const skip = gone.size === 0 ? undefined : `s.pid in (${[...gone].map(Number).join(', ')})`;
  const all = sql.raw(lineColumns('m.gid', 'm.uid', skip));
  const counts = lineOf('r.gid', 'r.uid', skip);
  const acm = sql.raw(`ac = ${counts.ac}, total = ${counts.total}`);
  for (const { gid, uid, scored } of lines.values()) {
    if (scored)
      db.run(sql`insert or replace into group_ranks (gid, uid, ac, total, score)
        select m.gid, m.uid, ${all} from group_members m where m.gid = ${gid} and m.uid = ${uid} and m.${sql.raw(RANKED)}`);
    else db.run(sql`update group_ranks as r set ${acm} where r.gid = ${gid} and r.uid = ${uid}`);
  }
}
