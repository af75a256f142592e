import type { Db } from '../../db/client.ts';
import type { ProblemCount } from '../../contract/problems.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';

export const EMPTY_COUNT: ProblemCount = { total: 0, ac: 0, pa: 0, wa: 0, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0 };

/** The verdict each count of a problem shows; every status adds to the total. */
const COLUMN: Partial<Record<number, keyof ProblemCount>> = {
  [JudgeStatus.ACCEPTED]: 'ac', [JudgeStatus.PARTIAL_ACCEPTED]: 'pa', [JudgeStatus.WRONG_ANSWER]: 'wa',
  [JudgeStatus.TIME_LIMIT_EXCEEDED]: 'tle', [JudgeStatus.MEMORY_LIMIT_EXCEEDED]: 'mle', [JudgeStatus.RUNTIME_ERROR]: 're',
  [JudgeStatus.PRESENTATION_ERROR]: 'pe', [JudgeStatus.COMPILE_ERROR]: 'ce', [JudgeStatus.SYSTEM_ERROR]: 'se',
};

/**
 * Verdict counts of the bank's submissions (practice, outside groups) for a page of problems,
 * read from the maintained per-problem counters: a few rows per problem, whatever the number of
 * submissions (SQL text: the problem list is a busy call, and SQLite keeps the text compiled).
 */
export function countsFor(db: Db, pids: number[]): Map<number, ProblemCount> {
  const result = new Map<number, ProblemCount>();
  if (pids.length === 0) return result;
  const rows = db.$client.query(`select pid, status, n from problem_counts where pid in (${pids.map(() => '?').join(', ')})`)
    .all(...pids) as { pid: number; status: number; n: number }[];
  for (const { pid, status, n } of rows) {
    let count = result.get(pid);
    if (!count) result.set(pid, (count = { ...EMPTY_COUNT }));
    count.total += n;
    const column = COLUMN[status];
    if (column) count[column] += n;
  }
  return result;
}
