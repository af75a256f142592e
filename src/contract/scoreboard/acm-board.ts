/**
 * The ACM board (API-NEXT 9.1, 9.4): solved count descending, then total time ascending. Each
 * accepted problem adds its AC time plus 20 minutes per penalised try before the AC. First blood
 * of a problem is the earliest in-contest AC time among the board's rows; an AC in the same
 * second is first blood too. An AC made after the end (shown with after-end records) is never
 * first blood: it was not part of the race.
 */
import { ContestType, contestRule } from '../contest-rules.ts';
import type { Cell } from './cell.ts';
import type { AcmProblemResult, AcmRow, BoardInput, BoardOptions, BoardSettings } from './board-rows.ts';
import { applyAwards } from './awards.ts';
import { baseRow, type Entrant, entrantsOf, rankRows } from './ranks.ts';

/** Seconds added to an accepted problem per penalised try before its AC. */
export const PENALTY_SECONDS = contestRule(ContestType.ACM).penaltyMinutes * 60;

/** A cell's share of the total time: its AC time plus the penalty; 0 when not accepted. */
export function penaltyTime(cell: Cell): number {
  return cell.ac && cell.acTime !== null ? cell.acTime + PENALTY_SECONDS * cell.errorNum : 0;
}

/** Earliest in-contest AC time per display id among the entrants. */
function firstAcTimes(entrants: Entrant[]): Map<string, number> {
  const first = new Map<string, number>();
  for (const { cells } of entrants) {
    for (const [displayId, cell] of cells) {
      if (!cell.ac || cell.afterEnd || cell.acTime === null) continue;
      const known = first.get(displayId);
      if (known === undefined || cell.acTime < known) first.set(displayId, cell.acTime);
    }
  }
  return first;
}

function acmRow(entrant: Entrant, firstAc: Map<string, number>): AcmRow {
  const submissionInfo: Record<string, AcmProblemResult> = {};
  let ac = 0;
  let total = 0;
  let totalTime = 0;
  for (const [displayId, cell] of entrant.cells) {
    if (cell.ac) ac += 1;
    total += cell.tries;
    totalTime += penaltyTime(cell);
    submissionInfo[displayId] = {
      isAC: cell.ac,
      isFirstAC: cell.ac && cell.acTime !== null && cell.acTime === firstAc.get(displayId),
      ACTime: cell.acTime,
      errorNum: cell.errorNum,
      tryNum: cell.frozenTries,
      isAfterContest: cell.afterEnd,
    };
  }
  return { ...baseRow(entrant.user), ac, total, totalTime, submissionInfo };
}

const boardOrder = (a: AcmRow, b: AcmRow) => b.ac - a.ac || a.totalTime - b.totalTime;

export function buildAcmBoard(input: BoardInput, settings: BoardSettings, opts: BoardOptions): AcmRow[] {
  const entrants = entrantsOf(input, settings, opts);
  const firstAc = firstAcTimes(entrants);
  const ranked = rankRows(
    entrants.map((e) => acmRow(e, firstAc)),
    settings.starUsernames,
    boardOrder,
  );
  return applyAwards(ranked, settings, (row) => row.ac > 0);
}
