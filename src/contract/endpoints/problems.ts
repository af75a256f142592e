import { z } from 'zod';
import { choiceDetailQuerySchema, choiceProblemSchema } from '../choice.ts';
import { languageInfoSchema } from '../languages.ts';
import {
  problemDetailSchema,
  problemListQuerySchema,
  problemPageSchema,
  randomProblemSchema,
  userProblemStatusMapSchema,
  userProblemStatusSchema,
} from '../problems.ts';
import { endpoint } from './define.ts';

/** A problem of the bank by its internal id. */
export const problemPidQuerySchema = z.object({ pid: z.coerce.number().int().positive() });
/** A problem of the bank by its display id. */
export const problemDetailQuerySchema = z.object({ problemId: z.string().trim().min(1).max(50) });
/** GET languages: the judge's languages; `all=true` adds the missing ones for problem managers, `pid` keeps a problem's. */
export const languagesQuerySchema = z.object({
  pid: z.coerce.number().int().positive().optional(),
  all: z.enum(['true', 'false']).optional(),
});

/** GET get-full-screen-problem-list: the focus mode bar of a contest (`cid`) or a training (`tid`), exactly one of them. */
export const fullScreenQuerySchema = z
  .object({
    cid: z.coerce.number().int().positive().optional(),
    tid: z.coerce.number().int().positive().optional(),
  })
  .refine((v) => (v.cid === undefined) !== (v.tid === undefined), { message: 'Contest_or_training', path: ['cid'] });
/** One problem of the focus mode bar: its id in the scope (a contest's display id), title and the viewer's verdict as the scope shows it. */
export const fullScreenItemSchema = z.object({
  pid: z.number(),
  problemId: z.string(),
  /** Its label in the bar: the display id in the contest or the training (a training's problem page is addressed by its bank id). */
  displayId: z.string(),
  title: z.string(),
  status: z.number(),
  score: z.number().nullable(),
  /** A contest problem's balloon colour. */
  color: z.string().nullable(),
});
export type FullScreenItem = z.infer<typeof fullScreenItemSchema>;

/** The problem bank as students use it: the list, a problem's page, its status, templates and languages (API-NEXT "Problems"). */
export const problemEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/get-problem-list',
    query: problemListQuerySchema,
    answer: problemPageSchema,
    caller: 'anyone',
  }),
  random: endpoint({ method: 'GET', path: '/api/get-random-problem', answer: randomProblemSchema, caller: 'anyone' }),
  detail: endpoint({
    method: 'GET',
    path: '/api/get-problem-detail',
    query: problemDetailQuerySchema,
    answer: problemDetailSchema,
    caller: 'anyone',
  }),
  userStatus: endpoint({
    method: 'POST',
    path: '/api/get-user-problem-status',
    body: userProblemStatusSchema,
    answer: userProblemStatusMapSchema,
    caller: 'signed-in',
  }),
  codeTemplate: endpoint({
    method: 'GET',
    path: '/api/get-problem-code-template',
    query: problemPidQuerySchema,
    answer: z.record(z.string(), z.string()),
    caller: 'anyone',
  }),
  languagesOf: endpoint({
    method: 'GET',
    path: '/api/get-problem-languages',
    query: problemPidQuerySchema,
    answer: z.array(z.string()),
    caller: 'anyone',
  }),
  languages: endpoint({
    method: 'GET',
    path: '/api/languages',
    query: languagesQuerySchema,
    answer: z.array(languageInfoSchema),
    caller: 'anyone',
  }),
  /** A computational-thinking (choice) problem's page, in the bank, a contest or a training. */
  choiceDetail: endpoint({
    method: 'GET',
    path: '/api/get-c-problem-detail',
    query: choiceDetailQuerySchema,
    answer: choiceProblemSchema,
    caller: 'anyone',
  }),
  /** Focus mode's problem bar; who may see the contest's or training's problems, with the exam and the seal holding. */
  fullScreenList: endpoint({
    method: 'GET',
    path: '/api/get-full-screen-problem-list',
    query: fullScreenQuerySchema,
    answer: z.array(fullScreenItemSchema),
    caller: 'signed-in',
  }),
  randomChoice: endpoint({
    method: 'GET',
    path: '/api/question/single-choice',
    answer: choiceProblemSchema,
    caller: 'anyone',
  }),
};
