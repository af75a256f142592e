import { z } from 'zod';
import { problemDetailSchema } from '../problems.ts';
import {
  categorySchema,
  progressGridSchema,
  registerTrainingSchema,
  tidQuerySchema,
  trainingDetailSchema,
  trainingListQuerySchema,
  trainingPageSchema,
  trainingProblemRowSchema,
  trainingRankQuerySchema,
  trainingRankSchema,
} from '../trainings.ts';
import { endpoint } from './define.ts';

/** One problem of a training, named by its display id or problem id. */
export const trainingProblemQuerySchema = tidQuerySchema.extend({ problemId: z.string().trim().min(1).max(50) });

/** The students' training calls (API-NEXT "Trainings"); every access question beyond the caller rule is the training policy's. */
export const trainingEndpoints = {
  categories: endpoint({
    method: 'GET',
    path: '/api/get-training-category',
    answer: z.array(categorySchema),
    caller: 'anyone',
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/get-training-list',
    query: trainingListQuerySchema,
    answer: trainingPageSchema,
    caller: 'anyone',
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/get-training-detail',
    query: tidQuerySchema,
    answer: trainingDetailSchema,
    caller: 'signed-in',
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/register-training',
    body: registerTrainingSchema,
    answer: z.null(),
    caller: 'signed-in',
    message: 'Register training successfully',
  }),
  access: endpoint({
    method: 'GET',
    path: '/api/get-training-access',
    query: tidQuerySchema,
    answer: z.object({ access: z.boolean() }),
    caller: 'signed-in',
  }),
  problems: endpoint({
    method: 'GET',
    path: '/api/get-training-problem-list',
    query: tidQuerySchema,
    answer: z.array(trainingProblemRowSchema),
    caller: 'signed-in',
  }),
  problemDetail: endpoint({
    method: 'GET',
    path: '/api/get-training-problem-detail',
    query: trainingProblemQuerySchema,
    answer: problemDetailSchema.extend({ displayId: z.string() }),
    caller: 'signed-in',
  }),
  rank: endpoint({
    method: 'GET',
    path: '/api/get-training-rank',
    query: trainingRankQuerySchema,
    answer: trainingRankSchema,
    caller: 'signed-in',
  }),
  /** The progress grid: the training's admins only (the policy asks). */
  progress: endpoint({
    method: 'GET',
    path: '/api/get-training-progress',
    query: tidQuerySchema,
    answer: progressGridSchema,
    caller: 'signed-in',
  }),
};
