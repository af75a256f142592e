import { Hono } from 'hono';
import { trainingEndpoints as E } from '../../contract/endpoints/trainings.ts';
import { tidQuerySchema } from '../../contract/trainings.ts';
import { listCategories } from '../../domain/trainings/categories.ts';
import { trainingAccess, trainingDetail } from '../../domain/trainings/detail.ts';
import { listTrainings } from '../../domain/trainings/list.ts';
import { assertTrainingAdmin } from '../../domain/trainings/policy.ts';
import { listTrainingProblems, trainingProblemDetail, usableTraining } from '../../domain/trainings/problems.ts';
import { progressCsv, progressGrid } from '../../domain/trainings/progress.ts';
import { usableTrainingRank } from '../../domain/trainings/rank.ts';
import { registerTraining } from '../../domain/trainings/register.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin } from '../middleware/auth.ts';
import { validate } from '../validate.ts';

/** The training pages' calls (src/contract/endpoints/trainings.ts): every access question goes to the training policy. */
export const trainingRoutes = new Hono<AppEnv>();
mount(trainingRoutes, E.categories, (_, c) => listCategories(c.var.deps.db));
mount(trainingRoutes, E.list, (q, c) => listTrainings(c.var.deps.db, c.var.user, q));
mount(trainingRoutes, E.detail, ({ tid }, c) => trainingDetail(c.var.deps.db, currentUser(c), tid));
mount(trainingRoutes, E.register, ({ tid, password }, c) => {
  registerTraining(c.var.deps.db, currentUser(c), tid, password);
  return null;
});
mount(trainingRoutes, E.access, ({ tid }, c) => trainingAccess(c.var.deps.db, currentUser(c), tid));
mount(trainingRoutes, E.problems, ({ tid }, c) =>
  listTrainingProblems(c.var.deps.db, c.var.user, usableTraining(c.var.deps.db, c.var.user, tid)),
);
mount(trainingRoutes, E.problemDetail, ({ tid, problemId }, c) =>
  trainingProblemDetail(c.var.deps.db, c.var.user, usableTraining(c.var.deps.db, c.var.user, tid), problemId),
);
mount(trainingRoutes, E.rank, (q, c) => usableTrainingRank(c.var.deps.db, c.var.user, q));
mount(trainingRoutes, E.progress, ({ tid }, c) => {
  const t = usableTraining(c.var.deps.db, c.var.user, tid);
  assertTrainingAdmin(c.var.user, t);
  return progressGrid(c.var.deps.db, t);
});
// The progress grid as a CSV file: a download, not an entry.
trainingRoutes.get('/file/download-training-progress', requireLogin, (c) => {
  const t = usableTraining(c.var.deps.db, c.var.user, validate(tidQuerySchema, c.req.query()).tid);
  assertTrainingAdmin(c.var.user, t);
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="training_${t.id}_progress.csv"`);
  return c.body(progressCsv(progressGrid(c.var.deps.db, t)));
});
