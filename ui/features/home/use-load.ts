import { useCallback, useEffect, useRef, useState } from 'react';

export type Load<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

/**
 * Loads a section's data when the page opens. `reload` asks again (e.g. a forced recount) and
 * keeps the data shown while it waits; only the latest answer is used.
 */
export function useLoad<T, A extends unknown[]>(fetcher: (...args: A) => Promise<T>) {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const latest = useRef(0);
  const reload = useCallback(async (...args: A) => {
    const id = ++latest.current;
    try {
      const data = await fetcher(...args);
      if (id === latest.current) setLoad({ state: 'ready', data });
    } catch {
      if (id === latest.current) setLoad((prev) => (prev.state === 'ready' ? prev : { state: 'failed' }));
    }
  }, [fetcher]);
  useEffect(() => {
    void reload(...([] as unknown[] as A));
    // Answers arriving after the page is left are ignored.
    return () => { latest.current++; };
  }, [reload]);
  return { load, reload };
}
