import { z } from 'zod';
import { pageSchema } from './envelope.ts';
import { publicProblemSchema, tagBadgeSchema } from './problems.ts';

/** A stored case as the form reads it (its row's id and index pass through). */
const caseRowSchema = z
  .object({ input: z.string(), output: z.string(), score: z.number().nullable(), groupNum: z.number().nullable() })
  .passthrough();

/**
 * The back office's problem calls (API-NEXT "Admin problems"): the list, a problem as its edit form
 * needs it, saving and checking a checker's code.
 */

/** A stored time: the row's Date, sent as its ISO text. */
const isoTime = z
  .date()
  .transform((d) => d.toISOString())
  .or(z.string());

/** A row of the back office's problem list. */
export const adminProblemRowSchema = z.object({
  id: z.number().int(),
  problemId: z.string(),
  title: z.string(),
  author: z.string(),
  auth: z.number().int(),
  type: z.number().int(),
  difficulty: z.number().int(),
  judgeMode: z.string(),
  isRemote: z.boolean(),
  gid: z.number().int().nullable(),
  modifiedUser: z.string().nullable(),
  gmtCreate: isoTime,
  gmtModified: isoTime,
});
export type AdminProblemRow = z.infer<typeof adminProblemRowSchema>;
export const adminProblemPageSchema = pageSchema(adminProblemRowSchema);

/** The page's fields of a problem that its edit form fills. */
const FORM_FIELDS = {
  id: true,
  problemId: true,
  title: true,
  description: true,
  input: true,
  output: true,
  exampleList: true,
  hint: true,
  source: true,
  author: true,
  timeLimit: true,
  memoryLimit: true,
  stackLimit: true,
  difficulty: true,
  type: true,
  auth: true,
  judgeMode: true,
  isFileIO: true,
  ioReadFileName: true,
  ioWriteFileName: true,
  isRemote: true,
  codeShare: true,
  openCaseResult: true,
  userExtraFile: true,
} as const;

/**
 * GET /api/admin/problem: every field of a problem as its edit form needs it, the page's and the
 * judge's (the stored row's other columns pass through), with its cases, tags, languages and templates.
 */
export const adminProblemSchema = z.object({
  problem: publicProblemSchema
    .pick(FORM_FIELDS)
    .extend({
      judgeCaseMode: z.string(),
      spjCode: z.string().nullable(),
      spjLanguage: z.string().nullable(),
      spjCompileOk: z.boolean(),
      isUploadCase: z.boolean(),
      isRemoveEndBlank: z.boolean(),
      judgeExtraFile: z.record(z.string(), z.string()).nullable(),
    })
    .passthrough(),
  samples: z.array(caseRowSchema),
  tags: z.array(tagBadgeSchema),
  languages: z.array(z.string()),
  codeTemplates: z.array(z.object({ language: z.string(), code: z.string(), status: z.boolean() })),
});
export type AdminProblemDetail = z.infer<typeof adminProblemSchema>;

/**
 * POST / PUT /api/admin/problem as the route reads it: the form is checked by the save itself
 * (save-problem.ts), after the limits as sent, so a limit beyond the caller's bound is named as such.
 */
export const problemSaveBodySchema = z.object({ problem: z.object({}).passthrough() }).passthrough();

/** POST /api/admin/problem/compile-spj: a special judge's or interactor's code compiled on its own. */
export const compileCheckerSchema = z.object({
  code: z
    .string()
    .min(1)
    .max(256 * 1024),
  language: z.string().trim().min(1).max(30),
  /** The problem's judge extra files (its own headers), placed beside the source. */
  files: z
    .record(z.string().min(1).max(64), z.string().max(1024 * 1024))
    .nullable()
    .optional(),
});

/** Checker include files (GET / DELETE /api/admin/checker-include and the upload). */
export const checkerIncludeListSchema = z.object({
  files: z.array(z.object({ name: z.string(), size: z.number(), modified: z.number() })),
  /** Whether testlib.h is among them. */
  testlib: z.boolean(),
  maxBytes: z.number().int(),
});
export type CheckerIncludeList = z.infer<typeof checkerIncludeListSchema>;
export const checkerIncludeNameSchema = z.object({ name: z.string().min(1).max(200) });
