/**
 * Folds one user's submissions on one problem into the cell a board view shows (API-NEXT 9.1,
 * 9.2). Before-start records never count; `live` counts [start, end); `withEnd` also counts
 * after-end records; `sealed` counts fully only records before the seal, and an ACM record in
 * [seal, end) made before any AC only adds a frozen try ("n tries, result unknown").
 */
import { contestRule } from '../contest-rules.ts';
import { JudgeStatus } from '../judge-status.ts';
import {
  type BoardView,
  type Cell,
  type CellContest,
  type CellSubmission,
  isCountedStatus,
  isPenalised,
} from './cell.ts';
import { sealTimeOf } from './timeliness.ts';

/** Submissions in board order: by submit time, then by id. */
export function inBoardOrder(subs: readonly CellSubmission[]): CellSubmission[] {
  return [...subs].sort((a, b) => a.submitTime - b.submitTime || a.submitId - b.submitId);
}

/** Where a record falls in a view: counted, frozen (the ACM sealed window) or left out. */
export function placeOf(sub: CellSubmission, contest: CellContest, view: BoardView): 'counted' | 'frozen' | 'out' {
  if (!isCountedStatus(sub.status) || sub.submitTime < contest.startTime) return 'out';
  if (view === 'withEnd') return 'counted';
  if (sub.submitTime >= contest.endTime) return 'out';
  if (view === 'live' || sub.submitTime < sealTimeOf(contest)) return 'counted';
  return contestRule(contest.type).sealedRecord === 'frozenTry' ? 'frozen' : 'out';
}

/** Of two records with the same score, whether `a` is the better one to show: accepted, and faster than `b`. */
function fasterAccepted(a: CellSubmission, b: CellSubmission): boolean {
  if (a.status !== JudgeStatus.ACCEPTED) return false;
  return b.status !== JudgeStatus.ACCEPTED || (a.runTime ?? 0) < (b.runTime ?? 0);
}

/**
 * The OI record a cell scores: the latest one (`Recent`: by submit time, then id), or one of the
 * best score (`Highest`). Of several at the best score, the established judge takes the shortest
 * run time of an accepted one (it reads every record at the top score and keeps the least time);
 * so does this: the fastest accepted, else the earliest.
 */
function chosenRecord(counted: CellSubmission[], scoreType: CellContest['oiRankScoreType']): CellSubmission | null {
  if (scoreType === 'Recent') return counted.at(-1) ?? null;
  let best: CellSubmission | null = null;
  for (const sub of counted) {
    const gain = best === null ? 1 : (sub.score ?? 0) - (best.score ?? 0);
    if (gain > 0 || (gain === 0 && fasterAccepted(sub, best!))) best = sub;
  }
  return best;
}

/** The cell of `subs` (any order) in `view`; null when the view counts none of them. */
export function foldCell(subs: readonly CellSubmission[], contest: CellContest, view: BoardView): Cell | null {
  let tries = 0;
  let frozenTries = 0;
  let errorNum = 0;
  let firstAc: CellSubmission | null = null;
  const counted: CellSubmission[] = [];
  for (const sub of inBoardOrder(subs)) {
    const place = placeOf(sub, contest, view);
    if (place === 'out') continue;
    tries += 1;
    if (place === 'frozen') {
      if (firstAc === null) frozenTries += 1;
      continue;
    }
    counted.push(sub);
    if (firstAc !== null) continue;
    if (sub.status === JudgeStatus.ACCEPTED) firstAc = sub;
    else if (isPenalised(sub.status)) errorNum += 1;
  }
  if (tries === 0) return null;
  const rule = contestRule(contest.type);
  const chosen = chosenRecord(counted, rule.fixedScoreType ?? contest.oiRankScoreType);
  const decisive = rule.decisiveRecord === 'firstAccepted' ? firstAc : chosen;
  return {
    ac: firstAc !== null,
    acTime: firstAc === null ? null : Math.floor((firstAc.submitTime - contest.startTime) / 1000),
    errorNum,
    tries,
    frozenTries,
    score: chosen?.score ?? 0,
    acRunTime: chosen?.status === JudgeStatus.ACCEPTED ? (chosen.runTime ?? 0) : null,
    afterEnd: decisive !== null && decisive.submitTime >= contest.endTime,
  };
}
