import { createContext, useContext } from 'react';
import type { z } from 'zod';
import { adminTrainingEndpoints as E } from '../../../src/contract/endpoints/admin-trainings.ts';
import { trainingEndpoints } from '../../../src/contract/endpoints/trainings.ts';
import type {
  AdminTraining,
  adminTrainingRowSchema,
  TrainingCategory,
  TrainingForm,
  trainingProblemLinkRowSchema,
  trainingProblemPickPageSchema,
} from '../../../src/contract/trainings.ts';
import type { PickSource } from '../../components/problem-picker/index.ts';
import { call } from '../../lib/call.ts';
import { groupTrainingBank, trainingBank } from './training-bank.ts';

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

/** The site's categories (a group's own ones belong to its group). */
export const siteCategories = (all: TrainingCategory[]) => all.filter((c) => c.gid === null);

/** The calls of API-NEXT "Admin trainings and categories", through their entries. */
export const adminTrainingApi = {
  list: (q: ListQuery) => call(E.list, q),
  get: (tid: number) => call(E.get, { tid }),
  create: (form: TrainingForm) => call(E.create, form, { quiet: true }),
  update: (form: TrainingForm) => call(E.update, form, { quiet: true }),
  remove: (tid: number) => call(E.remove, { tid }),
  setVisible: (tid: number, visible: boolean) => call(E.setVisible, { tid, status: visible ? 'true' : 'false' }),
  /** The training's problems (`existing`) or the bank's problems that may still be added. */
  problems: (tid: number, existing: boolean, q: ListQuery) =>
    call(E.problems, { tid, queryExisted: existing ? 'true' : 'false', ...q }),
  addFromPublic: (tid: number, pid: number) => call(E.addProblem, { tid, pid }),
  updateLink: (link: { id: number; tid: number; displayId: string; rank: number }) => call(E.updateLink, link),
  removeProblem: (tid: number, pid: number) => call(E.removeProblem, { tid, pid }),
  categories: () => call(trainingEndpoints.categories, undefined).then(siteCategories),
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
  /** "Add from group": the picker of the group's own problems, those in the training (`inIt`) marked (a group's scope only). */
  own?: (tid: number, inIt: ReadonlySet<number>) => PickSource;
  /** Where a problem of the list is edited (none: not offered). */
  problemEditHref: ((pid: number) => string) | null;
  /** The bank picker of "Add from public" for a training; a scope without one is a group's (groupTrainingBank). */
  bank?: (tid: number) => PickSource;
}

export const TrainingAdminScopeContext = createContext<TrainingAdminScope>({
  api: adminTrainingApi,
  base: '/admin/training',
  problemsPath: 'problems',
  problemEditHref: (pid) => `/admin/problem/edit/${pid}`,
  bank: trainingBank,
});
export function useTrainingAdminScope(): TrainingAdminScope & { bank: (tid: number) => PickSource } {
  const scope = useContext(TrainingAdminScopeContext);
  return { ...scope, bank: scope.bank ?? groupTrainingBank };
}
