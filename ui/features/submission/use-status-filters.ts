import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { parseStatusFilters, type StatusFilters, statusFiltersToSearch } from './list-query.ts';

/** The submission list's filters, kept in the URL query. */
export function useStatusFilters(): [StatusFilters, (change: Partial<StatusFilters>) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => parseStatusFilters(search), [search]);
  const update = useCallback(
    (change: Partial<StatusFilters>) => {
      const next = { ...filters, currentPage: 1, before: null, after: null, ...change };
      const qs = statusFiltersToSearch(next);
      navigate(`/status${qs ? `?${qs}` : ''}`);
    },
    [filters, navigate],
  );
  return [filters, update];
}
