import { z } from 'zod';
import { pageSchema, pagingQuery } from './envelope.ts';
import { PUBLIC_FILE_PREFIX } from './uploads.ts';

/**
 * Computational-thinking choice problems (spec doc 1 §3–§4, doc 2 §3–§4; API-NEXT "Computational
 * thinking"): four options A–D with optional images, one correct; a submission is its selection,
 * Accepted when correct and Wrong Answer otherwise, answered at once with `isCorrect`.
 */

export const CHOICE_LETTERS = ['A', 'B', 'C', 'D'] as const;
export type ChoiceLetter = (typeof CHOICE_LETTERS)[number];
/** The language a choice submission is stored with (its code is the selection). */
export const CHOICE_LANGUAGE = 'Choice';
/** A correct answer's score, so that OI-style boards and ranks add them up. */
export const CHOICE_FULL_SCORE = 100;

/** An image of the statement, an option or the analysis: empty, or a file uploaded to this server. */
export const choiceImageSchema = z
  .string()
  .trim()
  .max(300)
  .refine(
    (v) => v === '' || (v.startsWith(PUBLIC_FILE_PREFIX) && /^[\w./-]+$/.test(v) && !v.includes('..')),
    'The image must be a file uploaded to this site',
  )
  .default('');

export const choiceOptionSchema = z.object({ text: z.string().trim().max(2000).default(''), image: choiceImageSchema });
export type ChoiceOption = z.infer<typeof choiceOptionSchema>;

/** At most this many annex files on a choice problem. */
export const CHOICE_ANNEX_MAX = 20;

/**
 * File IO (the input and output file names the statement names) and the annex (files shown on
 * the problem's page, name to content), as on code problems (spec doc 2 "Computational-thinking
 * problem": isFileIO, ioReadFileName, ioWriteFileName, userExtraFile). Names are checked by the server's rules.
 */
const choiceFileFields = {
  isFileIO: z.boolean().default(false),
  ioReadFileName: z.string().trim().max(64).nullable().default(null),
  ioWriteFileName: z.string().trim().max(64).nullable().default(null),
  userExtraFile: z
    .record(z.string().min(1).max(64), z.string().max(1024 * 1024))
    .refine((files) => Object.keys(files).length <= CHOICE_ANNEX_MAX, `At most ${CHOICE_ANNEX_MAX} files`)
    .nullable()
    .default(null),
};

/** The admin form (create and edit). Checked further, in order, by the server (choice-rules). */
export const choiceProblemFormSchema = z.object({
  id: z.number().int().positive().optional(),
  problemId: z.string().trim().max(50).default(''),
  title: z.string().trim().max(255).default(''),
  description: z.string().max(100_000).default(''),
  image: choiceImageSchema,
  input: z.string().max(50_000).default(''),
  output: z.string().max(50_000).default(''),
  exampleList: z
    .array(z.object({ input: z.string().max(100_000), output: z.string().max(100_000) }))
    .max(2)
    .default([]),
  hint: z.string().max(50_000).default(''),
  options: z.array(choiceOptionSchema).length(4),
  answer: z.enum(CHOICE_LETTERS).nullable().default(null),
  analysis: z.string().max(50_000).default(''),
  analysisImage: choiceImageSchema,
  difficulty: z.number().int().min(0).max(2).default(0),
  /** 1 public, 2 private, 3 contest only (as code problems). */
  auth: z.number().int().min(1).max(3).default(1),
  tagIds: z.array(z.number().int().positive()).max(20).default([]),
  /** The group the problem is made in (the group's call; the back office makes bank problems). */
  gid: z.number().int().positive().optional(),
  ...choiceFileFields,
});
export type ChoiceProblemForm = z.input<typeof choiceProblemFormSchema>;
export type ChoiceProblemFormParsed = z.infer<typeof choiceProblemFormSchema>;

export const choiceListQuerySchema = z.object({ ...pagingQuery(10), keyword: z.string().trim().max(100).optional() });

/** GET get-c-problem-detail: by display id in the bank, or by display id in a contest (cid). */
export const choiceDetailQuerySchema = z.object({
  problemId: z.string().trim().min(1).max(50),
  cid: z.coerce.number().int().positive().optional(),
  tid: z.coerce.number().int().positive().optional(),
});

/** POST submit-c-problem-judge. `pid` is the display id (in a contest: the contest's display id). */
export const choiceSubmitSchema = z.object({
  pid: z.string().trim().min(1).max(50),
  /** A–D in either case; anything else is refused by the server with its own message. */
  selection: z
    .string()
    .trim()
    .max(10)
    .default('')
    .transform((v) => v.toUpperCase()),
  cid: z.number().int().positive().nullable().optional(),
  tid: z.number().int().positive().nullable().optional(),
  captcha: z.string().max(20).optional(),
  captchaKey: z.string().max(100).optional(),
});
export type ChoiceSubmit = z.input<typeof choiceSubmitSchema>;

export const cidBodySchema = z.object({ cid: z.number().int().positive() });

/** POST get-c-user-problem-status: the viewer's last selection per problem, in the bank or a contest. */
export const choiceStatusRequestSchema = z.object({
  pidList: z.array(z.number().int().positive()).max(500),
  cid: z.number().int().positive().nullable().optional(),
});

// ---- answers ----

export const choiceProblemSchema = z.object({
  id: z.number().int(),
  problemId: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  input: z.string(),
  output: z.string(),
  examples: z.array(z.object({ input: z.string(), output: z.string() })),
  hint: z.string(),
  options: z.array(z.object({ text: z.string(), image: z.string() })),
  difficulty: z.number().int(),
  auth: z.number().int(),
  author: z.string(),
  gid: z.number().int().nullable(),
  tags: z.array(z.object({ id: z.number().int(), name: z.string(), color: z.string() })),
  isFileIO: z.boolean(),
  ioReadFileName: z.string().nullable(),
  ioWriteFileName: z.string().nullable(),
  /** The annex: file name to content, or null when there is none. */
  userExtraFile: z.record(z.string(), z.string()).nullable(),
  /** Shown once the viewer has answered (in a contest: once it has ended), and always to its admins. */
  analysis: z.string().nullable(),
  analysisImage: z.string().nullable(),
});
export type ChoiceProblem = z.infer<typeof choiceProblemSchema>;

/** The admin's view: the problem with its correct answer. */
export const adminChoiceProblemSchema = choiceProblemSchema.extend({
  /** A group's problem: the group's prefix its display id is saved under (the form shows the typed rest). */
  idPrefix: z.string().optional(),
  answer: z.enum(CHOICE_LETTERS),
  analysis: z.string(),
  analysisImage: z.string(),
});
export type AdminChoiceProblem = z.infer<typeof adminChoiceProblemSchema>;

export const choiceRowSchema = z.object({
  id: z.number().int(),
  problemId: z.string(),
  title: z.string(),
  difficulty: z.number().int(),
  auth: z.number().int(),
  author: z.string(),
  gmtModified: z.string(),
});
export type ChoiceRow = z.infer<typeof choiceRowSchema>;
export const choicePageSchema = pageSchema(choiceRowSchema);

export const choiceSubmitAnswerSchema = z.object({
  submitId: z.number().int(),
  status: z.number().int(),
  score: z.number().int().nullable(),
  /** 'True' when the selection is correct (the spec's string); null while a contest keeps its verdicts sealed. */
  isCorrect: z.enum(['True', 'False']).nullable(),
});
export type ChoiceSubmitAnswer = z.infer<typeof choiceSubmitAnswerSchema>;

export const choiceStatusSchema = z.object({
  status: z.number().int(),
  score: z.number().int().nullable(),
  selection: z.enum(CHOICE_LETTERS).nullable(),
});
export const choiceStatusMapSchema = z.record(z.string(), choiceStatusSchema);

export const handInSchema = z.object({ cid: z.number().int(), handedIn: z.boolean(), time: z.number().nullable() });
export type HandIn = z.infer<typeof handInSchema>;
