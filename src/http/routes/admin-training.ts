import { Hono } from 'hono';
import { adminTrainingEndpoints as E } from '../../contract/endpoints/admin-trainings.ts';
import { can } from '../../contract/roles.ts';
import {
  addProblemToTraining,
  removeProblemFromTraining,
  trainingProblemPicks,
  updateTrainingProblem,
} from '../../domain/trainings/admin-problems.ts';
import {
  createTraining,
  deleteTraining,
  managedTraining,
  setTrainingVisible,
  toAdminTraining,
  updateTraining,
} from '../../domain/trainings/admin-save.ts';
import { deleteCategory, saveCategory } from '../../domain/trainings/categories.ts';
import { listTrainingsForAdmin } from '../../domain/trainings/list.ts';
import { Errors } from '../../domain/errors.ts';
import type { AppEnv } from '../env.ts';
import { mount } from '../endpoint.ts';
import { currentUser, requirePermission } from '../middleware/auth.ts';

/** Training administration (API-NEXT "Admin trainings and categories"): problem admins and up; each manages its own trainings, the super admin all. */
export const adminTrainingRoutes = new Hono<AppEnv>()
  .use('/admin/training/*', requirePermission('training_admin'))
  .use('/admin/training', requirePermission('training_admin'));
mount(adminTrainingRoutes, E.list, (q, c) => {
  const actor = currentUser(c);
  return listTrainingsForAdmin(c.var.deps.db, q, can.isRoot(actor.role) ? null : actor.uid);
});
mount(adminTrainingRoutes, E.setVisible, ({ tid, status }, c) => {
  setTrainingVisible(c.var.deps.db, currentUser(c), tid, status);
  return null;
});
mount(adminTrainingRoutes, E.get, ({ tid }, c) =>
  toAdminTraining(c.var.deps.db, managedTraining(c.var.deps.db, currentUser(c), tid)),
);
mount(adminTrainingRoutes, E.create, (form, c) => {
  delete form.training.id;
  return toAdminTraining(c.var.deps.db, createTraining(c.var.deps.db, currentUser(c), form));
});
mount(adminTrainingRoutes, E.update, (form, c) => {
  if (!form.training.id) throw Errors.Validation('training.id is required');
  return toAdminTraining(c.var.deps.db, updateTraining(c.var.deps.db, currentUser(c), form));
});
mount(adminTrainingRoutes, E.remove, ({ tid }, c) => {
  deleteTraining(c.var.deps.db, currentUser(c), tid);
  return null;
});
mount(adminTrainingRoutes, E.problems, (q, c) => trainingProblemPicks(c.var.deps.db, currentUser(c), q.tid, q));
mount(adminTrainingRoutes, E.addProblem, ({ tid, pid, displayId }, c) =>
  addProblemToTraining(c.var.deps.db, currentUser(c), tid, pid, displayId),
);
mount(adminTrainingRoutes, E.updateLink, ({ id, tid, ...fields }, c) =>
  updateTrainingProblem(c.var.deps.db, currentUser(c), id, tid, fields),
);
mount(adminTrainingRoutes, E.removeProblem, ({ tid, pid }, c) => {
  removeProblemFromTraining(c.var.deps.db, currentUser(c), tid, pid);
  return null;
});
mount(adminTrainingRoutes, E.createCategory, ({ id: _ignored, ...form }, c) => saveCategory(c.var.deps.db, form));
mount(adminTrainingRoutes, E.updateCategory, (form, c) => {
  if (!form.id) throw Errors.Validation('id is required');
  return saveCategory(c.var.deps.db, form);
});
mount(adminTrainingRoutes, E.removeCategory, ({ cid, moveTo }, c) => {
  deleteCategory(c.var.deps.db, cid, moveTo);
  return null;
});
