import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

/**
 * Loads when the page opens and again every `everyMs` while the tab is visible; `reload` asks at
 * once. A failure keeps the data already shown; answers after the page is left are ignored.
 */
export function usePolled<T>(fetcher: () => Promise<T>, everyMs: number) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const latest = useRef(0);
  const reload = useCallback(async () => {
    const id = ++latest.current;
    try {
      const data = await fetcher();
      if (id === latest.current) setLoaded({ state: 'ready', data });
    } catch {
      if (id === latest.current) setLoaded((prev) => (prev.state === 'ready' ? prev : { state: 'failed' }));
    }
  }, [fetcher]);
  useEffect(() => {
    void reload();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void reload();
    }, everyMs);
    return () => {
      clearInterval(timer);
      latest.current++;
    };
  }, [reload, everyMs]);
  return { loaded, reload };
}
