import { Hono } from 'hono';
import { z } from 'zod';
import { problemDetailSchema } from '../../contract/problems.ts';
import {
  categorySchema, progressGridSchema, registerTrainingSchema, tidQuerySchema, trainingDetailSchema, trainingListQuerySchema,
  trainingPageSchema, trainingProblemRowSchema, trainingRankQuerySchema, trainingRankSchema,
} from '../../contract/trainings.ts';
import { listCategories } from '../../domain/trainings/categories.ts';
import { trainingAccess, trainingDetail } from '../../domain/trainings/detail.ts';
import { listTrainings } from '../../domain/trainings/list.ts';
import { assertTrainingAdmin } from '../../domain/trainings/policy.ts';
import { listTrainingProblems, trainingProblemDetail, usableTraining } from '../../domain/trainings/problems.ts';
import { progressCsv, progressGrid } from '../../domain/trainings/progress.ts';
import { trainingRank } from '../../domain/trainings/rank.ts';
import { registerTraining } from '../../domain/trainings/register.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin } from '../middleware/auth.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';

const problemQuerySchema = tidQuerySchema.extend({ problemId: z.string().trim().min(1).max(50) });

/** The training pages' calls (API-NEXT "Trainings"): every access question goes to the training policy. */
export const trainingRoutes = new Hono<AppEnv>()
  .get('/get-training-category', (c) => okAs(c, z.array(categorySchema), listCategories(c.var.deps.db)))
  .get('/get-training-list', (c) => okAs(c, trainingPageSchema, listTrainings(c.var.deps.db, c.var.user, validate(trainingListQuerySchema, c.req.query()))))
  .get('/get-training-detail', requireLogin, (c) => okAs(c, trainingDetailSchema, trainingDetail(c.var.deps.db, currentUser(c), validate(tidQuerySchema, c.req.query()).tid)))
  .post('/register-training', requireLogin, async (c) => {
    const { tid, password } = validate(registerTrainingSchema, await c.req.json());
    registerTraining(c.var.deps.db, currentUser(c), tid, password);
    return ok(c, null, 'Register training successfully');
  })
  .get('/get-training-access', requireLogin, (c) => okAs(c, z.object({ access: z.boolean() }), trainingAccess(c.var.deps.db, currentUser(c), validate(tidQuerySchema, c.req.query()).tid)))
  .get('/get-training-problem-list', requireLogin, (c) => {
    const t = usableTraining(c.var.deps.db, c.var.user, validate(tidQuerySchema, c.req.query()).tid);
    return okAs(c, z.array(trainingProblemRowSchema), listTrainingProblems(c.var.deps.db, c.var.user, t));
  })
  .get('/get-training-problem-detail', requireLogin, (c) => {
    const { tid, problemId } = validate(problemQuerySchema, c.req.query());
    const t = usableTraining(c.var.deps.db, c.var.user, tid);
    return okAs(c, problemDetailSchema.extend({ displayId: z.string() }), trainingProblemDetail(c.var.deps.db, c.var.user, t, problemId));
  })
  .get('/get-training-rank', requireLogin, (c) => {
    const q = validate(trainingRankQuerySchema, c.req.query());
    const t = usableTraining(c.var.deps.db, c.var.user, q.tid);
    return okAs(c, trainingRankSchema, trainingRank(c.var.deps.db, c.var.user, t, q));
  })
  .get('/get-training-progress', requireLogin, (c) => {
    const t = usableTraining(c.var.deps.db, c.var.user, validate(tidQuerySchema, c.req.query()).tid);
    assertTrainingAdmin(c.var.user, t);
    return okAs(c, progressGridSchema, progressGrid(c.var.deps.db, t));
  })
  .get('/file/download-training-progress', requireLogin, (c) => {
    const t = usableTraining(c.var.deps.db, c.var.user, validate(tidQuerySchema, c.req.query()).tid);
    assertTrainingAdmin(c.var.user, t);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="training_${t.id}_progress.csv"`);
    return c.body(progressCsv(progressGrid(c.var.deps.db, t)));
  });
