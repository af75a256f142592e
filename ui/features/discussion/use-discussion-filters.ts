import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type DiscussionFilters, discussionListPath, parseDiscussionFilters } from './list-query.ts';

/** The list's filters, kept in the URL query on the same route (the board or one problem's list). */
export function useDiscussionFilters(
  problemId: string | null,
  prefix = '',
): [DiscussionFilters, (change: Partial<DiscussionFilters>) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => parseDiscussionFilters(search), [search]);
  const update = useCallback(
    // Any change of a filter starts again at the first page.
    (change: Partial<DiscussionFilters>) =>
      navigate(discussionListPath(problemId, { ...filters, currentPage: 1, ...change }, prefix)),
    [filters, navigate, problemId, prefix],
  );
  return [filters, update];
}
