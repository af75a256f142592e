import type { Db } from '../../db/client.ts';
import { compiled } from '../../db/statements.ts';
import { isFinalStatus } from '../../contract/judge-status.ts';

/**
 * The total of a submission list, read from the maintained counters (src/db/schema/counters.ts)
 * whenever the filter is one they keep: the bank's list, by author or by problem, each with or
 * without a final status. Other filters (author and problem, a group's list, an unfinished
 * status) select few rows and are counted, but never past COUNT_CAP rows, so no request walks a
 * large index range.
 */
export const COUNT_CAP = 10_000;

/** A WHERE clause as SQL text over `submissions s`, with its parameters. */
export interface Clause {
  sql: string;
  params: (string | number)[];
  /** Every term is on the index that orders the rows: OFFSET skips rows without reading them. */
  offsetOnIndex?: boolean;
}

/** The filter of a list as the counters see it. */
export interface ListScope {
  where: Clause;
  uid: string | null;
  /** The problems named by the problem filter (absent: every problem). */
  pids?: number[];
  status?: number;
  gid?: number;
  /** Bank problems the caller may not see: their submissions are left out of the list and its total. */
  hidden: number[];
}

export interface ListTotal {
  n: number;
  /** False when the count stopped at COUNT_CAP. */
  exact: boolean;
}

export function listTotal(db: Db, f: ListScope): ListTotal {
  const counted = f.gid === undefined && (f.status === undefined || isFinalStatus(f.status));
  const status = f.status !== undefined ? ' and status = ?' : '';
  const statusParam = f.status !== undefined ? [f.status] : [];
  const read = (text: string, params: (string | number)[]) =>
    (compiled(db.$client, text).get(...params) as { n: number | null }).n ?? 0;
  const sum = (text: string, params: (string | number)[]) => ({ n: read(text, params), exact: true });
  // The hidden problems' own counts are taken off (they are few: private and contest problems).
  const marks = f.hidden.map(() => '?').join(', ');
  if (counted && f.uid !== null && !f.pids) {
    const off =
      f.hidden.length === 0
        ? 0
        : read(
            `select count(*) as n from submissions where uid = ? and pid in (${marks}) and cid is null and gid is null${status}`,
            [f.uid, ...f.hidden, ...statusParam],
          );
    return {
      n: read(`select sum(n) as n from user_counts where uid = ?${status}`, [f.uid, ...statusParam]) - off,
      exact: true,
    };
  }
  if (counted && f.uid === null && f.pids) {
    return sum(`select sum(n) as n from problem_counts where pid in (${f.pids.map(() => '?').join(', ')})${status}`, [
      ...f.pids,
      ...statusParam,
    ]);
  }
  if (counted && f.uid === null && !f.pids) {
    const off =
      f.hidden.length === 0
        ? 0
        : read(`select sum(n) as n from problem_counts where pid in (${marks})${status}`, [
            ...f.hidden,
            ...statusParam,
          ]);
    return { n: read(`select sum(n) as n from bank_counts where true${status}`, statusParam) - off, exact: true };
  }
  const capped = compiled(
    db.$client,
    `select count(*) as n from (select 1 from submissions s where ${f.where.sql} limit ${COUNT_CAP})`,
  ).get(...f.where.params) as { n: number };
  return { n: capped.n, exact: capped.n < COUNT_CAP };
}
