import { and, count, inArray, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankCounts, problemCounts, submissions, userCounts } from '../../db/schema/index.ts';
import { isFinalStatus } from '../../contract/judge-status.ts';

/**
 * The total of a submission list, read from the maintained counters (src/db/schema/counters.ts)
 * whenever the filter is one they keep: the bank's list, by author or by problem, each with or
 * without a final status. Other filters (author and problem, a group's list, an unfinished
 * status) select few rows and are counted, but never past COUNT_CAP rows, so no request walks a
 * large index range.
 */
export const COUNT_CAP = 10_000;

/** The filter of a list as the counters see it. */
export interface ListScope {
  where: SQL;
  uid: string | null;
  /** The problems named by the problem filter (absent: every problem). */
  pids?: number[];
  status?: number;
  gid?: number;
}

export interface ListTotal {
  n: number;
  /** False when the count stopped at COUNT_CAP. */
  exact: boolean;
}

function fromCounter(n: number | string | null | undefined): ListTotal {
  return { n: Number(n ?? 0), exact: true };
}

export function listTotal(db: Db, f: ListScope): ListTotal {
  const counted = f.gid === undefined && (f.status === undefined || isFinalStatus(f.status));
  if (counted && f.uid !== null && !f.pids) {
    return fromCounter(db.select({ n: sum(userCounts.n) }).from(userCounts)
      .where(and(sql`${userCounts.uid} = ${f.uid}`, f.status !== undefined ? sql`${userCounts.status} = ${f.status}` : undefined)).get()?.n);
  }
  if (counted && f.uid === null && f.pids) {
    return fromCounter(db.select({ n: sum(problemCounts.n) }).from(problemCounts)
      .where(and(inArray(problemCounts.pid, f.pids), f.status !== undefined ? sql`${problemCounts.status} = ${f.status}` : undefined)).get()?.n);
  }
  if (counted && f.uid === null && !f.pids) {
    return fromCounter(db.select({ n: sum(bankCounts.n) }).from(bankCounts)
      .where(f.status !== undefined ? sql`${bankCounts.status} = ${f.status}` : undefined).get()?.n);
  }
  const capped = db.select({ one: sql`1` }).from(submissions).where(f.where).limit(COUNT_CAP).as('capped');
  const n = db.select({ n: count() }).from(capped).get()?.n ?? 0;
  return { n, exact: n < COUNT_CAP };
}
