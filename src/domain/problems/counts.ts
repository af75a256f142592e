import type { Db } from '../../db/client.ts';
import type { ProblemCount } from '../../contract/problems.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';
import { contestsOverAndUnsealed } from '../access/seal-lifted.ts';

export const EMPTY_COUNT: ProblemCount = { total: 0, ac: 0, pa: 0, wa: 0, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0 };

/** The verdict each count of a problem shows; every status adds to the total. */
const COLUMN: Partial<Record<number, keyof ProblemCount>> = {
  [JudgeStatus.ACCEPTED]: 'ac',
  [JudgeStatus.PARTIAL_ACCEPTED]: 'pa',
  [JudgeStatus.WRONG_ANSWER]: 'wa',
  [JudgeStatus.TIME_LIMIT_EXCEEDED]: 'tle',
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED]: 'mle',
  [JudgeStatus.RUNTIME_ERROR]: 're',
  [JudgeStatus.PRESENTATION_ERROR]: 'pe',
  [JudgeStatus.COMPILE_ERROR]: 'ce',
  [JudgeStatus.SYSTEM_ERROR]: 'se',
};

/**
 * Verdict counts of a page of problems — its statistics — read from the maintained counters: a
 * few rows per problem, whatever the number of submissions (SQL text: the problem list is a busy
 * call, and SQLite keeps the text compiled). The bank's practice and public trainings
 * (problem_counts), a group's practice and trainings (homework) at once, and a contest's
 * submissions once it is over and its seal has lifted (access/seal-lifted.ts): never before.
 */
export function countsFor(db: Db, pids: number[], now = Date.now()): Map<number, ProblemCount> {
  return countsAt(db, pids, now).counts;
}

/**
 * countsFor, and whether the counts may change with time alone: some contest counted among them
 * has yet to be over and unsealed, and adds its submissions once it is.
 */
export function countsAt(db: Db, pids: number[], now: number): { counts: Map<number, ProblemCount>; timed: boolean } {
  const result = new Map<number, ProblemCount>();
  if (pids.length === 0) return { counts: result, timed: false };
  const marks = pids.map(() => '?').join(', ');
  const bank = db.$client.query(`select pid, status, n from problem_counts where pid in (${marks})`).all(...pids) as {
    pid: number;
    status: number;
    n: number;
  }[];
  const scoped = db.$client
    .query(`select pid, cid, status, n from problem_scope_counts where pid in (${marks})`)
    .all(...pids) as { pid: number; cid: number; status: number; n: number }[];
  const contests = [...new Set(scoped.filter((r) => r.cid !== 0).map((r) => r.cid))];
  const open = contestsOverAndUnsealed(db, contests, now);
  for (const { pid, status, n } of [...bank, ...scoped.filter((r) => r.cid === 0 || open.has(r.cid))]) {
    let count = result.get(pid);
    if (!count) result.set(pid, (count = { ...EMPTY_COUNT }));
    count.total += n;
    const column = COLUMN[status];
    if (column) count[column] += n;
  }
  return { counts: result, timed: open.size < contests.length };
}
