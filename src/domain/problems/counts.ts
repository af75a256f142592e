import type { Db } from '../../db/client.ts';
import type { ProblemCount } from '../../contract/problems.ts';

export const EMPTY_COUNT: ProblemCount = { total: 0, ac: 0, pa: 0, wa: 0, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0 };

/**
 * Verdict counts of practice submissions (outside contests) for a page of problems: one grouped
 * query over the (pid, …) index, so the cost follows the page, not the whole table.
 */
export function countsFor(db: Db, pids: number[]): Map<number, ProblemCount> {
  const result = new Map<number, ProblemCount>();
  if (pids.length === 0) return result;
  const marks = pids.map(() => '?').join(',');
  const rows = db.$client.query(`
    select pid, count(*) as total,
      sum(status = 0) as ac, sum(status = 8) as pa, sum(status = -1) as wa, sum(status = 1) as tle,
      sum(status = 2) as mle, sum(status = 3) as re, sum(status = -3) as pe, sum(status = -2) as ce, sum(status = 4) as se
    from submissions where pid in (${marks}) and cid = 0 group by pid`).all(...pids) as (ProblemCount & { pid: number })[];
  for (const { pid, ...count } of rows) result.set(pid, count);
  return result;
}
