import type { z } from 'zod';
import type { Page } from '../../../src/contract/envelope.ts';
import type {
  AdminTraining, TrainingCategory, TrainingForm, adminTrainingRowSchema, trainingProblemLinkRowSchema, trainingProblemPickPageSchema,
} from '../../../src/contract/trainings.ts';
import { createContext, useContext } from 'react';
import { api, request } from '../../lib/api.ts';

/** A row of the back office's training list. */
export type AdminTrainingRow = z.infer<typeof adminTrainingRowSchema>;
/** A bank problem in the training's problem picker, with its link when it is already in the training. */
export type TrainingPickRow = z.infer<typeof trainingProblemPickPageSchema>['records'][number];
export type TrainingProblemLink = z.infer<typeof trainingProblemLinkRowSchema>;
export type { AdminTraining, TrainingCategory };

export interface ListQuery {
  keyword?: string;
  currentPage: number;
  limit: number;
}

export interface CategoryDraft {
  id?: number;
  name: string;
  color: string;
}

/** The calls of API-NEXT "Admin trainings and categories". */
export const adminTrainingApi = {
  list: (q: ListQuery) => api.get<Page<AdminTrainingRow>>('/api/admin/training/get-training-list', { ...q }),
  get: (tid: number) => api.get<AdminTraining>('/api/admin/training', { tid }),
  create: (form: TrainingForm) => api.post<AdminTraining>('/api/admin/training', form, { quiet: true }),
  update: (form: TrainingForm) => api.put<AdminTraining>('/api/admin/training', form, { quiet: true }),
  remove: (tid: number) => request<null>('/api/admin/training', { method: 'DELETE', params: { tid } }),
  setVisible: (tid: number, visible: boolean) =>
    request<null>('/api/admin/training/change-training-status', { method: 'PUT', params: { tid, status: visible } }),
  /** The training's problems (`existing`) or the bank's problems that may still be added. */
  problems: (tid: number, existing: boolean, q: ListQuery) =>
    api.get<Page<TrainingPickRow>>('/api/admin/training/get-problem-list', { tid, queryExisted: existing, ...q }),
  addFromPublic: (tid: number, pid: number) => api.post<TrainingProblemLink>('/api/admin/training/add-problem-from-public', { tid, pid }),
  updateLink: (link: { id: number; tid: number; displayId: string; rank: number }) =>
    api.put<TrainingProblemLink>('/api/admin/training/problem', link),
  removeProblem: (tid: number, pid: number) => request<null>('/api/admin/training/problem', { method: 'DELETE', params: { tid, pid } }),
  /** The site's categories (a group's own ones belong to its group). */
  categories: () => api.get<TrainingCategory[]>('/api/get-training-category').then((all) => all.filter((c) => c.gid === null)),
  saveCategory: (c: CategoryDraft) => (c.id ? api.put : api.post)<TrainingCategory>('/api/admin/training/category', c),
  removeCategory: (cid: number, moveTo?: number) =>
    request<null>('/api/admin/training/category', { method: 'DELETE', params: { cid, moveTo }, quiet: true }),
};

export type AdminTrainingApi = typeof adminTrainingApi;

/**
 * Where the training admin pages work: the back office, or a group (its calls, its paths, adding
 * a problem of the group by its id). A group mounts the pages with its scope.
 */
export interface TrainingAdminScope {
  api: AdminTrainingApi;
  /** The list's path; a training's pages are `${base}/{tid}/edit` and `${base}/{tid}/${problemsPath}`. */
  base: string;
  problemsPath: string;
  addFromGroup?: (tid: number, problemId: string) => Promise<unknown>;
  /** Where a problem of the list is edited (none: not offered). */
  problemEditHref: ((pid: number) => string) | null;
}

export const TrainingAdminScopeContext = createContext<TrainingAdminScope>({
  api: adminTrainingApi, base: '/admin/training', problemsPath: 'problems', problemEditHref: (pid) => `/admin/problem/edit/${pid}`,
});
export const useTrainingAdminScope = () => useContext(TrainingAdminScopeContext);
