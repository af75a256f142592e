import { SUBMISSION_LIST_LIMIT } from '../../../src/contract/submissions.ts';
import { positiveIntParam } from '../../lib/query-param.ts';

/** Filters of /status as they appear in the URL (spec doc 1 §2, §5). */
export interface StatusFilters {
  onlyMine: boolean;
  /** null: every status. */
  status: number | null;
  problemID: string;
  username: string;
  currentPage: number;
  limit: number;
  /** Paging by key: the page of submissions older than `before` (next) or newer than `after` (previous); null by number. */
  before: number | null;
  after: number | null;
}

export function parseStatusFilters(search: string): StatusFilters {
  const q = new URLSearchParams(search);
  const s = q.get('status');
  const status = s !== null && /^-?\d+$/.test(s) && Number(s) >= -10 && Number(s) <= 10 ? Number(s) : null;
  const onlyMine = q.get('onlyMine') === 'true';
  return {
    onlyMine,
    status,
    problemID: q.get('problemID') ?? '',
    // Mine shows only the user's own submissions: the author search does not apply.
    username: onlyMine ? '' : (q.get('username') ?? ''),
    currentPage: positiveIntParam(q.get('currentPage')) ?? 1,
    limit: Math.min(100, positiveIntParam(q.get('limit')) ?? SUBMISSION_LIST_LIMIT),
    before: positiveIntParam(q.get('before')),
    after: positiveIntParam(q.get('after')),
  };
}

/** The query string of the filters; empty values and defaults are dropped. */
export function statusFiltersToSearch(f: StatusFilters): string {
  const q = new URLSearchParams();
  if (f.onlyMine) q.set('onlyMine', 'true');
  if (f.status !== null) q.set('status', String(f.status));
  if (f.problemID.trim()) q.set('problemID', f.problemID.trim());
  if (!f.onlyMine && f.username.trim()) q.set('username', f.username.trim());
  if (f.currentPage > 1) q.set('currentPage', String(f.currentPage));
  if (f.limit !== SUBMISSION_LIST_LIMIT) q.set('limit', String(f.limit));
  if (f.before !== null) q.set('before', String(f.before));
  else if (f.after !== null) q.set('after', String(f.after));
  return q.toString();
}

/** Parameters of get-submission-list. */
export function statusListParams(f: StatusFilters) {
  return {
    onlyMine: f.onlyMine || undefined,
    status: f.status ?? undefined,
    problemID: f.problemID.trim() || undefined,
    username: f.onlyMine ? undefined : f.username.trim() || undefined,
    currentPage: f.currentPage,
    limit: f.limit,
    before: f.before ?? undefined,
    after: f.before === null ? (f.after ?? undefined) : undefined,
  };
}
