import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { parseTrainingFilters, type TrainingFilters, trainingFiltersToSearch } from './list-query.ts';

/** The training list's filters, kept in the URL query so a link or reload shows the same list. */
export function useTrainingFilters(base = '/training'): [TrainingFilters, (change: Partial<TrainingFilters>) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => parseTrainingFilters(search), [search]);
  const update = useCallback(
    (change: Partial<TrainingFilters>) => {
      // Any change of a filter starts again at the first page.
      const qs = trainingFiltersToSearch({ ...filters, currentPage: 1, ...change });
      navigate(`${base}${qs ? `?${qs}` : ''}`);
    },
    [filters, navigate, base],
  );
  return [filters, update];
}
