import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { parseProblemFilters, type ProblemFilters, problemFiltersToSearch } from './list-query.ts';

/** The problem bank's filters, kept in the URL query so a link or reload shows the same list. */
export function useProblemFilters(): [ProblemFilters, (change: Partial<ProblemFilters>) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => parseProblemFilters(search), [search]);
  const update = useCallback(
    (change: Partial<ProblemFilters>) => {
      // Any change of a filter starts again at the first page.
      const next = { ...filters, currentPage: 1, ...change };
      const qs = problemFiltersToSearch(next);
      navigate(`/problem${qs ? `?${qs}` : ''}`);
    },
    [filters, navigate],
  );
  return [filters, update];
}
