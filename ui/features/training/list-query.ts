import { TRAINING_AUTHS, type TrainingAuth } from '../../../src/contract/trainings.ts';
import { positiveIntParam } from '../../lib/query-param.ts';

/** Filters of the training list as they appear in the URL (spec doc 2 §2): empty values are dropped. */
export interface TrainingFilters {
  keyword: string;
  categoryId: number | null;
  auth: TrainingAuth | null;
  currentPage: number;
}

/** Reads the filters from a query string; a page below 1 or unreadable is 1, an unknown auth is none. */
export function parseTrainingFilters(search: string): TrainingFilters {
  const q = new URLSearchParams(search);
  const auth = q.get('auth');
  return {
    keyword: q.get('keyword') ?? '',
    categoryId: positiveIntParam(q.get('categoryId')),
    auth: (TRAINING_AUTHS as readonly string[]).includes(auth ?? '') ? (auth as TrainingAuth) : null,
    currentPage: positiveIntParam(q.get('currentPage')) ?? 1,
  };
}

/** The query string of the filters; defaults and empty values are left out. */
export function trainingFiltersToSearch(f: TrainingFilters): string {
  const q = new URLSearchParams();
  if (f.keyword.trim()) q.set('keyword', f.keyword.trim());
  if (f.categoryId) q.set('categoryId', String(f.categoryId));
  if (f.auth) q.set('auth', f.auth);
  if (f.currentPage > 1) q.set('currentPage', String(f.currentPage));
  return q.toString();
}
