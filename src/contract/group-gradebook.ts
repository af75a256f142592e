import { z } from 'zod';

/**
 * A group's gradebook (for its admins): every member by every training and contest of the group,
 * read from the maintained training members and contest boards.
 */

export const gradebookQuerySchema = z.object({ gid: z.coerce.number().int().positive() });

export const gradebookTrainingSchema = z.object({
  id: z.number().int(), title: z.string(), problems: z.number().int(),
  /** The due time (ISO), or null: without one nothing is late. */
  dueAt: z.string().nullable(),
});
export const gradebookContestSchema = z.object({
  id: z.number().int(), title: z.string(),
  /** 0 ACM, 1 OI. */
  type: z.number().int(), problems: z.number().int(), startTime: z.string(),
});

/** A member's result in one training: problems solved, and of them solved after the due time. */
export const trainingMarkSchema = z.object({ solved: z.number().int(), late: z.number().int() });
/** A member's line on a contest's live board (null: not on it). ACM: solved and penalty (s); OI: score. */
export const contestMarkSchema = z.object({ rank: z.number().int(), solved: z.number().int(), penalty: z.number(), score: z.number() }).nullable();

export const gradebookRowSchema = z.object({
  uid: z.string(), username: z.string(), realname: z.string(), nickname: z.string(), level: z.number().int(),
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
