import { Hono } from 'hono';
import {
  addTrainingProblemSchema, adminTrainingPageSchema, adminTrainingSchema, categoryDeleteSchema, categoryFormSchema, categorySchema,
  tidQuerySchema, trainingFormSchema, trainingListQuerySchema, trainingProblemLinkRowSchema, trainingProblemLinkSchema,
  trainingProblemPickPageSchema, trainingProblemPickSchema, trainingProblemRefSchema, trainingVisibleSchema,
} from '../../contract/trainings.ts';
import { can } from '../../contract/roles.ts';
import { addProblemToTraining, removeProblemFromTraining, trainingProblemPicks, updateTrainingProblem } from '../../domain/trainings/admin-problems.ts';
import { createTraining, deleteTraining, managedTraining, setTrainingVisible, toAdminTraining, updateTraining } from '../../domain/trainings/admin-save.ts';
import { deleteCategory, saveCategory } from '../../domain/trainings/categories.ts';
import { listTrainingsForAdmin } from '../../domain/trainings/list.ts';
import { Errors } from '../../domain/errors.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requirePermission } from '../middleware/auth.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** Training administration (API-NEXT "Admin trainings and categories"): problem admins and up; each manages its own trainings, the super admin all. */
export const adminTrainingRoutes = new Hono<AppEnv>()
  .use('/admin/training/*', requirePermission('training_admin'))
  .use('/admin/training', requirePermission('training_admin'))
  .get('/admin/training/get-training-list', (c) => {
    const actor = currentUser(c);
    return okAs(c, adminTrainingPageSchema, listTrainingsForAdmin(c.var.deps.db, validate(trainingListQuerySchema, c.req.query()), can.isRoot(actor.role) ? null : actor.uid));
  })
  .put('/admin/training/change-training-status', (c) => {
    const { tid, status } = validate(trainingVisibleSchema, c.req.query());
    setTrainingVisible(c.var.deps.db, currentUser(c), tid, status);
    return ok(c, null);
  })
  .get('/admin/training', (c) => {
    const db = c.var.deps.db;
    return okAs(c, adminTrainingSchema, toAdminTraining(db, managedTraining(db, currentUser(c), validate(tidQuerySchema, c.req.query()).tid)));
  })
  .post('/admin/training', async (c) => {
    const form = validate(trainingFormSchema, await c.req.json());
    delete form.training.id;
    return okAs(c, adminTrainingSchema, toAdminTraining(c.var.deps.db, createTraining(c.var.deps.db, currentUser(c), form)));
  })
  .put('/admin/training', async (c) => {
    const form = validate(trainingFormSchema, await c.req.json());
    if (!form.training.id) throw Errors.Validation('training.id is required');
    return okAs(c, adminTrainingSchema, toAdminTraining(c.var.deps.db, updateTraining(c.var.deps.db, currentUser(c), form)));
  })
  .delete('/admin/training', (c) => {
    deleteTraining(c.var.deps.db, currentUser(c), validate(tidQuerySchema, c.req.query()).tid);
    return ok(c, null, 'Delete successfully');
  })
  .get('/admin/training/get-problem-list', (c) => {
    const q = validate(trainingProblemPickSchema, c.req.query());
    return okAs(c, trainingProblemPickPageSchema, trainingProblemPicks(c.var.deps.db, currentUser(c), q.tid, q));
  })
  .post('/admin/training/add-problem-from-public', async (c) => {
    const { tid, pid, displayId } = validate(addTrainingProblemSchema, await c.req.json());
    return okAs(c, trainingProblemLinkRowSchema, addProblemToTraining(c.var.deps.db, currentUser(c), tid, pid, displayId));
  })
  .put('/admin/training/problem', async (c) => {
    const { id, tid, ...fields } = validate(trainingProblemLinkSchema, await c.req.json());
    return okAs(c, trainingProblemLinkRowSchema, updateTrainingProblem(c.var.deps.db, currentUser(c), id, tid, fields));
  })
  .delete('/admin/training/problem', (c) => {
    const { tid, pid } = validate(trainingProblemRefSchema, c.req.query());
    removeProblemFromTraining(c.var.deps.db, currentUser(c), tid, pid);
    return ok(c, null, 'Delete successfully');
  })
  .post('/admin/training/category', async (c) => {
    const { id: _ignored, ...form } = validate(categoryFormSchema, await c.req.json());
    return okAs(c, categorySchema, saveCategory(c.var.deps.db, form));
  })
  .put('/admin/training/category', async (c) => {
    const form = validate(categoryFormSchema, await c.req.json());
    if (!form.id) throw Errors.Validation('id is required');
    return okAs(c, categorySchema, saveCategory(c.var.deps.db, form));
  })
  .delete('/admin/training/category', (c) => {
    const { cid, moveTo } = validate(categoryDeleteSchema, c.req.query());
    deleteCategory(c.var.deps.db, cid, moveTo);
    return ok(c, null, 'Delete successfully');
  });
