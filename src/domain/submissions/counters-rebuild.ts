import { sql, type SQL } from 'drizzle-orm';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client.ts';
import { JudgeStatus, NON_FINAL_STATUSES } from '../../contract/judge-status.ts';
import { contestCells, contests } from '../../db/schema/index.ts';
import { expectedCells, rebuildContestCells } from '../contests/cells.ts';
import { TRAINING_CELL_COLUMNS, TRAINING_MEMBER_COLUMNS, trainingCellSelect, trainingMemberSelect } from '../trainings/cells.ts';
import { USER_RANKS_SELECT } from '../ranks/user-ranks.ts';

/**
 * Every counter of src/db/schema/counters.ts counted afresh from the submissions: what the test
 * of the counters compares with, and what `verdict doctor` writes back on a live database.
 * The per-day counters use SQLite's local time, the server's time zone (as dayKey does).
 */

const AC = JudgeStatus.ACCEPTED;
const counted = `case when status in (${NON_FINAL_STATUSES.join(', ')}) then ${JudgeStatus.PENDING} else status end`;
const day = `strftime('%Y-%m-%d', submit_time / 1000, 'unixepoch', 'localtime')`;

/** A query without parameters as the text the tables below hold. */
const asText = (query: SQL) => new SQLiteSyncDialect().sqlToQuery(query).sql;

interface CounterTable {
  name: string;
  /** The columns that identify a row; the others are its counts. */
  key: string[];
  columns: string[];
  /** The rows the table must hold, counted from the submissions. */
  select: string;
}

export const COUNTER_TABLES: CounterTable[] = [
  { name: 'problem_counts', key: ['pid', 'status'], columns: ['pid', 'status', 'n'],
    select: `select pid, ${counted} as status, count(*) as n from submissions where cid is null and gid is null group by 1, 2` },
  { name: 'user_counts', key: ['uid', 'status'], columns: ['uid', 'status', 'n'],
    select: `select uid, ${counted} as status, count(*) as n from submissions where cid is null and gid is null group by 1, 2` },
  { name: 'bank_counts', key: ['status'], columns: ['status', 'n'],
    select: `select ${counted} as status, count(*) as n from submissions where cid is null and gid is null group by 1` },
  { name: 'user_problems', key: ['uid', 'pid'], columns: ['uid', 'pid', 'tries', 'accepted', 'best_score', 'last_submit_id'],
    select: `select uid, pid, count(*) as tries, sum(status = ${AC}) as accepted,
      max(case when status = ${AC} then score end) as best_score, max(submit_id) as last_submit_id
      from submissions where cid is null group by 1, 2` },
  { name: 'day_counts', key: ['day'], columns: ['day', 'total', 'accepted'],
    select: `select ${day} as day, count(*) as total, sum(status = ${AC}) as accepted from submissions group by 1` },
  { name: 'day_accepted', key: ['day', 'uid', 'pid'], columns: ['day', 'uid', 'pid', 'n'],
    select: `select ${day} as day, uid, pid, count(*) as n from submissions where cid is null and status = ${AC} group by 1, 2, 3` },
  // A training's records: cells before members (a rebuild fills them in this order).
  { name: 'training_cells', key: ['tid', 'uid', 'pid'], columns: TRAINING_CELL_COLUMNS, select: asText(trainingCellSelect()) },
  { name: 'training_members', key: ['tid', 'uid'], columns: TRAINING_MEMBER_COLUMNS, select: asText(trainingMemberSelect()) },
  { name: 'user_ranks', key: ['uid'], columns: ['uid', 'ac', 'total', 'score'], select: USER_RANKS_SELECT },
];

export interface CounterDifference {
  table: string;
  /** Rows the submissions call for that the table lacks, rows it has that they do not, rows with other counts. */
  missing: number;
  extra: number;
  wrong: number;
  /** A few of the differing rows, as "key: found → expected". */
  examples: string[];
}

type Row = Record<string, unknown>;

function byKey(t: CounterTable, rows: Row[]): Map<string, string> {
  return new Map(rows.map((r) => [t.key.map((k) => r[k]).join('/'), t.columns.map((c) => r[c] ?? null).join(' ')]));
}

/** How each counter table differs from a fresh count (tables that agree are left out). */
export function compareCounters(db: Db): CounterDifference[] {
  const result: CounterDifference[] = [];
  for (const t of COUNTER_TABLES) {
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
    for (const [key, was] of found) if (!expected.has(key)) (d.extra++, note(key, was, undefined));
    if (d.missing + d.extra + d.wrong > 0) result.push(d);
  }
  const cells = compareContestCells(db);
  if (cells) result.push(cells);
  return result;
}

const CELL_KEY = ['cid', 'view', 'uid', 'pid'] as const;
const CELL_COLUMNS = ['ac', 'acTime', 'errorNum', 'tries', 'frozenTries', 'score', 'acRunTime', 'afterEnd'] as const;
const cellKey = (r: Row) => CELL_KEY.map((k) => r[k]).join('/');
const cellValue = (r: Row) => CELL_COLUMNS.map((c) => Number(r[c] ?? -1)).join(' ');

/** The contest boards' cells against a fresh fold of every contest's submissions. */
function compareContestCells(db: Db): CounterDifference | null {
  const expected = new Map(expectedCells(db).map((r) => [cellKey(r as Row), cellValue(r as Row)]));
  const found = new Map(db.select().from(contestCells).all().map((r) => [cellKey(r as Row), cellValue(r as Row)]));
  const d: CounterDifference = { table: 'contest_cells', missing: 0, extra: 0, wrong: 0, examples: [] };
  for (const [key, want] of expected) {
    const was = found.get(key);
    if (was === undefined) d.missing++;
    else if (was !== want) d.wrong++;
    if (was !== want && d.examples.length < 5) d.examples.push(`${key}: ${was ?? 'none'} → ${want}`);
  }
  for (const key of found.keys()) if (!expected.has(key)) d.extra++;
  return d.missing + d.extra + d.wrong > 0 ? d : null;
}

/** Writes every counter table afresh from the submissions, in one transaction; returns what differed. */
export function rebuildCounters(db: Db): CounterDifference[] {
  return db.transaction((tx) => {
    const differences = compareCounters(tx as unknown as Db);
    for (const t of COUNTER_TABLES) {
      if (!differences.some((d) => d.table === t.name)) continue;
      tx.run(sql.raw(`delete from ${t.name}`));
      tx.run(sql.raw(`insert into ${t.name} (${t.columns.join(', ')}) ${t.select}`));
    }
    if (differences.some((d) => d.table === 'contest_cells')) {
      for (const { id } of tx.select({ id: contests.id }).from(contests).all()) rebuildContestCells(tx as unknown as Db, id);
    }
    return differences;
  }, { behavior: 'immediate' });
}
