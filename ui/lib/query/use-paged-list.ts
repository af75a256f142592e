import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { z } from 'zod';
import type { InputOf, QueryEndpoint } from '../../../src/contract/endpoints/define.ts';
import { call } from '../call.ts';
import { endpointKey, queryClient } from './client.ts';
import { type Scalar, searchOf } from './search.ts';

/**
 * A paged list whose filters and page live in the address's query string (a link or a reload shows
 * the same list), read through the entry's query schema; `fixed` filters are the page's own and stay
 * out of the address. The previous page stays on screen while the next one is read.
 */
export function usePagedList<E extends QueryEndpoint>(entry: E, fixed: Partial<InputOf<E>> = {}) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const fixedKey = JSON.stringify(fixed);
  const inUrl = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);
  const filters = useMemo(() => {
    const own = JSON.parse(fixedKey) as Record<string, Scalar>;
    const parsed = entry.query.safeParse({ ...inUrl, ...own });
    return (parsed.success ? parsed.data : entry.query.parse(own)) as z.output<E['query']>;
  }, [entry, inUrl, fixedKey]);
  const query = useQuery(
    {
      queryKey: endpointKey(entry, filters),
      queryFn: () => call(entry, filters as InputOf<E>),
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
  /** Changes filters; any change but the page's starts again at the first page. */
  const setFilters = useCallback(
    (change: Partial<z.output<E['query']>>) => {
      const next: Record<string, Scalar> = { ...inUrl, currentPage: 1, ...change };
      for (const k of Object.keys(JSON.parse(fixedKey) as object)) delete next[k];
      if (next.currentPage === 1) delete next.currentPage;
      const qs = searchOf(next);
      navigate(`${location}${qs ? `?${qs}` : ''}`);
    },
    [inUrl, fixedKey, location, navigate],
  );
  const setPage = useCallback(
    (currentPage: number) => setFilters({ currentPage } as unknown as Partial<z.output<E['query']>>),
    [setFilters],
  );
  return { page: query.data ?? null, filters, setFilters, setPage, error: query.error, loading: query.isFetching };
}
