import { z } from 'zod';
import { pageSchema, pagingQuery } from './envelope.ts';
import { problemRowSchema } from './problems.ts';

/**
 * The training API (spec doc 2 §2–§9, doc 3 §2–§5; API-NEXT "Trainings", "Admin trainings and
 * categories"): request schemas shared by the server and the UI, and the shapes the server returns.
 */

export const TRAINING_AUTHS = ['Public', 'Private'] as const;
export type TrainingAuth = (typeof TRAINING_AUTHS)[number];
export const TRAINING_LIST_LIMIT = 15;
export const TRAINING_RANK_LIMIT = 30;
export const TRAINING_RANK_SIZES = [10, 30, 50, 100] as const;
export const TRAINING_PICK_SIZES = [10, 30, 50, 100] as const;
export const RANK_MAX = 2147483647;
/** Progress colour bands (doc 2 §9): the first band whose bound the percentage does not exceed. */
export const PROGRESS_BANDS = [20, 40, 60, 80, 100] as const;

const id = z.coerce.number().int().positive();
/** A time as a client sends it: ms since the epoch, a date string, or null / empty for none. */
const when = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v) => {
    if (v === null || v === undefined || v === '') return null;
    const t = typeof v === 'number' ? v : Date.parse(v);
    return Number.isFinite(t) ? t : Number.NaN;
  });

export const tidQuerySchema = z.object({ tid: id });
/** 'code' trainings (the default), or 'choice': computational-thinking trainings of choice problems. */
export const TRAINING_KINDS = ['code', 'choice'] as const;
export type TrainingKind = (typeof TRAINING_KINDS)[number];
export const trainingListQuerySchema = z.object({
  ...pagingQuery(TRAINING_LIST_LIMIT),
  keyword: z.string().trim().max(100).optional(),
  categoryId: z.coerce.number().int().positive().optional().catch(undefined),
  auth: z.enum(TRAINING_AUTHS).optional().catch(undefined),
  /** The public list shows 'code' trainings unless 'choice' is asked; the back office's list shows both unless one is asked. */
  kind: z.enum(TRAINING_KINDS).optional(),
});
export const trainingRankQuerySchema = z.object({
  tid: id,
  ...pagingQuery(TRAINING_RANK_LIMIT),
  keyword: z.string().trim().max(100).optional(),
});
export const registerTrainingSchema = z.object({
  tid: z.number().int().positive(),
  password: z.string().max(100).default(''),
});

/** The training form (POST / PUT admin/training): `{training, trainingCategory}`. Rules in order: TRAINING_FORM_STEPS. */
export const trainingFormSchema = z.object({
  training: z.object({
    id: z.number().int().positive().optional(),
    /** Kept as sent so the ordered rules can name a missing or bad rank. */
    rank: z.union([z.number(), z.string(), z.null()]).optional(),
    title: z.string().trim().max(255).default(''),
    description: z.string().max(65535).default(''),
    auth: z.enum(TRAINING_AUTHS).default('Public'),
    privatePwd: z.string().trim().max(100).default(''),
    visible: z.boolean().default(true),
    openFrom: when,
    dueAt: when,
    onTimeRank: z.boolean().default(false),
    /** Taken when the training is created; an edit keeps the kind it has. */
    kind: z.enum(TRAINING_KINDS).default('code'),
  }),
  trainingCategory: z.object({ id: z.number().int().positive().nullable().optional() }).nullable().default(null),
});
export type TrainingForm = z.input<typeof trainingFormSchema>;
export type TrainingFormParsed = z.infer<typeof trainingFormSchema>;

export const trainingVisibleSchema = z.object({
  tid: id,
  status: z.enum(['true', 'false']).transform((v) => v === 'true'),
});
export const categoryFormSchema = z.object({
  id: z.number().int().positive().optional(),
  name: z.string().trim().min(1).max(50),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{3,8}$/),
});
export const categoryDeleteSchema = z.object({ cid: id, moveTo: z.coerce.number().int().positive().optional() });
export const trainingProblemPickSchema = z.object({
  tid: id,
  ...pagingQuery(10),
  keyword: z.string().trim().max(100).optional(),
  /** true: the training's problems; false (default): bank problems not yet in it. */
  queryExisted: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export const addTrainingProblemSchema = z.object({
  tid: z.number().int().positive(),
  pid: z.number().int().positive(),
  displayId: z.string().trim().max(50).optional(),
});
export const trainingProblemLinkSchema = z.object({
  id: z.number().int().positive(),
  tid: z.number().int().positive(),
  displayId: z.string().trim().min(1).max(50),
  rank: z.number().int().min(0).max(RANK_MAX),
});
export const trainingProblemRefSchema = z.object({ tid: id, pid: id });

// ---- answers ----

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  gid: z.number().int().nullable(),
});
export type TrainingCategory = z.infer<typeof categorySchema>;

export const trainingRowSchema = z.object({
  id: z.number().int(),
  rank: z.number().int(),
  title: z.string(),
  auth: z.enum(TRAINING_AUTHS),
  author: z.string(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  categoryColor: z.string().nullable(),
  problemCount: z.number().int(),
  /** The viewer's accepted problems through this training; null for a visitor. */
  acCount: z.number().int().nullable(),
  gid: z.number().int().nullable(),
  openFrom: z.number().nullable(),
  dueAt: z.number().nullable(),
  gmtModified: z.string(),
  kind: z.enum(TRAINING_KINDS),
});
export type TrainingRow = z.infer<typeof trainingRowSchema>;
export const trainingPageSchema = pageSchema(trainingRowSchema);

export const trainingDetailSchema = trainingRowSchema.extend({
  description: z.string(),
  onTimeRank: z.boolean(),
  /** The viewer may open the problems and the rank (registered, public, or an admin of it). */
  access: z.boolean(),
  /** The viewer administers this training (its author or the super admin). */
  isAdmin: z.boolean(),
  /** False before `openFrom` for all but its admins. */
  open: z.boolean(),
});
export type TrainingDetail = z.infer<typeof trainingDetailSchema>;

export const trainingProblemRowSchema = problemRowSchema.extend({ displayId: z.string(), rank: z.number().int() });
export type TrainingProblemRow = z.infer<typeof trainingProblemRowSchema>;

export const rankCellSchema = z.object({
  status: z.number().int(),
  score: z.number().nullable(),
  isAC: z.boolean(),
  runTime: z.number().nullable(),
  tries: z.number().int(),
  late: z.boolean(),
});
export const trainingRankRowSchema = z.object({
  uid: z.string(),
  username: z.string(),
  realname: z.string().nullable(),
  nickname: z.string(),
  school: z.string(),
  gender: z.string(),
  avatar: z.string(),
  ac: z.number().int(),
  totalRunTime: z.number().int(),
  submissionInfo: z.record(z.string(), rankCellSchema),
});
export type TrainingRankRow = z.infer<typeof trainingRankRowSchema>;
export const trainingRankSchema = pageSchema(trainingRankRowSchema).extend({
  problems: z.array(z.object({ pid: z.number().int(), displayId: z.string(), title: z.string() })),
  onTimeRank: z.boolean(),
});
export type TrainingRank = z.infer<typeof trainingRankSchema>;

export const GRID_STATES = ['onTime', 'late', 'tried', 'untouched'] as const;
export const progressGridSchema = z.object({
  problems: z.array(z.object({ pid: z.number().int(), displayId: z.string(), title: z.string() })),
  dueAt: z.number().nullable(),
  rows: z.array(
    z.object({
      uid: z.string(),
      username: z.string(),
      realname: z.string(),
      school: z.string(),
      cells: z.record(
        z.string(),
        z.object({ state: z.enum(GRID_STATES), at: z.number().nullable(), tries: z.number().int() }),
      ),
    }),
  ),
});
export type ProgressGrid = z.infer<typeof progressGridSchema>;

export const adminTrainingRowSchema = trainingRowSchema.omit({ acCount: true }).extend({
  visible: z.boolean(),
  gmtCreate: z.string(),
});
export const adminTrainingPageSchema = pageSchema(adminTrainingRowSchema);
export const adminTrainingSchema = z.object({
  training: adminTrainingRowSchema.extend({ description: z.string(), privatePwd: z.string(), onTimeRank: z.boolean() }),
  trainingCategory: categorySchema.nullable(),
});
export type AdminTraining = z.infer<typeof adminTrainingSchema>;
export const trainingProblemLinkRowSchema = z.object({
  id: z.number().int(),
  tid: z.number().int(),
  pid: z.number().int(),
  displayId: z.string(),
  rank: z.number().int(),
});
/** admin/training/get-problem-list: the training's problems (with their links) or the bank's addable ones. */
export const trainingProblemPickPageSchema = pageSchema(
  problemRowSchema.extend({ link: trainingProblemLinkRowSchema.nullable() }),
);
/**
 * group/get-training-problem-list (the spec's client): a page of problems (the training's, or the
 * bank's addable ones) and every link of the training by its problem's id (`pid` as the key).
 */
export const trainingProblemListSchema = z.object({
  problemList: pageSchema(problemRowSchema),
  trainingProblemMap: z.record(z.string(), trainingProblemLinkRowSchema),
});
/** The same answer as the back office's page: each problem with its link (null when not in the training). */
export function trainingPicksOf(
  list: z.infer<typeof trainingProblemListSchema>,
): z.infer<typeof trainingProblemPickPageSchema> {
  const records = list.problemList.records.map((p) => ({ ...p, link: list.trainingProblemMap[String(p.pid)] ?? null }));
  return { ...list.problemList, records };
}
