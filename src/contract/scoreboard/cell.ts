/**
 * One user's result on one contest problem (API-NEXT 9.1, 9.2): the cell the server stores per
 * contest, user and problem, and the board reads. Pure: the same fold rebuilds a cell from the
 * submissions, so a stored cell can always be checked against them.
 */
import type { ContestTypeCode } from '../contest-rules.ts';
import { JudgeStatus, isFinalStatus } from '../judge-status.ts';

/** One contest submission as the board sees it. */
export interface CellSubmission {
  submitId: number;
  /** JudgeStatus code; unfinished (5, 6, 7) and -10 / -5 / 9 do not count. */
  status: number;
  /** ms since epoch. */
  submitTime: number;
  /** OI score (null → 0). */
  score: number | null;
  /** ms: the OI time of the problem when this record is the chosen one and accepted. */
  runTime: number | null;
}

export interface CellContest {
  /** The contest type: its rules (contest-rules.ts) say how a record counts. */
  type: ContestTypeCode;
  startTime: number;
  endTime: number;
  sealRank: boolean;
  sealRankTime: number | null;
  oiRankScoreType: 'Recent' | 'Highest';
}

/** Which records a board counts: in-contest only; with after-end records; the frozen view. */
export type BoardView = 'live' | 'withEnd' | 'sealed';

/** One user's result on one problem in one view: what the server stores and reads. */
export interface Cell {
  ac: boolean;
  /** Whole seconds from the start to the first AC (ACM). */
  acTime: number | null;
  /** Penalised tries before the first AC (ACM). */
  errorNum: number;
  /** Every counted record (the row's "total"). */
  tries: number;
  /** Sealed view: records in [seal, end) before any AC (ACM "n tries, result unknown"). */
  frozenTries: number;
  /** OI chosen score (Recent or Highest). */
  score: number;
  /** OI: the run time (ms) of the chosen record when it is accepted; null when it is not. */
  acRunTime: number | null;
  /** The first AC (ACM) / the chosen record (OI) came after the end. */
  afterEnd: boolean;
}

/** Penalised verdicts (9.1): each one before the first AC costs 20 minutes. */
const PENALISED: readonly number[] = [
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
];

/** Statuses that say nothing about the program: never counted, like unfinished ones. */
const NO_RESULT: readonly number[] = [
  JudgeStatus.NOT_SUBMITTED,
  JudgeStatus.SUBMITTED_NO_RESULT,
  JudgeStatus.SUBMITTING,
];

export function isPenalised(status: number): boolean {
  return PENALISED.includes(status);
}

/** A judged record the board counts: final and with a result (every verdict but -10, -5, 9). */
export function isCountedStatus(status: number): boolean {
  return isFinalStatus(status) && !NO_RESULT.includes(status);
}
