import { QueryClient } from '@tanstack/react-query';
import type { Endpoint } from '../../../src/contract/endpoints/define.ts';

/**
 * The app's one cache of server answers. A failed read is not tried again by itself (request has
 * already shown why), and a page reads again when it is opened, not when the window gets focus.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** The cache key of an answer: the entry's path, then its input. */
export const endpointKey = (entry: Endpoint, input?: unknown) => (input === undefined ? [entry.path] : [entry.path, input]);

/** Marks every answer of these entries stale: open pages read them again. */
export function invalidate(...entries: Endpoint[]) {
  return Promise.all(entries.map((e) => queryClient.invalidateQueries({ queryKey: [e.path] })));
}
