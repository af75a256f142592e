import { z } from 'zod';
import { CHECKER_POINTS, JUDGE_CASE_MODES, JUDGE_MODES } from './judge-status.ts';
import { pageSchema } from './envelope.ts';

/**
 * The problem API (spec doc 1 §3, doc 3 §3 and §5): the admin form payload, the list query and
 * the shapes the server returns. The form rules that must run in a fixed order (doc 3 §5) are
 * checked by the server after this schema; the schema only fixes types and ranges.
 */

export const PROBLEM_DEFAULTS = { timeLimit: 1000, memoryLimit: 256, stackLimit: 128 } as const;
/** The hard maxima: nobody, site admins included, sets a problem past them. */
export const PROBLEM_LIMITS = {
  timeMax: 60_000,
  memoryMax: 4096,
  stackMax: 1024,
  caseCountMax: 10_000,
  testDataMaxMb: 4096,
} as const;
export const PROBLEM_LIST_LIMIT = 30;
export const ProblemAuth = { PUBLIC: 1, PRIVATE: 2, CONTEST: 3 } as const;
export const ProblemType = { ACM: 0, OI: 1 } as const;
/** The subtask modes need a group number on every case. */
export const SUBTASK_MODES = ['subtask_lowest', 'subtask_average'] as const;

const text = (max: number) => z.string().max(max).default('');
/** The least value of a problem's limits (ms, MB). */
export const PROBLEM_LIMIT_MIN = 1;
/** A limit: a whole number from PROBLEM_LIMIT_MIN to `max`; any refusal is the one message that names it, its bounds and its unit. */
const limit = (max: number, message: string) =>
  z.number(message).int(message).min(PROBLEM_LIMIT_MIN, message).max(max, message);
const fileName = z.string().trim().max(64);
const extraFiles = z
  .record(z.string().min(1).max(64), z.string().max(1024 * 1024))
  .nullable()
  .default(null);

export const problemFieldsSchema = z.object({
  /** Present when updating. */
  id: z.number().int().positive().optional(),
  problemId: z.string().trim().max(50).default(''),
  title: z.string().trim().max(255).default(''),
  description: text(200_000),
  input: text(50_000),
  output: text(50_000),
  /** Samples shown on the page; `examples` (one string) wins over `exampleList` when both are sent. */
  examples: z.string().max(200_000).optional(),
  exampleList: z
    .array(z.object({ input: z.string().max(100_000), output: z.string().max(100_000) }))
    .max(20)
    .optional(),
  hint: text(50_000),
  source: text(1000),
  timeLimit: limit(PROBLEM_LIMITS.timeMax, 'Time_limit_range').default(PROBLEM_DEFAULTS.timeLimit),
  memoryLimit: limit(PROBLEM_LIMITS.memoryMax, 'Memory_limit_range').default(PROBLEM_DEFAULTS.memoryLimit),
  stackLimit: limit(PROBLEM_LIMITS.stackMax, 'Stack_limit_range').default(PROBLEM_DEFAULTS.stackLimit),
  difficulty: z.number().int().min(0).max(2).default(0),
  type: z.number().int().min(0).max(1).default(0),
  auth: z.number().int().min(1).max(3).default(1),
  judgeMode: z.enum(JUDGE_MODES).default('default'),
  judgeCaseMode: z.enum(JUDGE_CASE_MODES).default('default'),
  spjCode: z
    .string()
    .max(256 * 1024)
    .nullable()
    .default(null),
  spjLanguage: z.string().trim().max(30).nullable().default(null),
  isRemoveEndBlank: z.boolean().default(true),
  openCaseResult: z.boolean().default(true),
  codeShare: z.boolean().default(true),
  isFileIO: z.boolean().default(false),
  ioReadFileName: fileName.nullable().default(null),
  ioWriteFileName: fileName.nullable().default(null),
  userExtraFile: extraFiles,
  judgeExtraFile: extraFiles,
  /** How the checker gives points (judge/checkers/points.ts); absent: kept as stored ('fraction' for a new problem). */
  checkerPoints: z.enum(CHECKER_POINTS).optional(),
  /** 'absolute' only: the points of a fully correct case on the checker's scale; null: each case's score. */
  checkerPointsScale: z.number().int().min(1).max(1_000_000).nullable().optional(),
  isRemote: z.boolean().default(false),
  author: z.string().trim().max(50).optional(),
});
export type ProblemFields = z.infer<typeof problemFieldsSchema>;

/** A test case or manual sample: file names (uploaded cases) or contents (manual samples). */
export const caseSchema = z.object({
  input: z
    .string()
    .max(8 * 1024 * 1024)
    .default(''),
  output: z
    .string()
    .max(8 * 1024 * 1024)
    .default(''),
  /** Required for OI problems; kept as sent so the ordered rules can name a bad one. */
  score: z.union([z.number(), z.string(), z.null()]).optional(),
  groupNum: z.union([z.number(), z.string(), z.null()]).optional(),
});
export type CaseInput = z.infer<typeof caseSchema>;

export const codeTemplateSchema = z.object({
  language: z.string().trim().min(1).max(30),
  code: z.string().max(64 * 1024),
  /** Enabled templates are shown in the editor and must not be empty. */
  status: z.boolean().default(true),
});

/** A tag of the form: an existing tag by id, or a new one by name. */
export const tagRefSchema = z.object({
  id: z.number().int().positive().optional(),
  name: z.string().trim().max(50).optional(),
  color: z.string().trim().max(30).optional(),
});

/** POST /api/admin/problem and PUT /api/admin/problem. */
export const problemFormSchema = z.object({
  problem: problemFieldsSchema,
  samples: z.array(caseSchema).max(PROBLEM_LIMITS.caseCountMax).default([]),
  isUploadTestCase: z.boolean().default(true),
  /** The staging id returned by /api/file/upload-testcase-zip (fileListDir). */
  uploadTestcaseDir: z.string().trim().max(64).default(''),
  languages: z.array(z.string().trim().min(1).max(30)).max(50).default([]),
  codeTemplates: z.array(codeTemplateSchema).max(50).default([]),
  tags: z.array(tagRefSchema).max(50).default([]),
  /** Set when saving a problem from a contest's problem screen (rule 2 of the form). */
  contest: z
    .object({
      cid: z.number().int().positive(),
      displayId: z.string().trim().max(20).default(''),
      displayTitle: z.string().trim().max(255).default(''),
    })
    .optional(),
});
export type ProblemForm = z.input<typeof problemFormSchema>;
export type ProblemFormParsed = z.infer<typeof problemFormSchema>;

export const problemListQuerySchema = z.object({
  keyword: z.string().trim().max(100).optional(),
  difficulty: z.coerce.number().int().min(0).max(2).optional(),
  /** 'ME' (or 'Mine') = local problems; a remote judge name = its problems; absent or 'All' = every problem. */
  oj: z.string().trim().max(20).optional(),
  /** Comma list of tag ids; a problem must carry all of them. */
  tagId: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\d+(,\d+)*)?$/, { message: 'Tag_id_list' })
    .optional(),
  currentPage: z.coerce
    .number()
    .int()
    .catch(1)
    .transform((n) => Math.max(1, n))
    .default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(PROBLEM_LIST_LIMIT).default(PROBLEM_LIST_LIMIT),
});
/** Query of the problem list as a client sends it (empty filters left out). */
export interface ProblemListQuery {
  keyword?: string;
  difficulty?: number;
  oj?: string;
  tagId?: string;
  currentPage?: number;
  limit?: number;
}

export const adminProblemListQuerySchema = z.object({
  keyword: z.string().trim().max(100).optional(),
  auth: z.coerce.number().int().min(1).max(3).optional(),
  currentPage: z.coerce
    .number()
    .int()
    .catch(1)
    .transform((n) => Math.max(1, n))
    .default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(10).default(10),
});

export const changeProblemAuthSchema = z.object({
  id: z.number().int().positive(),
  auth: z.number().int().min(1).max(3),
});

export const userProblemStatusSchema = z.object({
  pidList: z.array(z.number().int().positive()).max(500),
});

export const tagFormSchema = z.object({
  id: z.number().int().positive().optional(),
  name: z.string().trim().min(1).max(50),
  color: z.string().trim().max(30).default(''),
  oj: z.string().trim().min(1).max(20).default('ME'),
  classificationId: z.number().int().positive().nullable().default(null),
});
export type TagForm = z.input<typeof tagFormSchema>;

export const tagClassificationFormSchema = z.object({
  id: z.number().int().positive().optional(),
  name: z.string().trim().min(1).max(50),
  oj: z.string().trim().min(1).max(20).default('ME'),
  rank: z.number().int().min(0).max(1_000_000).default(0),
});
export type TagClassificationForm = z.input<typeof tagClassificationFormSchema>;

export const tagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  oj: z.string(),
  classificationId: z.number().int().nullable(),
});
export type Tag = z.infer<typeof tagSchema>;
/** A tag as a problem row or page shows it. */
export const tagBadgeSchema = tagSchema.pick({ id: true, name: true, color: true });

export const tagClassificationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  oj: z.string(),
  rank: z.number().int(),
});
export type TagClassification = z.infer<typeof tagClassificationSchema>;
export const tagClassificationWithTagsSchema = z.object({
  classification: tagClassificationSchema.nullable(),
  tagList: z.array(tagSchema),
});
export type TagClassificationWithTags = z.infer<typeof tagClassificationWithTagsSchema>;

const count = z.number().int();
/** Counts of a problem's practice submissions by verdict. */
export const problemCountSchema = z.object({
  total: count,
  ac: count,
  pa: count,
  wa: count,
  tle: count,
  mle: count,
  re: count,
  pe: count,
  ce: count,
  se: count,
});
export type ProblemCount = z.infer<typeof problemCountSchema>;

export const problemRowSchema = problemCountSchema.extend({
  pid: z.number().int(),
  problemId: z.string(),
  title: z.string(),
  difficulty: z.number().int(),
  type: z.number().int(),
  auth: z.number().int(),
  tags: z.array(tagBadgeSchema),
  gmtModified: z.string(),
});
export type ProblemRow = z.infer<typeof problemRowSchema>;
export const problemPageSchema = pageSchema(problemRowSchema);

export const examplePairSchema = z.object({ input: z.string(), output: z.string() });
export type ExamplePair = z.infer<typeof examplePairSchema>;

/** The problem as a problem page sees it (no checker code, no test data). */
export const publicProblemSchema = z.object({
  id: z.number().int(),
  problemId: z.string(),
  title: z.string(),
  description: z.string(),
  input: z.string(),
  output: z.string(),
  examples: z.string(),
  exampleList: z.array(examplePairSchema),
  hint: z.string(),
  source: z.string(),
  author: z.string(),
  difficulty: z.number().int(),
  type: z.number().int(),
  auth: z.number().int(),
  /** Total score of the cases (OI problems). */
  ioScore: z.number(),
  timeLimit: z.number().int(),
  memoryLimit: z.number().int(),
  stackLimit: z.number().int(),
  judgeMode: z.string(),
  isFileIO: z.boolean(),
  ioReadFileName: z.string().nullable(),
  ioWriteFileName: z.string().nullable(),
  isRemote: z.boolean(),
  gid: z.number().int().nullable(),
  codeShare: z.boolean(),
  openCaseResult: z.boolean(),
  userExtraFile: z.record(z.string(), z.string()).nullable(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type PublicProblem = z.infer<typeof publicProblemSchema>;

export const problemDetailSchema = z.object({
  problem: publicProblemSchema,
  problemCount: problemCountSchema,
  tags: z.array(tagBadgeSchema),
  languages: z.array(z.string()),
  codeTemplate: z.record(z.string(), z.string()),
});
export type ProblemDetail = z.infer<typeof problemDetailSchema>;

/** Per-user status of a problem: -10 never submitted, 0 accepted, else the latest verdict. */
export const problemStatusSchema = z.object({ status: z.number().int(), score: z.number().nullable() });
export type UserProblemStatus = z.infer<typeof problemStatusSchema>;
/** get-user-problem-status: by the problem's internal id. */
export const userProblemStatusMapSchema = z.record(z.string(), problemStatusSchema);

/** A problem as saving it answers: its ids. */
export const savedProblemSchema = z.object({ id: z.number().int(), problemId: z.string() });
/** get-random-problem. */
export const randomProblemSchema = z.object({ problemId: z.string() });

/** One entry of an uploaded test-case archive. */
export const uploadedCaseSchema = z.object({
  input: z.string(),
  output: z.string(),
  score: z.number(),
  groupNum: z.number().int().optional(),
});
export type UploadedCase = z.infer<typeof uploadedCaseSchema>;

export const uploadTestcaseResultSchema = z.object({
  fileList: z.array(uploadedCaseSchema),
  fileListDir: z.string(),
});
export type UploadTestcaseResult = z.infer<typeof uploadTestcaseResultSchema>;
