import type { Db } from '../../db/client.ts';
import { contestCells, contests } from '../../db/schema/index.ts';
import { isFinalStatus } from '../../contract/judge-status.ts';
import { registerRecordKeeper, type CounterDifference, type RecordKeeper } from '../submissions/record-keepers.ts';
import { expectedCells, rebuildContestCells, refreshCells, type CellKey } from './cells.ts';

/**
 * The contest boards' cells (cells.ts), kept by the counters hook: every finished contest
 * submission that changes refolds its participant's cell on that problem, and the recount
 * compares every cell with a fresh fold of every contest's submissions.
 */

type Row = Record<string, unknown>;
const CELL_KEY = ['cid', 'view', 'uid', 'pid'] as const;
const CELL_COLUMNS = ['ac', 'acTime', 'errorNum', 'tries', 'frozenTries', 'score', 'acRunTime', 'afterEnd'] as const;
const cellKey = (r: Row) => CELL_KEY.map((k) => r[k]).join('/');
const cellValue = (r: Row) => CELL_COLUMNS.map((c) => Number(r[c] ?? -1)).join(' ');

/** The contest boards' cells against a fresh fold of every contest's submissions. */
function compareContestCells(db: Db): CounterDifference | null {
  const expected = new Map(expectedCells(db).map((r) => [cellKey(r as Row), cellValue(r as Row)]));
  const found = new Map(
    db
      .select()
      .from(contestCells)
      .all()
      .map((r) => [cellKey(r as Row), cellValue(r as Row)]),
  );
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

const CONTEST_BOARDS: RecordKeeper = {
  name: 'contest boards',
  count(db, changes) {
    const cells = new Map<string, CellKey>();
    const leaving = new Set<number>();
    for (const { submission: s, from, to } of changes) {
      // A contest board counts only finished submissions: a new one in the queue changes no cell.
      if (s.cid === null || (from === null && to !== null && !isFinalStatus(to))) continue;
      cells.set(`${s.cid}\u0000${s.uid}\u0000${s.pid}`, { cid: s.cid, uid: s.uid, pid: s.pid });
      if (to === null) leaving.add(s.submitId);
    }
    if (cells.size > 0) refreshCells(db, [...cells.values()], leaving);
  },
  tables: [],
  compare: compareContestCells,
  rebuild(db) {
    for (const { id } of db.select({ id: contests.id }).from(contests).all()) rebuildContestCells(db, id);
  },
};

/** Contest boards follow every judged, rejudged or deleted contest submission. */
export function keepContestBoards(): void {
  registerRecordKeeper(CONTEST_BOARDS);
}
