/**
 * The scroll board's resolver (API-NEXT 9.3; spec doc 2 §2, §4 "Scroll board"): from the data
 * of an ended, sealed ACM contest, the board frozen at the seal, then the frozen submissions
 * revealed one problem at a time from the bottom of the board up, and medals at the end. Each
 * board along the way is the server's own ACM board (foldCell, buildAcmBoard), so ranks, penalty
 * and "n tries, result unknown" are exactly what the scoreboard shows.
 */
import { ContestType } from '../contest-rules.ts';
import { z } from 'zod';
import { awardSchema } from '../contests.ts';
import { boardUserSchema, type AcmRow, type Award, type BoardSettings, type BoardUser } from './board-rows.ts';
import type { Cell, CellContest } from './cell.ts';
import { buildAcmBoard } from './acm-board.ts';
import { awardTiers } from './awards.ts';
import { foldCell } from './fold-cell.ts';

/** GET get-contest-scroll-board-info. */
export const scrollBoardInfoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  rankShowName: z.enum(['username', 'nickname', 'realname']),
  problemCount: z.number().int(),
  /** Balloon colour per display id ('' when none). */
  balloonColor: z.record(z.string(), z.string()),
  startTime: z.number(),
  endTime: z.number(),
  sealRankTime: z.number(),
  /** The last participant's end (ms): the end plus the longest extra time; the end when absent. */
  lastEnd: z.number().optional(),
  starUserList: z.array(z.string()),
  /** The contest's awards (0 none, 1 by proportion, 2 by count), which the configuration's medal counts follow. */
  awardType: z.number().int().optional(),
  awards: z.array(awardSchema).optional(),
});
export type ScrollBoardInfo = z.infer<typeof scrollBoardInfoSchema>;

/** One row of GET get-contest-scroll-board-submission. */
export const scrollSubmissionSchema = boardUserSchema.extend({
  submitId: z.number().int(),
  status: z.number().int(),
  /** ms since epoch. */
  submitTime: z.number(),
  displayId: z.string(),
  /** The participant's own end (ms): the contest's end plus their extra time (an exam's). */
  endTime: z.number().optional(),
});
export type ScrollSubmission = z.infer<typeof scrollSubmissionSchema>;

export interface MedalCounts {
  gold: number;
  silver: number;
  bronze: number;
}

export type Medal = keyof MedalCounts;
export const MEDALS: readonly Medal[] = ['gold', 'silver', 'bronze'];
/** The client's default shares of the ranked rows, in percent (API-NEXT 9.4). */
const DEFAULT_PERCENT: MedalCounts = { gold: 10, silver: 20, bronze: 30 };
const MEDAL_COLOURS: Record<Medal, string> = { gold: '#e6bf25', silver: '#b4c0c7', bronze: '#cd7f32' };

/** A user's cell on one problem: sealed (what the board shows at first) and live (the truth). */
interface ScrollCell {
  uid: string;
  displayId: string;
  sealed: Cell;
  live: Cell;
}

/** What every board of one scroll board is built from. */
export interface ScrollData {
  settings: BoardSettings;
  removeStar: boolean;
  users: BoardUser[];
  cells: ScrollCell[];
}

/** The display ids of the contest in board order (A, B, … A10 after A9). */
export function displayIdsOf(info: Pick<ScrollBoardInfo, 'balloonColor'>): string[] {
  return Object.keys(info.balloonColor).sort(compareDisplayIds);
}

export function compareDisplayIds(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

export function scrollData(info: ScrollBoardInfo, subs: readonly ScrollSubmission[], removeStar: boolean): ScrollData {
  const contest: CellContest = {
    type: ContestType.ACM,
    startTime: info.startTime,
    endTime: info.endTime,
    sealRank: true,
    sealRankTime: info.sealRankTime,
    oiRankScoreType: 'Recent',
  };
  const users = new Map<string, BoardUser>();
  const groups = new Map<string, ScrollSubmission[]>();
  for (const s of subs) {
    const { uid, username, realname, nickname, school, gender, avatar } = s;
    if (!users.has(uid)) users.set(uid, { uid, username, realname, nickname, school, gender, avatar });
    const key = `${uid}\u0000${s.displayId}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const cells = [...groups.values()].flatMap((group) => {
    // Extra time moves a participant's end, never the common seal (as on the maintained board).
    const own = { ...contest, endTime: group[0]!.endTime ?? info.endTime };
    const records = group.map((s) => ({
      submitId: s.submitId,
      status: s.status,
      submitTime: s.submitTime,
      score: null,
      runTime: null,
    }));
    const sealed = foldCell(records, own, 'sealed');
    const live = foldCell(records, own, 'live');
    if (sealed === null || live === null) return [];
    return [{ uid: group[0]!.uid, displayId: group[0]!.displayId, sealed, live }];
  });
  const settings: BoardSettings = {
    type: ContestType.ACM,
    startTime: info.startTime,
    rankShowName: info.rankShowName,
    starUsernames: info.starUserList,
    awardType: 0,
    awards: [],
  };
  return { settings, removeStar, users: [...users.values()], cells };
}

const keyOf = (uid: string, displayId: string) => `${uid}\u0000${displayId}`;

/** The board with the cells named in `revealed` shown as they really are, the others as sealed. */
export function boardWith(data: ScrollData, revealed: ReadonlySet<string>, medals?: MedalCounts): AcmRow[] {
  const cells = data.cells.map((c) => ({
    uid: c.uid,
    displayId: c.displayId,
    cell: revealed.has(keyOf(c.uid, c.displayId)) ? c.live : c.sealed,
  }));
  const settings =
    medals === undefined ? data.settings : { ...data.settings, awardType: 2 as const, awards: medalAwards(medals) };
  return buildAcmBoard({ users: data.users, cells }, settings, { removeStar: data.removeStar });
}

function medalAwards(medals: MedalCounts): Award[] {
  return MEDALS.map((medal, i) => ({
    priority: i + 1,
    name: medal,
    background: MEDAL_COLOURS[medal],
    color: '#000',
    num: medals[medal],
  }));
}

/** The row's medal on a board built with medals, if it won one. */
export function medalOf(row: AcmRow): Medal | null {
  return row.isWinAward && MEDALS.includes(row.awardName as Medal) ? (row.awardName as Medal) : null;
}

/** Rows that take a rank number (star users are ranked -1). */
export function rankedCount(board: readonly AcmRow[]): number {
  return board.filter((row) => row.rank !== -1).length;
}

/** Awards that give medals: the contest's when it hands some out. */
type ContestAwards = Pick<ScrollBoardInfo, 'awardType' | 'awards'>;

/**
 * The configuration's counts: the contest's own awards when it has them (by priority, the first
 * three are gold, silver and bronze; a share is of the ranked rows, rounded down), else 10 %, 20 %
 * and 30 % of the ranked rows, rounded down.
 */
export function defaultMedalCounts(ranked: number, contest?: ContestAwards): MedalCounts {
  const own = contest !== undefined && hasOwnAwards(contest);
  const awardType = own ? (contest.awardType as 1 | 2) : 1;
  const awards = own
    ? [...(contest.awards ?? [])].sort((a, b) => a.priority - b.priority)
    : medalAwards(DEFAULT_PERCENT);
  const countOf = (i: number) => {
    const award = awards[i];
    return award ? (awardTiers({ awardType, awards: [award] }, ranked)[0]?.count ?? 0) : 0;
  };
  return { gold: countOf(0), silver: countOf(1), bronze: countOf(2) };
}

/** Whether the configuration's counts come from the contest's own awards. */
export function hasOwnAwards(contest: ContestAwards): boolean {
  return (contest.awardType === 1 || contest.awardType === 2) && (contest.awards?.length ?? 0) > 0;
}

/** Problems of a board row that still hide frozen tries, smallest display id first. */
export function frozenProblemsOf(row: AcmRow): string[] {
  return Object.entries(row.submissionInfo)
    .filter(([, r]) => r.tryNum > 0)
    .map(([id]) => id)
    .sort(compareDisplayIds);
}

/** One reveal: a row's frozen problem shown as it really is. Positions are 0-based board indices. */
export interface RevealStep {
  uid: string;
  displayId: string;
  /** The problem's result once revealed. */
  ac: boolean;
  /** Seconds from the start to the AC. */
  acTime: number | null;
  /** Penalised tries before the AC (or in all, when not accepted). */
  errorNum: number;
  /** The frozen tries the step revealed. */
  frozenTries: number;
  fromIndex: number;
  toIndex: number;
  fromRank: number;
  toRank: number;
}

/**
 * The reveal steps: take the lowest row on the board that still has frozen problems, reveal its
 * frozen problem with the smallest display id, rebuild the board, and again until none is left.
 */
export function revealSteps(data: ScrollData): RevealStep[] {
  const revealed = new Set<string>();
  const steps: RevealStep[] = [];
  let board = boardWith(data, revealed);
  for (;;) {
    const fromIndex = board.findLastIndex((row) => frozenProblemsOf(row).length > 0);
    if (fromIndex === -1) return steps;
    const row = board[fromIndex]!;
    const displayId = frozenProblemsOf(row)[0]!;
    revealed.add(keyOf(row.uid, displayId));
    board = boardWith(data, revealed);
    const toIndex = board.findIndex((r) => r.uid === row.uid);
    const result = board[toIndex]!.submissionInfo[displayId]!;
    steps.push({
      uid: row.uid,
      displayId,
      ac: result.isAC,
      acTime: result.ACTime,
      errorNum: result.errorNum,
      frozenTries: row.submissionInfo[displayId]!.tryNum,
      fromIndex,
      toIndex,
      fromRank: row.rank,
      toRank: board[toIndex]!.rank,
    });
  }
}

/** The set of revealed cells after the first `count` steps, for boardWith. */
export function revealedAfter(steps: readonly RevealStep[], count: number): Set<string> {
  return new Set(steps.slice(0, count).map((s) => keyOf(s.uid, s.displayId)));
}
