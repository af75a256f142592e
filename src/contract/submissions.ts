import { z } from 'zod';
import { JUDGE_CASE_MODES, type JudgeStatusCode } from './judge-status.ts';
import { subtaskSummarySchema } from './scoring.ts';

/**
 * The submission API (spec doc 1 §2–§5, §7): request schemas shared by the server and the UI,
 * and the shapes the server returns. The code rules of §5 ("Code can not be empty", "Code Length
 * can not exceed 65535") are checked by the server with the spec's own messages, so the schemas
 * only bound the size.
 */

export const CODE_MAX_LENGTH = 65535;
export const TEST_INPUT_MAX_LENGTH = 1000;
export const SUBMISSION_LIST_LIMIT = 15;
/** A finished online test run is kept this long for its result to be read. */
export const TEST_RUN_KEEP_MS = 60_000;
/** Statuses an administrator may set by hand (spec doc 1 §4 "manual judging"). */
export const MANUAL_JUDGE_STATUSES = [-3, -1, 0, 1, 2, 3, 4, 8] as const;

const id = z.coerce.number().int().positive();
/** The body is bounded well above the rule so the rule can answer with its own message. */
const code = z.string().max(CODE_MAX_LENGTH * 4);
const optionalId = z.number().int().positive().nullable().optional();
/** A contest id as clients send it: absent, null or 0 mean "not in a contest". */
const contestRef = z
  .number()
  .int()
  .min(0)
  .nullish()
  .transform((v) => (v ? v : null));

export const submitSchema = z.object({
  /** The problem's display id (in a contest its letter, e.g. "A"). */
  pid: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(50)),
  language: z.string().trim().min(1).max(30),
  code,
  cid: contestRef,
  tid: optionalId,
  gid: optionalId,
  isRemote: z.boolean().default(false),
  /** The image captcha answer and its key, when the site asks for one on submit. */
  captcha: z.string().trim().max(20).optional(),
  captchaKey: z.string().trim().max(100).optional(),
});
export type SubmitInput = z.input<typeof submitSchema>;
export type SubmitRequest = z.infer<typeof submitSchema>;

export const testJudgeSchema = z.object({
  pid: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(50)),
  language: z.string().trim().min(1).max(30),
  code,
  /** Checked against TEST_INPUT_MAX_LENGTH with its own message. */
  userInput: z
    .string()
    .max(TEST_INPUT_MAX_LENGTH * 4)
    .default(''),
  expectedOutput: z
    .string()
    .max(64 * 1024)
    .nullable()
    .optional(),
  /** Where the test is run from (practice, contest, training, group); informative. */
  mode: z.string().trim().max(20).optional(),
  type: z.string().trim().max(20).optional(),
  isRemoteJudge: z.boolean().default(false),
  cid: contestRef,
  gid: optionalId,
});
export type TestJudgeInput = z.input<typeof testJudgeSchema>;

const flag = z.union([z.boolean(), z.string()]).transform((v) => v === true || v === 'true' || v === '1');

export const submissionListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).catch(SUBMISSION_LIST_LIMIT).default(SUBMISSION_LIST_LIMIT),
  currentPage: z.coerce
    .number()
    .int()
    .catch(1)
    .transform((n) => Math.max(1, n))
    .default(1),
  onlyMine: flag.default(false),
  status: z.coerce.number().int().min(-10).max(10).optional(),
  username: z.string().trim().max(50).optional(),
  problemID: z.string().trim().max(50).optional(),
  /** true: problemID must match the display id exactly; otherwise it is a substring search. */
  completeProblemID: flag.default(false),
  gid: z.coerce.number().int().positive().optional(),
  /**
   * Paging by key: the rows older than this submit id (the next page), or newer than `after` (the
   * previous page). Without a key, `currentPage` picks the page; it is echoed either way.
   */
  before: z.coerce.number().int().positive().optional(),
  after: z.coerce.number().int().positive().optional(),
});
/** Numbered pages reach this many rows into a list; further pages go by key (before / after). */
export const SUBMISSION_NUMBERED_ROWS = 3_000;
export type SubmissionListQuery = z.input<typeof submissionListQuerySchema>;

export const submitIdQuerySchema = z.object({ submitId: id });

export const checkSubmissionsStatusSchema = z.object({
  submitIds: z.array(z.coerce.number().int().positive()).max(100),
});

export const shareSubmissionSchema = z.object({
  submitId: id,
  share: z.boolean(),
});

export const lastAcCodeQuerySchema = z.object({
  /** The problem's internal id. */
  pid: id,
  cid: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .transform((v) => (v ? v : null)),
});

export const manualJudgeQuerySchema = z.object({
  submitId: id,
  status: z.coerce
    .number()
    .int()
    .refine((s) => (MANUAL_JUDGE_STATUSES as readonly number[]).includes(s), {
      message: 'must be one of -3, -1, 0, 1, 2, 3, 4, 8',
    }),
  score: z.coerce.number().int().min(0).max(100_000).optional(),
});

export const rejudgeProblemQuerySchema = z.object({ pid: id });
/** GET admin/judge/rejudge-group-problem: a problem's submissions inside one group. */
export const rejudgeGroupProblemQuerySchema = z.object({ gid: id, pid: id });

export const testJudgeResultQuerySchema = z.object({ testJudgeKey: z.string().trim().min(1).max(100) });

const judgeStatus = z
  .number()
  .int()
  .min(-10)
  .max(10)
  .transform((n) => n as JudgeStatusCode);
const nullableNumber = z.number().nullable();

/** A row of the submission list (everything but the code). */
export const submissionRowSchema = z.object({
  submitId: z.number().int(),
  uid: z.string(),
  username: z.string(),
  pid: z.number().int(),
  /** The problem's display id, e.g. "P1000". */
  displayPid: z.string(),
  title: z.string(),
  cid: z.number().int().nullable(),
  tid: z.number().int().nullable(),
  gid: z.number().int().nullable(),
  status: judgeStatus,
  score: nullableNumber,
  oiRankScore: nullableNumber,
  /** ms */
  time: nullableNumber,
  /** KB */
  memory: nullableNumber,
  /** bytes */
  length: z.number().int(),
  language: z.string(),
  judger: z.string().nullable(),
  isManual: z.boolean(),
  share: z.boolean(),
  /** epoch ms */
  submitTime: z.number(),
});
export type SubmissionRow = z.infer<typeof submissionRowSchema>;

/** A submission with its code (empty when the viewer may not see it) and compiler message. */
export const submissionSchema = submissionRowSchema.extend({
  code: z.string(),
  errorMessage: z.string().nullable(),
  /** false when the code was withheld from this viewer. */
  codeVisible: z.boolean(),
});
export type Submission = z.infer<typeof submissionSchema>;

/**
 * POST submit-problem-judge: the stored submission, and why it is not judged soon when it is not
 * (notRunning: no judge runs; storageFull: the judge waits for disk space); it waits in the queue.
 */
export const JUDGE_WAITING = ['notRunning', 'storageFull'] as const;
export const submittedSchema = submissionSchema.extend({ judgeWaiting: z.enum(JUDGE_WAITING).nullable().optional() });
export type Submitted = z.infer<typeof submittedSchema>;

export const submissionDetailSchema = z.object({
  submission: submissionSchema,
  /** The problem allows its submissions to be shared. */
  codeShare: z.boolean(),
  /** The Runtime Error is the program writing past the output limit. */
  outputLimitExceeded: z.boolean(),
});
export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;

/** The live state of a submission: check-submissions-status and the event stream. */
export const submissionStateSchema = z.object({
  submitId: z.number().int(),
  status: judgeStatus,
  score: nullableNumber,
  oiRankScore: nullableNumber,
  time: nullableNumber,
  memory: nullableNumber,
  judger: z.string().nullable(),
  isManual: z.boolean(),
});
export type SubmissionState = z.infer<typeof submissionStateSchema>;
export const submissionStatesSchema = z.record(z.string(), submissionStateSchema);

export const judgeCaseViewSchema = z.object({
  caseIndex: z.number().int(),
  inputData: z.string(),
  outputData: z.string(),
  /** Present only when the problem shows case results (or to administrators). */
  userOutput: z.string().nullable(),
  status: judgeStatus,
  time: nullableNumber,
  memory: nullableNumber,
  score: nullableNumber,
  groupNum: z.number().int().nullable(),
  /**
   * Why the case failed (signal, checker message, …), to those who see the user's output; the
   * output limit's message to everyone.
   */
  message: z.string().nullable(),
});
export type JudgeCaseView = z.infer<typeof judgeCaseViewSchema>;

/** A subtask's summary with its cases. */
export const subtaskViewSchema = subtaskSummarySchema.extend({ subtaskDetailList: z.array(judgeCaseViewSchema) });
export type SubtaskView = z.infer<typeof subtaskViewSchema>;

export const caseResultListSchema = z.object({
  judgeCaseMode: z.enum(JUDGE_CASE_MODES),
  judgeCaseList: z.array(judgeCaseViewSchema),
  subTaskJudgeCaseVoList: z.array(subtaskViewSchema),
});
export type CaseResultList = z.infer<typeof caseResultListSchema>;

export const testJudgeResultSchema = z.object({
  status: judgeStatus,
  time: nullableNumber,
  memory: nullableNumber,
  stderr: z.string(),
  userInput: z.string(),
  expectedOutput: z.string().nullable(),
  userOutput: z.string(),
  problemJudgeMode: z.string(),
});
export type TestJudgeResult = z.infer<typeof testJudgeResultSchema>;

export const manualJudgeResultSchema = z.object({
  status: judgeStatus,
  score: nullableNumber,
  oiRankScore: nullableNumber,
  judger: z.string().nullable(),
});
export type ManualJudgeResult = z.infer<typeof manualJudgeResultSchema>;

export const lastAcCodeSchema = z.object({ code: z.string(), language: z.string() });
export type LastAcCode = z.infer<typeof lastAcCodeSchema>;

/** PUT submission (share): the submission's share flag as stored. */
export const shareResultSchema = z.object({ submitId: z.number().int(), share: z.boolean() });
/** A rejudge of many submissions: how many were queued again. */
export const rejudgeCountSchema = z.object({ count: z.number().int() });
/** submit-problem-test-judge: the key to read the result with. */
export const testJudgeKeySchema = z.string();
