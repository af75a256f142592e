import { z } from 'zod';

/** The live sections of the home page (spec doc 1 §2 "Home", §7 public calls). */

/** How many rows the home page's lists hold. */
export const HOME_LIST_SIZE = 10;
/** Days covered by the weekly statistics and the recent AC ranking (today included). */
export const HOME_WEEK_DAYS = 7;

/** A row of the latest updated public problems. */
export const recentUpdatedProblemSchema = z.object({
  id: z.number().int(),
  problemId: z.string(),
  title: z.string(),
  /** 0 ACM, 1 OI. */
  type: z.number().int(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type RecentUpdatedProblem = z.infer<typeof recentUpdatedProblemSchema>;

/** A row of the recent 7-day AC ranking: distinct problems accepted in practice. */
export const recentAcRankRowSchema = z.object({
  uid: z.string(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  titleName: z.string(),
  titleColor: z.string(),
  ac: z.number().int(),
});
export type RecentAcRankRow = z.infer<typeof recentAcRankRowSchema>;

/** Submissions per day of the last week, oldest day first; `dateStr` as MM-DD. */
export const submissionStatisticsSchema = z.object({
  dateStr: z.array(z.string()),
  acCountList: z.array(z.number().int()),
  totalCountList: z.array(z.number().int()),
});
export type SubmissionStatistics = z.infer<typeof submissionStatisticsSchema>;

export const submissionStatisticsQuerySchema = z.object({
  forceRefresh: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/** How far ahead the signed-in student's agenda looks: contests starting within a day, homework due within a week. */
export const AGENDA_CONTEST_AHEAD_MS = 24 * 3_600_000;
export const AGENDA_HOMEWORK_AHEAD_MS = 7 * 24 * 3_600_000;

/**
 * The signed-in user's agenda on the home page: the contests (exams marked) they registered for that
 * run now or start within a day, with their own end, and the homework of their groups (trainings
 * with a due date) due within a week, with their progress.
 */
export const agendaSchema = z.object({
  contests: z.array(
    z.object({
      cid: z.number().int(),
      title: z.string(),
      /** The contest's type (its rule): a computational-thinking contest is linked under its own base. */
      type: z.number().int(),
      examMode: z.boolean(),
      startTime: z.number(),
      myEndTime: z.number(),
      running: z.boolean(),
    }),
  ),
  homework: z.array(
    z.object({
      tid: z.number().int(),
      gid: z.number().int(),
      groupName: z.string(),
      title: z.string(),
      dueAt: z.number(),
      problemCount: z.number().int(),
      acCount: z.number().int(),
    }),
  ),
});
export type Agenda = z.infer<typeof agendaSchema>;
