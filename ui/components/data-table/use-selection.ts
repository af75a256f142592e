import { useCallback, useMemo, useState } from 'react';

/** The rows chosen for a bulk action, by key. */
export interface Selection<K> {
  keys: K[];
  has: (key: K) => boolean;
  toggle: (key: K, on: boolean) => void;
  /** Chooses or lets go of every row of the page shown. */
  togglePage: (keys: readonly K[], on: boolean) => void;
  /** Lets go of these rows (all when none are named). */
  clear: (keys?: readonly K[]) => void;
}

/** The chosen rows of a list, kept across its pages until cleared. */
export function useSelection<K = string | number>(): Selection<K> {
  const [keys, setKeys] = useState<K[]>([]);
  const toggle = useCallback(
    (key: K, on: boolean) =>
      setKeys((ks) => (on ? (ks.includes(key) ? ks : [...ks, key]) : ks.filter((k) => k !== key))),
    [],
  );
  const togglePage = useCallback(
    (page: readonly K[], on: boolean) =>
      setKeys((ks) => (on ? [...new Set([...ks, ...page])] : ks.filter((k) => !page.includes(k)))),
    [],
  );
  const clear = useCallback(
    (some?: readonly K[]) => setKeys((ks) => (some ? ks.filter((k) => !some.includes(k)) : [])),
    [],
  );
  return useMemo(
    () => ({ keys, has: (key: K) => keys.includes(key), toggle, togglePage, clear }),
    [keys, toggle, togglePage, clear],
  );
}
