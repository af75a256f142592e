import { positiveIntParam } from '../../lib/query-param.ts';
/** Filters of the discussion lists as they appear in the URL (spec doc 2 §2): empty values are dropped. */
export interface DiscussionFilters {
  keyword: string;
  /** The category. */
  cid: number | null;
  onlyMine: boolean;
  currentPage: number;
}

/** Reads the filters from a query string; a page below 1 or unreadable is 1 (doc 2 §5). */
export function parseDiscussionFilters(search: string): DiscussionFilters {
  const q = new URLSearchParams(search);
  return {
    keyword: q.get('keyword') ?? '',
    cid: positiveIntParam(q.get('cid')),
    onlyMine: q.get('onlyMine') === 'true',
    currentPage: positiveIntParam(q.get('currentPage')) ?? 1,
  };
}

/** The query string of the filters; defaults and empty values are left out. */
export function discussionFiltersToSearch(f: DiscussionFilters): string {
  const q = new URLSearchParams();
  if (f.keyword.trim()) q.set('keyword', f.keyword.trim());
  if (f.cid) q.set('cid', String(f.cid));
  if (f.onlyMine) q.set('onlyMine', 'true');
  if (f.currentPage > 1) q.set('currentPage', String(f.currentPage));
  return q.toString();
}

/** The list's path: the whole board (the site's or a group's under `prefix`), or one problem's discussions (the route name kept as filters change). */
export function discussionListPath(problemId: string | null, f: DiscussionFilters, prefix = ''): string {
  const qs = discussionFiltersToSearch(f);
  const base = problemId ? `${prefix}/discussion/${encodeURIComponent(problemId)}` : `${prefix}/discussion`;
  return qs ? `${base}?${qs}` : base;
}
