/**
 * The OI board (API-NEXT 9.2, 9.4): total score descending, then total time ascending. Each problem
 * shows the score of the record its cell chose (latest record or highest score, per the contest),
 * and its time is that record's run time (ms) when it is accepted: an accepted run that is not the
 * scored one adds no time. The board shows no memory.
 */
import type { BoardInput, BoardOptions, BoardSettings, OiRow } from './board-rows.ts';
import { applyAwards } from './awards.ts';
import { baseRow, type Entrant, entrantsOf, rankRows } from './ranks.ts';

function oiRow(entrant: Entrant): OiRow {
  const submissionInfo: Record<string, number> = {};
  const timeInfo: Record<string, number> = {};
  let totalScore = 0;
  let totalTime = 0;
  for (const [displayId, cell] of entrant.cells) {
    submissionInfo[displayId] = cell.score;
    totalScore += cell.score;
    if (cell.acRunTime === null) continue;
    timeInfo[displayId] = cell.acRunTime;
    totalTime += cell.acRunTime;
  }
  return { ...baseRow(entrant.user), totalScore, totalTime, submissionInfo, timeInfo };
}

const boardOrder = (a: OiRow, b: OiRow) => b.totalScore - a.totalScore || a.totalTime - b.totalTime;

export function buildOiBoard(input: BoardInput, settings: BoardSettings, opts: BoardOptions): OiRow[] {
  const ranked = rankRows(entrantsOf(input, settings, opts).map(oiRow), settings.starUsernames, boardOrder);
  return applyAwards(ranked, settings, (row) => row.totalScore > 0);
}
