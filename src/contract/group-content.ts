import { z } from 'zod';
import { announcementIdQuerySchema } from './contest-ops.ts';
import { contestProblemLinkSchema, contestProblemListSchema } from './contests.ts';
import { pagingQuery } from './envelope.ts';
import { trainingFormSchema } from './trainings.ts';

/** What a group holds besides its members: the inputs and answers of its contests', problems' and trainings' calls (API-NEXT "Groups"). */

const id = z.coerce.number().int().positive();

/** A group's contest or training list: 10 a page unless asked. */
export const groupListQuerySchema = z.object({
  gid: id,
  ...pagingQuery(10),
  keyword: z.string().trim().max(100).optional(),
});

/** The contest's problems (default), or (`queryExisted=false`) the public bank problems that can still be added. */
export const groupContestProblemListQuerySchema = z.object({
  cid: id,
  ...pagingQuery(10),
  keyword: z.string().trim().max(100).optional(),
  queryExisted: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});
/** A page of the contest's problems, or of the bank problems that can still be added, as `queryExisted` asked; with the contest's links. */
export const groupContestProblemListSchema = contestProblemListSchema;

/** A link of the contest's problems, named with its contest. */
export const groupContestLinkSchema = contestProblemLinkSchema.extend({ cid: z.number().int().positive() });
export const groupContestLinkQuerySchema = z.object({ cid: id, pid: id });
/** A problem of the group added to a contest by its problem id. */
export const groupContestFromGroupSchema = z.object({
  cid: id,
  problemId: z.string().trim().min(1).max(100),
  displayId: z.string().trim().max(20).default(''),
});
export const groupContestAnnouncementDeleteSchema = announcementIdQuerySchema.extend({ cid: id });

/** A training of the group: the training form with its group (`training.gid`, or `gid` beside it) when creating. */
export const groupTrainingFormSchema = trainingFormSchema.extend({
  gid: id.optional(),
  training: trainingFormSchema.shape.training.extend({ gid: id.optional() }),
});
/** A problem of the group added to a training by its problem id. */
export const groupTrainingFromGroupSchema = z.object({ tid: id, problemId: z.string().trim().min(1).max(100) });

/** POST / PUT group/problem: the problem form (its fields are checked when it is saved), with its group when creating. */
export const groupProblemFormSchema = z
  .object({
    problem: z
      .object({
        id: z.unknown().optional(),
        gid: z.unknown().optional(),
        timeLimit: z.unknown().optional(),
        memoryLimit: z.unknown().optional(),
      })
      .passthrough(),
  })
  .passthrough();
/** A group problem as its edit form reads it: the bank's admin view, its id with the group's prefix. */
export const groupProblemEditSchema = z
  .object({
    problem: z.object({ id: z.number().int(), problemId: z.string() }).passthrough(),
    idPrefix: z.string(),
  })
  .passthrough();
