import { z } from 'zod';
import {
  addTrainingProblemSchema,
  adminTrainingPageSchema,
  adminTrainingSchema,
  categoryDeleteSchema,
  categoryFormSchema,
  categorySchema,
  tidQuerySchema,
  trainingFormSchema,
  trainingListQuerySchema,
  trainingProblemLinkRowSchema,
  trainingProblemLinkSchema,
  trainingProblemPickPageSchema,
  trainingProblemPickSchema,
  trainingProblemRefSchema,
  trainingVisibleSchema,
} from '../trainings.ts';
import { endpoint } from './define.ts';

const DELETED = 'Delete successfully';

/**
 * Training administration (API-NEXT "Admin trainings and categories"): `training_admin` holders,
 * each managing its own trainings, the super admin all; the site's categories.
 */
export const adminTrainingEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/training/get-training-list',
    query: trainingListQuerySchema,
    answer: adminTrainingPageSchema,
    caller: 'training_admin',
  }),
  setVisible: endpoint({
    method: 'PUT',
    path: '/api/admin/training/change-training-status',
    query: trainingVisibleSchema,
    answer: z.null(),
    caller: 'training_admin',
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/training',
    query: tidQuerySchema,
    answer: adminTrainingSchema,
    caller: 'training_admin',
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/training',
    body: trainingFormSchema,
    answer: adminTrainingSchema,
    caller: 'training_admin',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/training',
    body: trainingFormSchema,
    answer: adminTrainingSchema,
    caller: 'training_admin',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/training',
    query: tidQuerySchema,
    answer: z.null(),
    caller: 'training_admin',
    message: DELETED,
  }),
  /** The training's problems (`queryExisted=true`) or the bank's problems that may still be added. */
  problems: endpoint({
    method: 'GET',
    path: '/api/admin/training/get-problem-list',
    query: trainingProblemPickSchema,
    answer: trainingProblemPickPageSchema,
    caller: 'training_admin',
  }),
  addProblem: endpoint({
    method: 'POST',
    path: '/api/admin/training/add-problem-from-public',
    body: addTrainingProblemSchema,
    answer: trainingProblemLinkRowSchema,
    caller: 'training_admin',
  }),
  updateLink: endpoint({
    method: 'PUT',
    path: '/api/admin/training/problem',
    body: trainingProblemLinkSchema,
    answer: trainingProblemLinkRowSchema,
    caller: 'training_admin',
  }),
  removeProblem: endpoint({
    method: 'DELETE',
    path: '/api/admin/training/problem',
    query: trainingProblemRefSchema,
    answer: z.null(),
    caller: 'training_admin',
    message: DELETED,
  }),
  createCategory: endpoint({
    method: 'POST',
    path: '/api/admin/training/category',
    body: categoryFormSchema,
    answer: categorySchema,
    caller: 'training_admin',
  }),
  updateCategory: endpoint({
    method: 'PUT',
    path: '/api/admin/training/category',
    body: categoryFormSchema,
    answer: categorySchema,
    caller: 'training_admin',
  }),
  removeCategory: endpoint({
    method: 'DELETE',
    path: '/api/admin/training/category',
    query: categoryDeleteSchema,
    answer: z.null(),
    caller: 'training_admin',
    message: DELETED,
  }),
};
