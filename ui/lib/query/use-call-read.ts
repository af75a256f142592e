import { useQuery } from '@tanstack/react-query';
import { queryClient } from './client.ts';

/**
 * A read through a call chosen where the page is mounted (the back office's entries, or a group's
 * calls for the same page inside a group), cached under `key` (its first part names the pages, for
 * `invalidateCallReads`). Where the entry is known, read with useEndpoint instead.
 */
export function useCallRead<T>(key: readonly [string, ...unknown[]], read: () => Promise<T>, enabled = true) {
  return useQuery({ queryKey: key, queryFn: read, enabled }, queryClient);
}

/** Marks every read under this first key part stale: open pages read them again. */
export const invalidateCallReads = (root: string) => queryClient.invalidateQueries({ queryKey: [root] });
