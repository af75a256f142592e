import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type GroupFilters, groupFiltersToSearch, parseGroupFilters } from './list-query.ts';

/** The group list's filters, kept in the URL query; any change but the page starts again at page 1. */
export function useGroupFilters(): [GroupFilters, (change: Partial<GroupFilters>) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => parseGroupFilters(search), [search]);
  const update = useCallback(
    (change: Partial<GroupFilters>) => {
      const qs = groupFiltersToSearch({ ...filters, currentPage: 1, ...change });
      navigate(`/group${qs ? `?${qs}` : ''}`);
    },
    [filters, navigate],
  );
  return [filters, update];
}
