import { z } from 'zod';

/**
 * A group's gradebook (for its admins): every student member (level 3; the teachers are left out) by every training and contest of the group,
 * read from the maintained training members and contest boards.
 */

export const gradebookQuerySchema = z.object({ gid: z.coerce.number().int().positive() });

export const gradebookTrainingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  problems: z.number().int(),
  /** The due time (ISO), or null: without one nothing is late. */
  dueAt: z.string().nullable(),
});
export const gradebookContestSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** 0 ACM, 1 OI. */
  type: z.number().int(),
  problems: z.number().int(),
  startTime: z.string(),
});

/** A member's result in one training: problems solved, and of them solved after the due time. */
export const trainingMarkSchema = z.object({ solved: z.number().int(), late: z.number().int() });
/** A member in a contest: absent (not registered, nothing submitted), registered (nothing submitted), submitted. */
export const CONTEST_ATTENDANCE = ['absent', 'registered', 'submitted'] as const;
/** A member in one contest: their attendance and their line on its live board (rank null: not on it). ACM: solved and penalty (s); OI: score. */
export const contestMarkSchema = z.object({
  state: z.enum(CONTEST_ATTENDANCE),
  rank: z.number().int().nullable(),
  solved: z.number().int(),
  penalty: z.number(),
  score: z.number(),
});

export const gradebookRowSchema = z.object({
  uid: z.string(),
  username: z.string(),
  realname: z.string(),
  nickname: z.string(),
  level: z.number().int(),
  trainings: z.array(trainingMarkSchema),
  contests: z.array(contestMarkSchema),
});

export const gradebookSchema = z.object({
  trainings: z.array(gradebookTrainingSchema),
  contests: z.array(gradebookContestSchema),
  rows: z.array(gradebookRowSchema),
});
export type Gradebook = z.infer<typeof gradebookSchema>;
export type GradebookRow = z.infer<typeof gradebookRowSchema>;
