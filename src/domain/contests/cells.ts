import { contestRule } from '../../contract/contest-rules.ts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contestCells, contests, submissions } from '../../db/schema/index.ts';
import type { BoardView, Cell, CellContest, CellSubmission } from '../../contract/scoreboard/cell.ts';
import { foldCell } from '../../contract/scoreboard/fold-cell.ts';
import { extraTimesOf } from '../access/exam.ts';
import { publishContest } from '../events/hub.ts';

/**
 * The maintained board records: one cell per contest, view, user and problem, folded by the pure
 * rules (src/contract/scoreboard) from that user's submissions on that problem. The submission
 * counters' hook calls `refreshCells` in the same transaction as every change of a contest
 * submission; a change of the contest's times or rules rebuilds the contest's cells.
 */

export const BOARD_VIEWS: readonly BoardView[] = ['live', 'withEnd', 'sealed'];

/** A contest's cells changed: its boards are stale, and open boards are told. */
function changed(cid: number): void {
  publishContest(cid, 'board');
}

/** One user's problem in one contest: the unit a cell is folded for. */
export interface CellKey {
  cid: number;
  uid: string;
  pid: number;
}

type ContestRow = typeof contests.$inferSelect;

/**
 * The contest as the rules see it for one participant: extra time (an exam's) moves their end, not
 * the seal — the frozen board everyone reads keeps the common seal, so nothing a participant does
 * after it shows there before the seal lifts.
 */
function cellContestOf(c: ContestRow, extra = 0): CellContest {
  return {
    type: contestRule(c.type).type,
    startTime: c.startTime.getTime(),
    endTime: c.endTime.getTime() + extra,
    sealRank: c.sealRank,
    sealRankTime: c.sealRankTime?.getTime() ?? null,
    oiRankScoreType: c.oiRankScoreType,
  };
}

const cellSubmissionColumns = {
  submitId: submissions.submitId,
  status: submissions.status,
  submitTime: sql<number>`${submissions.submitTime}`,
  score: submissions.score,
  runTime: submissions.time,
};

function writeCells(db: Db, key: CellKey, contest: CellContest, subs: CellSubmission[]): void {
  for (const view of BOARD_VIEWS) {
    const cell: Cell | null = foldCell(subs, contest, view);
    const where = and(
      eq(contestCells.cid, key.cid),
      eq(contestCells.view, view),
      eq(contestCells.uid, key.uid),
      eq(contestCells.pid, key.pid),
    );
    if (cell === null) db.delete(contestCells).where(where).run();
    else
      db.insert(contestCells)
        .values({ ...key, view, ...cell })
        .onConflictDoUpdate({
          target: [contestCells.cid, contestCells.view, contestCells.uid, contestCells.pid],
          set: cell,
        })
        .run();
  }
}

/** Folds the cells of these keys again; `leaving` names submissions about to be deleted. */
export function refreshCells(db: Db, keys: readonly CellKey[], leaving: ReadonlySet<number> = new Set()): void {
  const contestsById = new Map<number, { row: ContestRow; extras: Map<string, number> } | null>();
  for (const key of keys) {
    if (!contestsById.has(key.cid)) {
      const row = db.select().from(contests).where(eq(contests.id, key.cid)).get();
      contestsById.set(key.cid, row ? { row, extras: extraTimesOf(db, key.cid) } : null);
    }
    const found = contestsById.get(key.cid);
    if (!found) continue;
    const contest = cellContestOf(found.row, found.extras.get(key.uid));
    const subs = db
      .select(cellSubmissionColumns)
      .from(submissions)
      .where(and(eq(submissions.cid, key.cid), eq(submissions.uid, key.uid), eq(submissions.pid, key.pid)))
      .all()
      .filter((s) => !leaving.has(s.submitId));
    writeCells(db, key, contest, subs);
  }
  for (const cid of new Set(keys.map((k) => k.cid))) changed(cid);
}

/** Every cell each contest's submissions call for, folded afresh (nothing is written). */
export function expectedCells(db: Db, cids?: number[]): (typeof contestCells.$inferInsert)[] {
  const rows = cids
    ? db.select().from(contests).where(inArray(contests.id, cids)).all()
    : db.select().from(contests).all();
  const result: (typeof contestCells.$inferInsert)[] = [];
  for (const row of rows) {
    const extras = extraTimesOf(db, row.id);
    const groups = new Map<string, { key: CellKey; subs: CellSubmission[] }>();
    const all = db
      .select({ ...cellSubmissionColumns, uid: submissions.uid, pid: submissions.pid })
      .from(submissions)
      .where(eq(submissions.cid, row.id))
      .all();
    for (const { uid, pid, ...sub } of all) {
      const id = `${uid}\u0000${pid}`;
      const group = groups.get(id) ?? { key: { cid: row.id, uid, pid }, subs: [] };
      group.subs.push(sub);
      groups.set(id, group);
    }
    for (const { key, subs } of groups.values()) {
      const contest = cellContestOf(row, extras.get(key.uid));
      for (const view of BOARD_VIEWS) {
        const cell = foldCell(subs, contest, view);
        if (cell) result.push({ ...key, view, ...cell });
      }
    }
  }
  return result;
}

/** Every cell of a contest folded again from its submissions (times or rules changed; `verdict doctor`). */
export function rebuildContestCells(db: Db, cid: number): void {
  db.delete(contestCells).where(eq(contestCells.cid, cid)).run();
  const rows = expectedCells(db, [cid]);
  for (let i = 0; i < rows.length; i += 500)
    db.insert(contestCells)
      .values(rows.slice(i, i + 500))
      .run();
  changed(cid);
}

/** The cells of one view of a contest: what a board reads. */
export function readCells(db: Db, cid: number, view: BoardView) {
  return db
    .select()
    .from(contestCells)
    .where(and(eq(contestCells.cid, cid), eq(contestCells.view, view)))
    .all();
}
