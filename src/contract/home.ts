import { z } from 'zod';

/** The live sections of the home page (spec doc 1 §2 "Home", §7 public calls). */

/** How many rows the home page's lists hold. */
export const HOME_LIST_SIZE = 10;
/** Days covered by the weekly statistics and the recent AC ranking (today included). */
export const HOME_WEEK_DAYS = 7;

/** A row of the latest updated public problems. */
export interface RecentUpdatedProblem {
  id: number;
  problemId: string;
  title: string;
  /** 0 ACM, 1 OI. */
  type: number;
  gmtCreate: string;
  gmtModified: string;
}

/** A row of the recent 7-day AC ranking: distinct problems accepted in practice. */
export interface RecentAcRankRow {
  uid: string;
  username: string;
  nickname: string;
  avatar: string;
  titleName: string;
  titleColor: string;
  ac: number;
}

/** Submissions per day of the last week, oldest day first; `dateStr` as MM-DD. */
export interface SubmissionStatistics {
  dateStr: string[];
  acCountList: number[];
  totalCountList: number[];
}

export const submissionStatisticsQuerySchema = z.object({
  forceRefresh: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
});
