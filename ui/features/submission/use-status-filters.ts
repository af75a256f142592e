import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { parseStatusFilters, type StatusFilters, statusFiltersToSearch } from './list-query.ts';

/** The submission list's filters, kept in the URL query of `path` (/status, or a group's status tab). */
export function useStatusFilters(path = '/status'): [StatusFilters, (change: Partial<StatusFilters>) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => parseStatusFilters(search), [search]);
  const update = useCallback(
    (change: Partial<StatusFilters>) => {
      const next = { ...filters, currentPage: 1, before: null, after: null, ...change };
      const qs = statusFiltersToSearch(next);
      navigate(`${path}${qs ? `?${qs}` : ''}`);
    },
    [filters, navigate, path],
  );
  return [filters, update];
}
