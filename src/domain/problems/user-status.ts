import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { submissions, userProblems } from '../../db/schema/index.ts';
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
  const rows = db.select({
    pid: userProblems.pid, accepted: userProblems.accepted, bestScore: userProblems.bestScore,
    status: submissions.status, score: submissions.score,
  }).from(userProblems)
    .innerJoin(submissions, eq(submissions.submitId, userProblems.lastSubmitId))
    .where(and(eq(userProblems.uid, uid), inArray(userProblems.pid, unique))).all();
  for (const r of rows) {
    result[r.pid] = r.accepted > 0 ? { status: JudgeStatus.ACCEPTED, score: r.bestScore } : { status: r.status, score: r.score };
  }
  return result;
}
