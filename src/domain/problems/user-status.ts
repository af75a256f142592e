import type { Db } from '../../db/client.ts';
import type { UserProblemStatus } from '../../contract/problems.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';

/**
 * A user's status on each listed problem, from practice submissions (outside contests):
 * Accepted (0) once any submission was accepted, otherwise the status and score of the latest
 * submission, and -10 (not submitted) when there is none. Read from the user's maintained
 * record of each problem, joined to the latest submission by its id.
 */
export function userProblemStatus(db: Db, uid: string, pids: number[]): Record<number, UserProblemStatus> {
  const result: Record<number, UserProblemStatus> = {};
  for (const pid of pids) result[pid] = { status: JudgeStatus.NOT_SUBMITTED, score: null };
  const unique = [...new Set(pids)];
  if (unique.length === 0) return result;
  const rows = db.$client
    .query(`select u.pid, u.accepted, u.best_score as bestScore, s.status, s.score
    from user_problems u join submissions s on s.submit_id = u.last_submit_id
    where u.uid = ? and u.pid in (${unique.map(() => '?').join(', ')})`)
    .all(uid, ...unique) as {
    pid: number;
    accepted: number;
    bestScore: number | null;
    status: number;
    score: number | null;
  }[];
  for (const r of rows) {
    result[r.pid] =
      r.accepted > 0 ? { status: JudgeStatus.ACCEPTED, score: r.bestScore } : { status: r.status, score: r.score };
  }
  return result;
}
