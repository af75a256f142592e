import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Keepers of maintained records: a contest's board, a training's progress, the public ranks, the
 * home page's days. The counters hook (counters.ts) writes its own counters of a change, then
 * hands the change to every keeper in the same transaction; the recount (counters-rebuild.ts)
 * checks and rebuilds their records the same way. Each keeper registers from its own module, once
 * per process (src/record-keepers.ts, run by buildDeps), so the hook imports none of them.
 */

/** What the counters need to know of a submission besides its status. */
export interface CountedSubmission {
  submitId: number;
  pid: number;
  uid: string;
  cid: number | null;
  tid: number | null;
  gid: number | null;
  submitTime: Date;
}

export interface StatusChange {
  submission: CountedSubmission;
  from: number | null;
  to: number | null;
}

/** A table of counts and the query that counts its rows afresh from the submissions. */
export interface CounterTable {
  name: string;
  /** The columns that identify a row; the others are its counts. */
  key: string[];
  columns: string[];
  /** The rows the table must hold, counted from the submissions. */
  select: string;
}

export interface CounterDifference {
  table: string;
  /** Rows the submissions call for that the table lacks, rows it has that they do not, rows with other counts. */
  missing: number;
  extra: number;
  wrong: number;
  /** A few of the differing rows, as "key: found → expected". */
  examples: string[];
}

export interface RecordKeeper {
  /** Names the records (one keeper per name: registering again replaces it). */
  name: string;
  /** Brings its records up to date with these changes, after the hook's own counters. */
  count(db: Db, changes: readonly StatusChange[]): void;
  /** Its tables, counted afresh by a recount, in the order a rebuild fills them. */
  tables: CounterTable[];
  /** Records a table count does not cover: compared (null: they agree) and rebuilt by the keeper. */
  compare?(db: Db): CounterDifference | null;
  rebuild?(db: Db): void;
}

const keepers = new Map<string, RecordKeeper>();

export function registerRecordKeeper(keeper: RecordKeeper): void {
  keepers.set(keeper.name, keeper);
}

/**
 * The registered keepers, in the order they registered. None registered is an error: a process
 * that counted without its keepers would leave boards and ranks behind unseen.
 */
export function recordKeepers(): RecordKeeper[] {
  if (keepers.size === 0) throw new Error('no record keepers are registered (buildDeps registers them)');
  return [...keepers.values()];
}

type Key = (string | number)[];

/** Sums of deltas by key, so a change of many rows writes each counter once. */
export class Deltas {
  readonly sums = new Map<string, { key: Key; n: number[] }>();
  add(key: Key, ...n: number[]): void {
    const id = JSON.stringify(key);
    const hit = this.sums.get(id);
    if (hit) for (const i of hit.n.keys()) hit.n[i]! += n[i]!;
    else this.sums.set(id, { key, n });
  }
  *changed() {
    for (const d of this.sums.values()) if (d.n.some((n) => n !== 0)) yield d;
  }
}

/** Adds the deltas to their counters (`upsert` returns the new count as n); a counter that reaches 0 is dropped. */
export function writeDeltas(db: Db, deltas: Deltas, upsert: (k: Key, n: number[]) => SQL, drop: (k: Key) => SQL): void {
  for (const { key, n } of deltas.changed()) {
    if (db.all<{ n: number }>(upsert(key, n))[0]!.n === 0) db.run(drop(key));
  }
}
