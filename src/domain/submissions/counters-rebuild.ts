import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { JudgeStatus, NON_FINAL_STATUSES } from '../../contract/judge-status.ts';
import { recordKeepers, type CounterDifference, type CounterTable, type RecordKeeper } from './record-keepers.ts';

export type { CounterDifference } from './record-keepers.ts';

/**
 * Every counter of src/db/schema/counters.ts counted afresh from the submissions: what the test
 * of the counters compares with, and what `verdict doctor` writes back on a live database. The
 * hook's own tables are here; the other records are counted by their keepers (record-keepers.ts).
 */

const AC = JudgeStatus.ACCEPTED;
const counted = `case when status in (${NON_FINAL_STATUSES.join(', ')}) then ${JudgeStatus.PENDING} else status end`;

/** The hook's own tables: the bank's counts by status and each user's record on a problem. */
export const COUNTER_TABLES: CounterTable[] = [
  {
    name: 'problem_counts',
    key: ['pid', 'status'],
    columns: ['pid', 'status', 'n'],
    select: `select pid, ${counted} as status, count(*) as n from submissions where cid is null and gid is null group by 1, 2`,
  },
  {
    name: 'user_counts',
    key: ['uid', 'status'],
    columns: ['uid', 'status', 'n'],
    select: `select uid, ${counted} as status, count(*) as n from submissions where cid is null and gid is null group by 1, 2`,
  },
  {
    name: 'bank_counts',
    key: ['status'],
    columns: ['status', 'n'],
    select: `select ${counted} as status, count(*) as n from submissions where cid is null and gid is null group by 1`,
  },
  {
    name: 'problem_scope_counts',
    key: ['pid', 'cid', 'status'],
    columns: ['pid', 'cid', 'status', 'n'],
    select: `select pid, coalesce(cid, 0) as cid, ${counted} as status, count(*) as n from submissions where cid is not null or gid is not null group by 1, 2, 3`,
  },
  {
    name: 'user_problems',
    key: ['uid', 'pid'],
    columns: ['uid', 'pid', 'tries', 'accepted', 'best_score', 'last_submit_id'],
    select: `select uid, pid, count(*) as tries, sum(status = ${AC}) as accepted,
      max(case when status = ${AC} then score end) as best_score, max(submit_id) as last_submit_id
      from submissions where cid is null group by 1, 2`,
  },
];

/** Every table a recount checks: the hook's, then each keeper's. */
const allTables = (keepers: RecordKeeper[]) => [...COUNTER_TABLES, ...keepers.flatMap((k) => k.tables)];

type Row = Record<string, unknown>;

function byKey(t: CounterTable, rows: Row[]): Map<string, string> {
  return new Map(rows.map((r) => [t.key.map((k) => r[k]).join('/'), t.columns.map((c) => r[c] ?? null).join(' ')]));
}

/** How each counter table differs from a fresh count (tables that agree are left out). */
export function compareCounters(db: Db): CounterDifference[] {
  return compareWith(db, recordKeepers()).map(([d]) => d);
}

/** Each difference with the keeper whose own comparison found it (null: a table's). */
function compareWith(db: Db, keepers: RecordKeeper[]): [CounterDifference, RecordKeeper | null][] {
  const result: [CounterDifference, RecordKeeper | null][] = [];
  for (const t of allTables(keepers)) {
    const expected = byKey(t, db.all<Row>(sql.raw(t.select)));
    const found = byKey(t, db.all<Row>(sql.raw(`select ${t.columns.join(', ')} from ${t.name}`)));
    const d: CounterDifference = { table: t.name, missing: 0, extra: 0, wrong: 0, examples: [] };
    const note = (key: string, was: string | undefined, want: string | undefined) => {
      if (d.examples.length < 5) d.examples.push(`${key}: ${was ?? 'none'} → ${want ?? 'none'}`);
    };
    for (const [key, want] of expected) {
      const was = found.get(key);
      if (was === undefined) d.missing++;
      else if (was !== want) d.wrong++;
      if (was !== want) note(key, was, want);
    }
    for (const [key, was] of found)
      if (!expected.has(key)) {
        d.extra++;
        note(key, was, undefined);
      }
    if (d.missing + d.extra + d.wrong > 0) result.push([d, null]);
  }
  for (const keeper of keepers) {
    const d = keeper.compare?.(db);
    if (d) result.push([d, keeper]);
  }
  return result;
}

/** Writes every counter table afresh from the submissions, in one transaction; returns what differed. */
export function rebuildCounters(db: Db): CounterDifference[] {
  const keepers = recordKeepers();
  return db.transaction(
    (tx) => {
      const found = compareWith(tx as unknown as Db, keepers);
      for (const t of allTables(keepers)) {
        if (!found.some(([d, by]) => by === null && d.table === t.name)) continue;
        tx.run(sql.raw(`delete from ${t.name}`));
        tx.run(sql.raw(`insert into ${t.name} (${t.columns.join(', ')}) ${t.select}`));
      }
      for (const [, by] of found) by?.rebuild?.(tx as unknown as Db);
      return found.map(([d]) => d);
    },
    { behavior: 'immediate' },
  );
}
