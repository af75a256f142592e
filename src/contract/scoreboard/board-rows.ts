/**
 * What a board is built from and the rows it answers: API-NEXT "Contests", the ACM and OI board
 * rows (spec doc 2 §3 "Scoreboard row").
 */
import { z } from 'zod';
import type { ContestTypeCode } from '../contest-rules.ts';
import type { Cell } from './cell.ts';

export const boardUserSchema = z.object({
  uid: z.string(),
  username: z.string(),
  realname: z.string(),
  nickname: z.string(),
  school: z.string(),
  gender: z.string(),
  avatar: z.string().nullable(),
});
export type BoardUser = z.infer<typeof boardUserSchema>;

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
  /** The contest type (contest-rules.ts). */
  type: ContestTypeCode;
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

export const awardFieldsSchema = z.object({
  isWinAward: z.boolean(),
  awardName: z.string().nullable(),
  awardBackground: z.string().nullable(),
  awardColor: z.string().nullable(),
});
export type AwardFields = z.infer<typeof awardFieldsSchema>;

/** Fields every board row has. */
export const boardRowBaseSchema = boardUserSchema.extend(awardFieldsSchema.shape).extend({
  /** 1-based; -1 for a star user. */
  rank: z.number().int(),
});
export type BoardRowBase = z.infer<typeof boardRowBaseSchema>;

export const acmProblemResultSchema = z.object({
  isAC: z.boolean(),
  isFirstAC: z.boolean(),
  /** Seconds from the start to the first AC. */
  ACTime: z.number().nullable(),
  errorNum: z.number().int(),
  /** Frozen tries: records made while the board is sealed, result unknown. */
  tryNum: z.number().int(),
  isAfterContest: z.boolean(),
});
export type AcmProblemResult = z.infer<typeof acmProblemResultSchema>;

export const acmRowSchema = boardRowBaseSchema.extend({
  ac: z.number().int(),
  total: z.number().int(),
  /** Seconds: AC times plus 20 minutes per penalised try before each AC. */
  totalTime: z.number(),
  submissionInfo: z.record(z.string(), acmProblemResultSchema),
});
export type AcmRow = z.infer<typeof acmRowSchema>;

export const oiRowSchema = boardRowBaseSchema.extend({
  totalScore: z.number(),
  /** ms: the shortest accepted run time of each accepted problem, added up. */
  totalTime: z.number(),
  submissionInfo: z.record(z.string(), z.number()),
  timeInfo: z.record(z.string(), z.number()),
});
export type OiRow = z.infer<typeof oiRowSchema>;
