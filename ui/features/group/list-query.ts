import { GROUP_LIST_SIZES } from '../../../src/contract/groups.ts';
import { positiveIntParam } from '../../lib/query-param.ts';

/** The group list's filters as they appear in the URL (spec doc 3 §2: auth, keyword, onlyMine, currentPage, limit). */
export interface GroupFilters {
  keyword: string;
  auth: number | null;
  onlyMine: boolean;
  currentPage: number;
  limit: number;
}

export const DEFAULT_GROUP_LIMIT = 15;

/** Reads the filters; an unknown type, page size or page falls back to its default. */
export function parseGroupFilters(search: string): GroupFilters {
  const q = new URLSearchParams(search);
  const auth = positiveIntParam(q.get('auth'));
  const limit = positiveIntParam(q.get('limit'));
  return {
    keyword: q.get('keyword') ?? '',
    auth: auth && auth <= 3 ? auth : null,
    onlyMine: q.get('onlyMine') === 'true',
    currentPage: positiveIntParam(q.get('currentPage')) ?? 1,
    limit: limit && (GROUP_LIST_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_GROUP_LIMIT,
  };
}

/** The query string of the filters; defaults and empty values are left out. */
export function groupFiltersToSearch(f: GroupFilters): string {
  const q = new URLSearchParams();
  if (f.keyword.trim()) q.set('keyword', f.keyword.trim());
  if (f.auth) q.set('auth', String(f.auth));
  if (f.onlyMine) q.set('onlyMine', 'true');
  if (f.currentPage > 1) q.set('currentPage', String(f.currentPage));
  if (f.limit !== DEFAULT_GROUP_LIMIT) q.set('limit', String(f.limit));
  return q.toString();
}
