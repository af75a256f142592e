import type { Db } from '../../db/client.ts';
import type { UserProblemStatus } from '../../contract/problems.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';

/**
 * A user's status on each listed problem, from practice submissions (outside contests):
 * Accepted (0) once any submission was accepted, otherwise the status and score of the latest
 * submission, and -10 (not submitted) when there is none.
 */
export function userProblemStatus(db: Db, uid: string, pids: number[]): Record<number, UserProblemStatus> {
  const result: Record<number, UserProblemStatus> = {};
  for (const pid of pids) result[pid] = { status: JudgeStatus.NOT_SUBMITTED, score: null };
  const unique = [...new Set(pids)];
  if (unique.length === 0) return result;
  const marks = unique.map(() => '?').join(',');
  const accepted = db.$client.query(`
    select pid, max(score) as score from submissions
    where uid = ? and pid in (${marks}) and cid = 0 and status = 0 group by pid`).all(uid, ...unique) as { pid: number; score: number | null }[];
  for (const r of accepted) result[r.pid] = { status: JudgeStatus.ACCEPTED, score: r.score };
  const latest = db.$client.query(`
    select s.pid, s.status, s.score from submissions s
    join (select pid, max(submit_id) as last from submissions where uid = ? and pid in (${marks}) and cid = 0 group by pid) l
      on s.submit_id = l.last`).all(uid, ...unique) as { pid: number; status: number; score: number | null }[];
  for (const r of latest) if (result[r.pid]!.status !== JudgeStatus.ACCEPTED) result[r.pid] = { status: r.status, score: r.score };
  return result;
}
