import { z } from 'zod';
import { pageSchema, pagingQuery } from './envelope.ts';
import { problemRowSchema } from './problems.ts';

/**
 * A group problem's application to become public (spec doc 3 §5): null not applied, 1 applying,
 * 2 approved (it left the group for the bank), 3 refused (it may apply again).
 */
export const ApplyProgress = { APPLYING: 1, PUBLIC: 2, REFUSED: 3 } as const;
export const GROUP_PROBLEM_LIST_SIZES = [10, 30, 50, 100] as const;

const id = z.coerce.number().int().positive();
const flag = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');

/** A group's problem list; `keyword` (id or title) searches the admin table. */
export const groupProblemListQuerySchema = z.object({
  ...pagingQuery(10),
  gid: id,
  keyword: z.string().trim().max(100).optional(),
});
export const groupProblemPidQuerySchema = z.object({ pid: id });
export const groupProblemAuthQuerySchema = z.object({ pid: id, auth: z.coerce.number().int().min(1).max(3) });
export const applyPublicQuerySchema = z.object({ pid: id, isApplied: flag });
export const groupCompileBodySchema = z.object({
  code: z
    .string()
    .min(1)
    .max(256 * 1024),
  language: z.string().trim().min(1).max(30),
  pid: z.number().int().positive().nullable().optional(),
  /** The problem's judge extra files (its own headers), placed beside the source; `extraFiles` is the established name. */
  files: z
    .record(z.string().min(1).max(64), z.string().max(1024 * 1024))
    .nullable()
    .optional(),
  extraFiles: z
    .record(z.string().min(1).max(64), z.string().max(1024 * 1024))
    .nullable()
    .optional(),
});

export const reviewListQuerySchema = z.object({
  ...pagingQuery(10),
  keyword: z.string().trim().max(100).optional(),
  progress: z.coerce.number().int().min(1).max(3).optional().catch(undefined),
});
export const changeProgressQuerySchema = z.object({ pid: id, progress: z.coerce.number().int().min(1).max(3) });

/** A row of a group's problem list: the bank's row with the viewer's status (-10 when not tried or signed out). */
/** A group problem is a code problem or a choice (computational-thinking) one: its page and edit form follow the kind. */
export const GROUP_PROBLEM_KINDS = ['code', 'choice'] as const;
export const groupProblemRowSchema = problemRowSchema.extend({
  myStatus: z.number().int(),
  kind: z.enum(GROUP_PROBLEM_KINDS),
});
export type GroupProblemRow = z.infer<typeof groupProblemRowSchema>;
export const groupProblemPageSchema = pageSchema(groupProblemRowSchema);

/** A row of the group admins' problem table; `mayManage` tells the viewer's rights on it (author or group root). */
export const groupAdminProblemRowSchema = z.object({
  id: z.number().int(),
  problemId: z.string(),
  title: z.string(),
  author: z.string(),
  auth: z.number().int(),
  type: z.number().int(),
  kind: z.enum(GROUP_PROBLEM_KINDS),
  applyPublicProgress: z.number().int().nullable(),
  mayManage: z.boolean(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type GroupAdminProblemRow = z.infer<typeof groupAdminProblemRowSchema>;
export const groupAdminProblemPageSchema = pageSchema(groupAdminProblemRowSchema);

export const applyPublicResultSchema = z.object({ applyPublicProgress: z.number().int().nullable() });
/** A case of a group problem as its edit form lists it. */
export const groupProblemCaseSchema = z.object({
  id: z.number().int(),
  index: z.number().int(),
  input: z.string(),
  output: z.string(),
  score: z.number().int(),
  groupNum: z.number().int(),
});

/** A row of the super admin's review of applications. */
export const reviewRowSchema = z.object({
  id: z.number().int(),
  problemId: z.string(),
  title: z.string(),
  author: z.string(),
  gid: z.number().int().nullable(),
  groupName: z.string().nullable(),
  applyPublicProgress: z.number().int(),
  gmtModified: z.string(),
});
export type ReviewRow = z.infer<typeof reviewRowSchema>;
export const reviewPageSchema = pageSchema(reviewRowSchema);
