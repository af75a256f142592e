import { useCallback, useEffect } from 'react';
import { type ContestEventKind, useContestEvent } from './contest-events.tsx';

/** The admin queues' refresh when the stream is quiet (spec doc 2 §9). */
export const ADMIN_QUEUE_REFRESH_MS = 10_000;

/** Reads a page now, every 10 s, and when the stream names one of `kinds`. */
export function useAdminQueue<T>(kinds: readonly ContestEventKind[], load: () => Promise<T>, onPage: (p: T) => void) {
  const read = useCallback(() => {
    load().then(onPage, () => {});
  }, [load, onPage]);
  useEffect(() => {
    read();
    const timer = setInterval(read, ADMIN_QUEUE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [read]);
  useContestEvent(kinds, read);
  return read;
}
