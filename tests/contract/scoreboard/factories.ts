// Test data for the scoreboard rules: a five-hour contest sealed for its last hour, submissions
// by minute from the start, users and cells with only what a test changes spelled out.
import type {
  AcmRow,
  BoardInput,
  BoardSettings,
  BoardUser,
  OiRow,
} from '../../../src/contract/scoreboard/board-rows.ts';
import type { Cell, CellContest, CellSubmission } from '../../../src/contract/scoreboard/cell.ts';

export const MINUTE = 60_000;
export const START = Date.UTC(2024, 2, 1, 9, 0, 0);
export const END = START + 300 * MINUTE;
export const SEAL = START + 240 * MINUTE;

export function contest(overrides: Partial<CellContest> = {}): CellContest {
  return {
    type: 0,
    startTime: START,
    endTime: END,
    sealRank: true,
    sealRankTime: SEAL,
    oiRankScoreType: 'Recent',
    ...overrides,
  };
}

let nextSubmitId = 1;

/** A submission `minute` minutes after the start (negative: before it). */
export function sub(minute: number, status: number, extra: Partial<CellSubmission> = {}): CellSubmission {
  return {
    submitId: nextSubmitId++,
    status,
    submitTime: START + minute * MINUTE,
    score: null,
    runTime: null,
    ...extra,
  };
}

export function user(uid: string, overrides: Partial<BoardUser> = {}): BoardUser {
  return { uid, username: uid, realname: '', nickname: '', school: '', gender: 'secrecy', avatar: null, ...overrides };
}

export function cell(overrides: Partial<Cell> = {}): Cell {
  return {
    ac: false,
    acTime: null,
    errorNum: 0,
    tries: 1,
    frozenTries: 0,
    score: 0,
    acRunTime: null,
    afterEnd: false,
    ...overrides,
  };
}

/** An accepted ACM cell: AC at `minute` after `errorNum` penalised tries. */
export function acCell(minute: number, errorNum = 0, overrides: Partial<Cell> = {}): Cell {
  return cell({ ac: true, acTime: minute * 60, errorNum, tries: errorNum + 1, ...overrides });
}

/** A board input from `{uid: {displayId: cell}}`; every uid is a user. */
export function board(cells: Record<string, Record<string, Cell>>, extraUsers: string[] = []): BoardInput {
  return {
    users: [...Object.keys(cells), ...extraUsers].map((uid) => user(uid)),
    cells: Object.entries(cells).flatMap(([uid, byProblem]) =>
      Object.entries(byProblem).map(([displayId, c]) => ({ uid, displayId, cell: c })),
    ),
  };
}

export function settings(overrides: Partial<BoardSettings> = {}): BoardSettings {
  return {
    type: 0,
    startTime: START,
    rankShowName: 'username',
    starUsernames: [],
    awardType: 0,
    awards: [],
    ...overrides,
  };
}

export const GOLD = { priority: 1, name: 'Gold', background: '#e6bf25', color: '#fff' };
export const SILVER = { priority: 2, name: 'Silver', background: '#b4c0c7', color: '#fff' };
export const BRONZE = { priority: 3, name: 'Bronze', background: '#CD7F32', color: '#fff' };

/** The (uid, rank) pairs of a board, in board order. */
export const ranksOf = (rows: (AcmRow | OiRow)[]) => rows.map((r) => [r.uid, r.rank]);
/** The (uid, award) pairs of a board, in board order; null for no award. */
export const awardsOf = (rows: (AcmRow | OiRow)[]) => rows.map((r) => [r.uid, r.isWinAward ? r.awardName : null]);
