import type { UseQueryResult } from '@tanstack/react-query';
import { type ReadOptions, useEndpoint } from '../../lib/query/index.ts';
import type { ScopedRead } from './scope.ts';

/** Reads what the scope chose (scope.ts) through the query layer, typed by its answer. */
export function useScopedRead<A>(r: ScopedRead<A>, opts: ReadOptions = {}): UseQueryResult<A> {
  return useEndpoint(r.entry, r.input as never, opts) as UseQueryResult<A>;
}
