import { PROBLEM_LIST_LIMIT } from '../../../src/contract/problems.ts';
import { positiveIntParam } from '../../lib/query-param.ts';

/** Filters of the problem bank as they appear in the URL (spec doc 1 §2, §5). */
export interface ProblemFilters {
  keyword: string;
  /** 'ME' (local problems, the default), 'All' (no filter) or a remote judge's name. */
  oj: string;
  /** null: every difficulty. */
  difficulty: number | null;
  tagIds: number[];
  currentPage: number;
  limit: number;
}

export const DEFAULT_OJ = 'ME';

/** Reads the filters from a query string; a page below 1 becomes 1, an empty source becomes Mine. */
export function parseProblemFilters(search: string): ProblemFilters {
  const q = new URLSearchParams(search);
  const d = q.get('difficulty');
  const difficulty = d !== null && /^[0-2]$/.test(d) ? Number(d) : null;
  const tagIds = (q.get('tagId') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  return {
    keyword: q.get('keyword') ?? '',
    oj: q.get('oj') || DEFAULT_OJ,
    difficulty,
    tagIds: [...new Set(tagIds)],
    currentPage: positiveIntParam(q.get('currentPage')) ?? 1,
    limit: Math.min(100, positiveIntParam(q.get('limit')) ?? PROBLEM_LIST_LIMIT),
  };
}

/** The query string for the filters; defaults and empty values are left out. */
export function problemFiltersToSearch(f: ProblemFilters): string {
  const q = new URLSearchParams();
  if (f.keyword.trim()) q.set('keyword', f.keyword.trim());
  if (f.oj && f.oj !== DEFAULT_OJ) q.set('oj', f.oj);
  if (f.difficulty !== null) q.set('difficulty', String(f.difficulty));
  if (f.tagIds.length) q.set('tagId', f.tagIds.join(','));
  if (f.currentPage > 1) q.set('currentPage', String(f.currentPage));
  if (f.limit !== PROBLEM_LIST_LIMIT) q.set('limit', String(f.limit));
  return q.toString();
}

/** Parameters of get-problem-list: 'All' means no source filter; empty filters are dropped by the client. */
export function problemListParams(f: ProblemFilters) {
  return {
    keyword: f.keyword.trim() || undefined,
    oj: f.oj === 'All' ? undefined : f.oj,
    difficulty: f.difficulty ?? undefined,
    tagId: f.tagIds.length ? f.tagIds.join(',') : undefined,
    currentPage: f.currentPage,
    limit: f.limit,
  };
}
