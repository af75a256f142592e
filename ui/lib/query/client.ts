import { QueryClient } from '@tanstack/react-query';
import type { Endpoint } from '../../../src/contract/endpoints/define.ts';
import { userAtom } from '../session.ts';
import { store } from '../store.ts';

/**
 * The app's one cache of server answers. The hooks name it (there is no provider at the root), so
 * this code arrives with the first page that reads through it and stays out of /home's first load. A failed read is not tried again by itself (request has
 * already shown why), and a page reads again when it is opened, not when the window gets focus.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
queryClient.mount();

// Answers belong to who asked: when the signed-in user changes (a login, a logout, another account
// in another tab), every cached answer is dropped and open pages read theirs again.
let uid = store.get(userAtom)?.uid ?? null;
store.sub(userAtom, () => {
  const now = store.get(userAtom)?.uid ?? null;
  if (now === uid) return;
  uid = now;
  void queryClient.resetQueries();
});

// Pushed events mark answers stale from the moment there is a cache to mark.
void import('../event-queries.ts').then((m) => m.invalidateOnServerEvents());

/** The cache key of an answer: the entry's path, then its input. */
export const endpointKey = (entry: Endpoint, input?: unknown) =>
  input === undefined ? [entry.path] : [entry.path, input];

/** Marks every answer of these entries stale: open pages read them again. */
export function invalidate(...entries: Endpoint[]) {
  return Promise.all(entries.map((e) => queryClient.invalidateQueries({ queryKey: [e.path] })));
}
