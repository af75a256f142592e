/**
 * What a board is built from and the rows it answers: API-NEXT "Contests", the ACM and OI board
 * rows (spec doc 2 §3 "Scoreboard row").
 */
import type { Cell } from './cell.ts';

export interface BoardUser {
  uid: string;
  username: string;
  realname: string;
  nickname: string;
  school: string;
  gender: string;
  avatar: string | null;
}

export interface Award {
  priority: number;
  name: string;
  background: string;
  color: string;
  /** A percentage of the ranked users (award type 1) or a number of rows (type 2). */
  num: number;
}

export type RankShowName = 'username' | 'nickname' | 'realname';

export interface BoardSettings {
  /** 0 ACM, 1 OI. */
  type: 0 | 1;
  startTime: number;
  rankShowName: RankShowName;
  /** Star users: ranked -1, never awarded. */
  starUsernames: string[];
  /** 0 none, 1 by proportion, 2 by count. */
  awardType: 0 | 1 | 2;
  awards: Award[];
}

/** The contest's users and their stored cells of one view; a user without a cell is left out. */
export interface BoardInput {
  users: BoardUser[];
  cells: { uid: string; displayId: string; cell: Cell }[];
}

export interface BoardOptions {
  /** Drop star users from the board. */
  removeStar: boolean;
}

export interface AwardFields {
  isWinAward: boolean;
  awardName: string | null;
  awardBackground: string | null;
  awardColor: string | null;
}

/** Fields every board row has. */
export interface BoardRowBase extends BoardUser, AwardFields {
  /** 1-based; -1 for a star user. */
  rank: number;
}

export interface AcmProblemResult {
  isAC: boolean;
  isFirstAC: boolean;
  /** Seconds from the start to the first AC. */
  ACTime: number | null;
  errorNum: number;
  /** Frozen tries: records made while the board is sealed, result unknown. */
  tryNum: number;
  isAfterContest: boolean;
}

export interface AcmRow extends BoardRowBase {
  ac: number;
  total: number;
  /** Seconds: AC times plus 20 minutes per penalised try before each AC. */
  totalTime: number;
  submissionInfo: Record<string, AcmProblemResult>;
}

export interface OiRow extends BoardRowBase {
  totalScore: number;
  /** ms: the shortest accepted run time of each accepted problem, added up. */
  totalTime: number;
  submissionInfo: Record<string, number>;
  timeInfo: Record<string, number>;
}
